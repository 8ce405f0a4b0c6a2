import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { FEEGRANT_QUERY } from "./types/query";

const BASE = "/cosmos/feegrant/v1beta1";

/** The feegrant REST paths of Cosmos SDK v0.47. */
export const feegrantRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/allowance/:granter/:grantee`, FEEGRANT_QUERY.Allowance, (p) => ({ granter: p.granter, grantee: p.grantee })),
  get(`${BASE}/allowances/:grantee`, FEEGRANT_QUERY.Allowances, (p, q) => ({ grantee: p.grantee, pagination: pageRequest(q) })),
  get(`${BASE}/issued/:granter`, FEEGRANT_QUERY.AllowancesByGranter, (p, q) => ({
    granter: p.granter,
    pagination: pageRequest(q),
  })),
];
