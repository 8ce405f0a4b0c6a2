import {
  QueryParamsRequest,
  QueryParamsResponse,
  QuerySigningInfoRequest,
  QuerySigningInfoResponse,
  QuerySigningInfosRequest,
  QuerySigningInfosResponse,
} from "cosmjs-types/cosmos/slashing/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.slashing.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const SLASHING_QUERY = grpcService("/cosmos.slashing.v1beta1.Query", {
  Params: [QueryParamsRequest, QueryParamsResponse],
  SigningInfo: [QuerySigningInfoRequest, QuerySigningInfoResponse],
  SigningInfos: [QuerySigningInfosRequest, QuerySigningInfosResponse],
} as const);
