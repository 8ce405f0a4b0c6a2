import { pageRequest } from "../../module-kit/rest/pagination";
import { parseInt64 } from "../../module-kit/rest/scalars";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { STAKING_QUERY } from "./types/query";

const BASE = "/cosmos/staking/v1beta1";

/** The staking REST paths of Cosmos SDK v0.47 (query.proto's google.api.http options). */
export const stakingRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/validators`, STAKING_QUERY.Validators, (_p, q) => ({ status: q.string("status") ?? "", pagination: pageRequest(q) })),
  get(`${BASE}/validators/:validator_addr`, STAKING_QUERY.Validator, (p) => ({ validatorAddr: p.validator_addr })),
  get(`${BASE}/validators/:validator_addr/delegations`, STAKING_QUERY.ValidatorDelegations, (p, q) => ({
    validatorAddr: p.validator_addr,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/validators/:validator_addr/unbonding_delegations`, STAKING_QUERY.ValidatorUnbondingDelegations, (p, q) => ({
    validatorAddr: p.validator_addr,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/validators/:validator_addr/delegations/:delegator_addr`, STAKING_QUERY.Delegation, (p) => ({
    validatorAddr: p.validator_addr,
    delegatorAddr: p.delegator_addr,
  })),
  get(`${BASE}/validators/:validator_addr/delegations/:delegator_addr/unbonding_delegation`, STAKING_QUERY.UnbondingDelegation, (p) => ({
    validatorAddr: p.validator_addr,
    delegatorAddr: p.delegator_addr,
  })),
  get(`${BASE}/delegations/:delegator_addr`, STAKING_QUERY.DelegatorDelegations, (p, q) => ({ delegatorAddr: p.delegator_addr, pagination: pageRequest(q) })),
  get(`${BASE}/delegators/:delegator_addr/unbonding_delegations`, STAKING_QUERY.DelegatorUnbondingDelegations, (p, q) => ({
    delegatorAddr: p.delegator_addr,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/delegators/:delegator_addr/redelegations`, STAKING_QUERY.Redelegations, (p, q) => ({
    delegatorAddr: p.delegator_addr,
    srcValidatorAddr: q.string("src_validator_addr") ?? "",
    dstValidatorAddr: q.string("dst_validator_addr") ?? "",
    pagination: pageRequest(q),
  })),
  get(`${BASE}/delegators/:delegator_addr/validators`, STAKING_QUERY.DelegatorValidators, (p, q) => ({
    delegatorAddr: p.delegator_addr,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/delegators/:delegator_addr/validators/:validator_addr`, STAKING_QUERY.DelegatorValidator, (p) => ({
    delegatorAddr: p.delegator_addr,
    validatorAddr: p.validator_addr,
  })),
  get(`${BASE}/historical_info/:height`, STAKING_QUERY.HistoricalInfo, (p) => ({ height: parseInt64("height", p.height!) })),
  get(`${BASE}/pool`, STAKING_QUERY.Pool, () => ({})),
  get(`${BASE}/params`, STAKING_QUERY.Params, () => ({})),
];
