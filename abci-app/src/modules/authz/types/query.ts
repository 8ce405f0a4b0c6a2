import {
  QueryGranteeGrantsRequest,
  QueryGranteeGrantsResponse,
  QueryGranterGrantsRequest,
  QueryGranterGrantsResponse,
  QueryGrantsRequest,
  QueryGrantsResponse,
} from "cosmjs-types/cosmos/authz/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.authz.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const AUTHZ_QUERY = grpcService("/cosmos.authz.v1beta1.Query", {
  Grants: [QueryGrantsRequest, QueryGrantsResponse],
  GranterGrants: [QueryGranterGrantsRequest, QueryGranterGrantsResponse],
  GranteeGrants: [QueryGranteeGrantsRequest, QueryGranteeGrantsResponse],
} as const);
