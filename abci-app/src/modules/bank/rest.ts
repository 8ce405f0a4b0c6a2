import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QueryDenomMetadataRequest,
  QueryDenomMetadataResponse,
  QueryDenomOwnersRequest,
  QueryDenomOwnersResponse,
  QueryDenomsMetadataRequest,
  QueryDenomsMetadataResponse,
  QueryParamsRequest,
  QueryParamsResponse,
  QuerySendEnabledRequest,
  QuerySendEnabledResponse,
  QuerySpendableBalanceByDenomRequest,
  QuerySpendableBalanceByDenomResponse,
  QuerySpendableBalancesRequest,
  QuerySpendableBalancesResponse,
  QuerySupplyOfRequest,
  QuerySupplyOfResponse,
  QueryTotalSupplyRequest,
  QueryTotalSupplyResponse,
} from "cosmjs-types/cosmos/bank/v1beta1/query";
import { pageRequest } from "../../module-kit/rest/pagination";
import { restService, type RestRoute } from "../../module-kit/rest/route";

const get = restService("/cosmos.bank.v1beta1.Query");
const BASE = "/cosmos/bank/v1beta1";

/**
 * The bank REST paths of Cosmos SDK v0.47. A denom in the path takes the rest of it (`:denom*`), so that
 * `ibc/…` denoms work as well as plain ones.
 */
export const bankRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/balances/:address`, "AllBalances", QueryAllBalancesRequest, QueryAllBalancesResponse, (p, q) => ({
    address: p.address,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/balances/:address/by_denom`, "Balance", QueryBalanceRequest, QueryBalanceResponse, (p, q) => ({
    address: p.address,
    denom: q.string("denom") ?? "",
  })),
  get(`${BASE}/spendable_balances/:address`, "SpendableBalances", QuerySpendableBalancesRequest, QuerySpendableBalancesResponse, (p, q) => ({
    address: p.address,
    pagination: pageRequest(q),
  })),
  get(
    `${BASE}/spendable_balances/:address/by_denom`,
    "SpendableBalanceByDenom",
    QuerySpendableBalanceByDenomRequest,
    QuerySpendableBalanceByDenomResponse,
    (p, q) => ({ address: p.address, denom: q.string("denom") ?? "" }),
  ),
  get(`${BASE}/supply`, "TotalSupply", QueryTotalSupplyRequest, QueryTotalSupplyResponse, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/supply/by_denom`, "SupplyOf", QuerySupplyOfRequest, QuerySupplyOfResponse, (_p, q) => ({ denom: q.string("denom") ?? "" })),
  get(`${BASE}/params`, "Params", QueryParamsRequest, QueryParamsResponse),
  get(`${BASE}/denoms_metadata`, "DenomsMetadata", QueryDenomsMetadataRequest, QueryDenomsMetadataResponse, (_p, q) => ({
    pagination: pageRequest(q),
  })),
  get(`${BASE}/denoms_metadata/:denom*`, "DenomMetadata", QueryDenomMetadataRequest, QueryDenomMetadataResponse, (p) => ({ denom: p.denom })),
  get(`${BASE}/denom_owners/:denom*`, "DenomOwners", QueryDenomOwnersRequest, QueryDenomOwnersResponse, (p, q) => ({
    denom: p.denom,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/send_enabled`, "SendEnabled", QuerySendEnabledRequest, QuerySendEnabledResponse, (_p, q) => ({
    denoms: q.values("denoms"),
    pagination: pageRequest(q),
  })),
];
