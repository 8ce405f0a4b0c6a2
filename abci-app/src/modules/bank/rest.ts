import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { BANK_QUERY } from "./types/query";

const BASE = "/cosmos/bank/v1beta1";

/**
 * The bank REST paths of Cosmos SDK v0.47. A denom in the path takes the rest of it (`:denom*`), so that
 * `ibc/…` denoms work as well as plain ones.
 */
export const bankRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/balances/:address`, BANK_QUERY.AllBalances, (p, q) => ({
    address: p.address,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/balances/:address/by_denom`, BANK_QUERY.Balance, (p, q) => ({
    address: p.address,
    denom: q.string("denom") ?? "",
  })),
  get(`${BASE}/spendable_balances/:address`, BANK_QUERY.SpendableBalances, (p, q) => ({
    address: p.address,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/spendable_balances/:address/by_denom`, BANK_QUERY.SpendableBalanceByDenom, (p, q) => ({ address: p.address, denom: q.string("denom") ?? "" })),
  get(`${BASE}/supply`, BANK_QUERY.TotalSupply, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/supply/by_denom`, BANK_QUERY.SupplyOf, (_p, q) => ({ denom: q.string("denom") ?? "" })),
  get(`${BASE}/params`, BANK_QUERY.Params),
  get(`${BASE}/denoms_metadata`, BANK_QUERY.DenomsMetadata, (_p, q) => ({
    pagination: pageRequest(q),
  })),
  get(`${BASE}/denoms_metadata/:denom*`, BANK_QUERY.DenomMetadata, (p) => ({ denom: p.denom })),
  get(`${BASE}/denom_owners/:denom*`, BANK_QUERY.DenomOwners, (p, q) => ({
    denom: p.denom,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/send_enabled`, BANK_QUERY.SendEnabled, (_p, q) => ({
    denoms: q.values("denoms"),
    pagination: pageRequest(q),
  })),
];
