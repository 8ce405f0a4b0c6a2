import {
  QueryClientParamsRequest,
  QueryClientParamsResponse,
  QueryClientStateRequest,
  QueryClientStateResponse,
  QueryClientStatesRequest,
  QueryClientStatesResponse,
  QueryClientStatusRequest,
  QueryClientStatusResponse,
  QueryConsensusStateHeightsRequest,
  QueryConsensusStateHeightsResponse,
  QueryConsensusStateRequest,
  QueryConsensusStateResponse,
  QueryConsensusStatesRequest,
  QueryConsensusStatesResponse,
} from "cosmjs-types-ibc-v7/ibc/core/client/v1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `ibc.core.client.v1.Query` service of ibc-go v7 (no upgrade queries: this chain schedules no IBC client upgrades). */
export const CLIENT_QUERY = grpcService("/ibc.core.client.v1.Query", {
  ClientState: [QueryClientStateRequest, QueryClientStateResponse],
  ClientStates: [QueryClientStatesRequest, QueryClientStatesResponse],
  ConsensusState: [QueryConsensusStateRequest, QueryConsensusStateResponse],
  ConsensusStates: [QueryConsensusStatesRequest, QueryConsensusStatesResponse],
  ConsensusStateHeights: [QueryConsensusStateHeightsRequest, QueryConsensusStateHeightsResponse],
  ClientStatus: [QueryClientStatusRequest, QueryClientStatusResponse],
  ClientParams: [QueryClientParamsRequest, QueryClientParamsResponse],
} as const);
