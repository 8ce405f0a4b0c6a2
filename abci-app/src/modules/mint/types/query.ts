import {
  QueryAnnualProvisionsRequest,
  QueryAnnualProvisionsResponse,
  QueryInflationRequest,
  QueryInflationResponse,
  QueryParamsRequest,
  QueryParamsResponse,
} from "cosmjs-types/cosmos/mint/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.mint.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const MINT_QUERY = grpcService("/cosmos.mint.v1beta1.Query", {
  Params: [QueryParamsRequest, QueryParamsResponse],
  Inflation: [QueryInflationRequest, QueryInflationResponse],
  AnnualProvisions: [QueryAnnualProvisionsRequest, QueryAnnualProvisionsResponse],
} as const);
