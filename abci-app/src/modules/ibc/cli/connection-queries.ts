import type { QueryCommandSpec } from "../../../cli-kit/query";
import { cosmosPageRequest } from "../../../cli-kit/query/page-response";
import { toSdkJson } from "../../../codec/sdk-json";
import { CONNECTION_QUERY } from "../connection/query-service";

/** `q ibc connection …`, named as ibc-go's CLI names them. */
export const CONNECTION_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "connections",
    description: "List the connections of this chain",
    method: CONNECTION_QUERY.Connections,
    pagination: { items: "connections" },
    buildRequest: ({ page }) => CONNECTION_QUERY.Connections.request.fromPartial({ pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CONNECTION_QUERY.Connections.response, res),
  },
  {
    name: "end",
    description: "Show a connection end: its client, state, counterparty and version",
    method: CONNECTION_QUERY.Connection,
    args: [{ name: "connection-id", description: "e.g. connection-0" }],
    buildRequest: ({ args }) => CONNECTION_QUERY.Connection.request.fromPartial({ connectionId: args[0]! }),
    toJson: (res) => toSdkJson(CONNECTION_QUERY.Connection.response, res),
  },
  {
    name: "path",
    description: "List the connections opened on a client",
    method: CONNECTION_QUERY.ClientConnections,
    args: [{ name: "client-id", description: "e.g. 07-tendermint-0" }],
    buildRequest: ({ args }) => CONNECTION_QUERY.ClientConnections.request.fromPartial({ clientId: args[0]! }),
    toJson: (res) => toSdkJson(CONNECTION_QUERY.ClientConnections.response, res),
  },
  {
    name: "params",
    description: "Show the connection parameters (the expected time per block that turns delays into blocks)",
    method: CONNECTION_QUERY.ConnectionParams,
    buildRequest: () => CONNECTION_QUERY.ConnectionParams.request.fromPartial({}),
    toJson: (res) => toSdkJson(CONNECTION_QUERY.ConnectionParams.response, res),
  },
];
