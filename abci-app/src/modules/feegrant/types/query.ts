import {
  QueryAllowanceRequest,
  QueryAllowanceResponse,
  QueryAllowancesByGranterRequest,
  QueryAllowancesByGranterResponse,
  QueryAllowancesRequest,
  QueryAllowancesResponse,
} from "cosmjs-types/cosmos/feegrant/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.feegrant.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const FEEGRANT_QUERY = grpcService("/cosmos.feegrant.v1beta1.Query", {
  Allowance: [QueryAllowanceRequest, QueryAllowanceResponse],
  Allowances: [QueryAllowancesRequest, QueryAllowancesResponse],
  AllowancesByGranter: [QueryAllowancesByGranterRequest, QueryAllowancesByGranterResponse],
} as const);
