import { QueryParamsRequest, QueryParamsResponse } from "cosmjs-types/cosmos/consensus/v1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.consensus.v1.Query` service of SDK v0.47, declared once for its route, REST path and CLI. */
export const CONSENSUS_QUERY = grpcService("/cosmos.consensus.v1.Query", {
  Params: [QueryParamsRequest, QueryParamsResponse],
} as const);
