import type { QueryCommandSpec } from "../../../cli-kit/query";
import { cosmosPageRequest } from "../../../cli-kit/query/page-response";
import { toSdkJson } from "../../../codec/sdk-json";
import { CLIENT_QUERY } from "../client/query-service";
import { parseHeight } from "../types/height";

const clientIdArg = { name: "client-id", description: "a client of this chain, e.g. 07-tendermint-0" };

/** `q ibc client …`, named as ibc-go's CLI names them. */
export const CLIENT_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "states",
    description: "List the light clients of other chains this chain runs",
    method: CLIENT_QUERY.ClientStates,
    pagination: { items: "client states" },
    buildRequest: ({ page }) => CLIENT_QUERY.ClientStates.request.fromPartial({ pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CLIENT_QUERY.ClientStates.response, res),
  },
  {
    name: "state",
    description: "Show a client's state: the chain it follows, its latest height, its trust settings",
    method: CLIENT_QUERY.ClientState,
    args: [clientIdArg],
    buildRequest: ({ args }) => CLIENT_QUERY.ClientState.request.fromPartial({ clientId: args[0]! }),
    toJson: (res) => toSdkJson(CLIENT_QUERY.ClientState.response, res),
  },
  {
    name: "status",
    description: "Show whether a client is Active, Frozen (misbehaviour) or Expired",
    method: CLIENT_QUERY.ClientStatus,
    args: [clientIdArg],
    buildRequest: ({ args }) => CLIENT_QUERY.ClientStatus.request.fromPartial({ clientId: args[0]! }),
    toJson: (res) => toSdkJson(CLIENT_QUERY.ClientStatus.response, res),
  },
  {
    name: "consensus-states",
    description: "List a client's consensus states (the counterparty's app hashes it trusts, by height)",
    method: CLIENT_QUERY.ConsensusStates,
    args: [clientIdArg],
    pagination: { items: "consensus states" },
    buildRequest: ({ args, page }) => CLIENT_QUERY.ConsensusStates.request.fromPartial({ clientId: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CLIENT_QUERY.ConsensusStates.response, res),
  },
  {
    name: "consensus-state-heights",
    description: "List the heights of a client's consensus states",
    method: CLIENT_QUERY.ConsensusStateHeights,
    args: [clientIdArg],
    pagination: { items: "heights" },
    buildRequest: ({ args, page }) => CLIENT_QUERY.ConsensusStateHeights.request.fromPartial({ clientId: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CLIENT_QUERY.ConsensusStateHeights.response, res),
  },
  {
    name: "consensus-state",
    description: "Show a client's consensus state at a height ({revision}-{height}), or at its latest height",
    method: CLIENT_QUERY.ConsensusState,
    args: [clientIdArg, { name: "height", description: "revision-height, e.g. 1-42; omitted: the client's latest", optional: true }],
    buildRequest: ({ args }) => {
      if (args[1] === undefined) return CLIENT_QUERY.ConsensusState.request.fromPartial({ clientId: args[0]!, latestHeight: true });
      const height = parseHeight(args[1]);
      if (height === undefined) throw new Error(`height ${JSON.stringify(args[1])} is not of the form {revision}-{height}`);
      return CLIENT_QUERY.ConsensusState.request.fromPartial({ clientId: args[0]!, ...height });
    },
    toJson: (res) => toSdkJson(CLIENT_QUERY.ConsensusState.response, res),
  },
  {
    name: "params",
    description: "Show the client types this chain allows",
    method: CLIENT_QUERY.ClientParams,
    buildRequest: () => CLIENT_QUERY.ClientParams.request.fromPartial({}),
    toJson: (res) => toSdkJson(CLIENT_QUERY.ClientParams.response, res),
  },
];
