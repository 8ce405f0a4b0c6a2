import {
  QueryAllowanceRequest,
  QueryAllowanceResponse,
  QueryAllowancesByGranterRequest,
  QueryAllowancesByGranterResponse,
  QueryAllowancesRequest,
  QueryAllowancesResponse,
} from "cosmjs-types/cosmos/feegrant/v1beta1/query";
import { pageRequest } from "../../module-kit/rest/pagination";
import { restService, type RestRoute } from "../../module-kit/rest/route";

const get = restService("/cosmos.feegrant.v1beta1.Query");
const BASE = "/cosmos/feegrant/v1beta1";

/** The feegrant REST paths of Cosmos SDK v0.47. */
export const feegrantRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/allowance/:granter/:grantee`, "Allowance", QueryAllowanceRequest, QueryAllowanceResponse, (p) => ({ granter: p.granter, grantee: p.grantee })),
  get(`${BASE}/allowances/:grantee`, "Allowances", QueryAllowancesRequest, QueryAllowancesResponse, (p, q) => ({ grantee: p.grantee, pagination: pageRequest(q) })),
  get(`${BASE}/issued/:granter`, "AllowancesByGranter", QueryAllowancesByGranterRequest, QueryAllowancesByGranterResponse, (p, q) => ({
    granter: p.granter,
    pagination: pageRequest(q),
  })),
];
