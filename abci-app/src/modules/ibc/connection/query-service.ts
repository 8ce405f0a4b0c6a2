import {
  QueryClientConnectionsRequest,
  QueryClientConnectionsResponse,
  QueryConnectionClientStateRequest,
  QueryConnectionClientStateResponse,
  QueryConnectionConsensusStateRequest,
  QueryConnectionConsensusStateResponse,
  QueryConnectionParamsRequest,
  QueryConnectionRequest,
  QueryConnectionResponse,
  QueryConnectionsRequest,
  QueryConnectionsResponse,
} from "cosmjs-types-ibc-v7/ibc/core/connection/v1/query";
import { grpcService } from "../../../codec/proto-codec";
import { QueryConnectionParamsResponse } from "./params-response";

/** The `ibc.core.connection.v1.Query` service of ibc-go v7. */
export const CONNECTION_QUERY = grpcService("/ibc.core.connection.v1.Query", {
  Connection: [QueryConnectionRequest, QueryConnectionResponse],
  Connections: [QueryConnectionsRequest, QueryConnectionsResponse],
  ClientConnections: [QueryClientConnectionsRequest, QueryClientConnectionsResponse],
  ConnectionClientState: [QueryConnectionClientStateRequest, QueryConnectionClientStateResponse],
  ConnectionConsensusState: [QueryConnectionConsensusStateRequest, QueryConnectionConsensusStateResponse],
  ConnectionParams: [QueryConnectionParamsRequest, QueryConnectionParamsResponse],
} as const);
