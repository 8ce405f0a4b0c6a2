import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { AUTHZ_QUERY } from "./types/query";

const BASE = "/cosmos/authz/v1beta1";

/** The authz REST paths of Cosmos SDK v0.47. */
export const authzRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/grants`, AUTHZ_QUERY.Grants, (_p, q) => ({
    granter: q.string("granter") ?? "",
    grantee: q.string("grantee") ?? "",
    msgTypeUrl: q.string("msg_type_url") ?? "",
    pagination: pageRequest(q),
  })),
  get(`${BASE}/grants/granter/:granter`, AUTHZ_QUERY.GranterGrants, (p, q) => ({
    granter: p.granter,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/grants/grantee/:grantee`, AUTHZ_QUERY.GranteeGrants, (p, q) => ({
    grantee: p.grantee,
    pagination: pageRequest(q),
  })),
];
