import {
  QueryGranteeGrantsRequest,
  QueryGranteeGrantsResponse,
  QueryGranterGrantsRequest,
  QueryGranterGrantsResponse,
  QueryGrantsRequest,
  QueryGrantsResponse,
} from "cosmjs-types/cosmos/authz/v1beta1/query";
import { pageRequest } from "../../module-kit/rest/pagination";
import { restService, type RestRoute } from "../../module-kit/rest/route";

const get = restService("/cosmos.authz.v1beta1.Query");
const BASE = "/cosmos/authz/v1beta1";

/** The authz REST paths of Cosmos SDK v0.47. */
export const authzRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/grants`, "Grants", QueryGrantsRequest, QueryGrantsResponse, (_p, q) => ({
    granter: q.string("granter") ?? "",
    grantee: q.string("grantee") ?? "",
    msgTypeUrl: q.string("msg_type_url") ?? "",
    pagination: pageRequest(q),
  })),
  get(`${BASE}/grants/granter/:granter`, "GranterGrants", QueryGranterGrantsRequest, QueryGranterGrantsResponse, (p, q) => ({
    granter: p.granter,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/grants/grantee/:grantee`, "GranteeGrants", QueryGranteeGrantsRequest, QueryGranteeGrantsResponse, (p, q) => ({
    grantee: p.grantee,
    pagination: pageRequest(q),
  })),
];
