import {
  AddressStringToBytesRequest,
  AddressStringToBytesResponse,
  Bech32PrefixRequest,
  Bech32PrefixResponse,
  QueryAccountAddressByIDRequest,
  QueryAccountAddressByIDResponse,
  QueryAccountInfoRequest,
  QueryAccountInfoResponse,
  QueryAccountRequest,
  QueryAccountResponse,
  QueryAccountsRequest,
  QueryAccountsResponse,
  QueryModuleAccountByNameRequest,
  QueryModuleAccountByNameResponse,
  QueryModuleAccountsRequest,
  QueryModuleAccountsResponse,
  QueryParamsRequest,
  QueryParamsResponse,
} from "cosmjs-types/cosmos/auth/v1beta1/query";
import { pageRequest } from "../../module-kit/rest/pagination";
import { restService, type RestRoute } from "../../module-kit/rest/route";
import { parseInt64 } from "../../module-kit/rest/scalars";

const get = restService("/cosmos.auth.v1beta1.Query");
const BASE = "/cosmos/auth/v1beta1";

/**
 * The auth REST paths of Cosmos SDK v0.47. `bech32/{address_bytes}` and `bech32/{address_string}` are the same
 * pattern; the SDK's gateway serves the one registered last, AddressStringToBytes, and so does this table.
 */
export const authRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/accounts`, "Accounts", QueryAccountsRequest, QueryAccountsResponse, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/accounts/:address`, "Account", QueryAccountRequest, QueryAccountResponse, (p) => ({ address: p.address })),
  get(`${BASE}/account_info/:address`, "AccountInfo", QueryAccountInfoRequest, QueryAccountInfoResponse, (p) => ({ address: p.address })),
  // `id` is deprecated (the handler refuses a non-zero one); the account number goes in `?account_id=`.
  get(`${BASE}/address_by_id/:id`, "AccountAddressByID", QueryAccountAddressByIDRequest, QueryAccountAddressByIDResponse, (p, q) => ({
    id: parseInt64("id", p.id),
    accountId: q.uint64("account_id") ?? 0n,
  })),
  get(`${BASE}/params`, "Params", QueryParamsRequest, QueryParamsResponse),
  get(`${BASE}/module_accounts`, "ModuleAccounts", QueryModuleAccountsRequest, QueryModuleAccountsResponse),
  get(`${BASE}/module_accounts/:name`, "ModuleAccountByName", QueryModuleAccountByNameRequest, QueryModuleAccountByNameResponse, (p) => ({
    name: p.name,
  })),
  get(`${BASE}/bech32`, "Bech32Prefix", Bech32PrefixRequest, Bech32PrefixResponse),
  get(`${BASE}/bech32/:address_string`, "AddressStringToBytes", AddressStringToBytesRequest, AddressStringToBytesResponse, (p) => ({
    addressString: p.address_string,
  })),
];
