import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { parseInt64 } from "../../module-kit/rest/scalars";
import { AUTH_QUERY } from "./types/query";

const BASE = "/cosmos/auth/v1beta1";

/**
 * The auth REST paths of Cosmos SDK v0.47. `bech32/{address_bytes}` and `bech32/{address_string}` are the same
 * pattern; the SDK's gateway serves the one registered last, AddressStringToBytes, and so does this table.
 */
export const authRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/accounts`, AUTH_QUERY.Accounts, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/accounts/:address`, AUTH_QUERY.Account, (p) => ({ address: p.address })),
  get(`${BASE}/account_info/:address`, AUTH_QUERY.AccountInfo, (p) => ({ address: p.address })),
  // `id` is deprecated (the handler refuses a non-zero one); the account number goes in `?account_id=`.
  get(`${BASE}/address_by_id/:id`, AUTH_QUERY.AccountAddressByID, (p, q) => ({
    id: parseInt64("id", p.id),
    accountId: q.uint64("account_id") ?? 0n,
  })),
  get(`${BASE}/params`, AUTH_QUERY.Params),
  get(`${BASE}/module_accounts`, AUTH_QUERY.ModuleAccounts),
  get(`${BASE}/module_accounts/:name`, AUTH_QUERY.ModuleAccountByName, (p) => ({
    name: p.name,
  })),
  get(`${BASE}/bech32`, AUTH_QUERY.Bech32Prefix),
  get(`${BASE}/bech32/:address_string`, AUTH_QUERY.AddressStringToBytes, (p) => ({
    addressString: p.address_string,
  })),
];
