import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { DISTRIBUTION_QUERY } from "./types/query";

const BASE = "/cosmos/distribution/v1beta1";

/** The distribution REST paths of Cosmos SDK v0.47. */
export const distributionRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/params`, DISTRIBUTION_QUERY.Params, () => ({})),
  get(`${BASE}/validators/:validator_address`, DISTRIBUTION_QUERY.ValidatorDistributionInfo, (p) => ({ validatorAddress: p.validator_address })),
  get(`${BASE}/validators/:validator_address/outstanding_rewards`, DISTRIBUTION_QUERY.ValidatorOutstandingRewards, (p) => ({
    validatorAddress: p.validator_address,
  })),
  get(`${BASE}/validators/:validator_address/commission`, DISTRIBUTION_QUERY.ValidatorCommission, (p) => ({ validatorAddress: p.validator_address })),
  get(`${BASE}/validators/:validator_address/slashes`, DISTRIBUTION_QUERY.ValidatorSlashes, (p, q) => ({
    validatorAddress: p.validator_address,
    startingHeight: q.uint64("starting_height") ?? 0n,
    endingHeight: q.uint64("ending_height") ?? 0n,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/delegators/:delegator_address/rewards/:validator_address`, DISTRIBUTION_QUERY.DelegationRewards, (p) => ({
    delegatorAddress: p.delegator_address,
    validatorAddress: p.validator_address,
  })),
  get(`${BASE}/delegators/:delegator_address/rewards`, DISTRIBUTION_QUERY.DelegationTotalRewards, (p) => ({ delegatorAddress: p.delegator_address })),
  get(`${BASE}/delegators/:delegator_address/validators`, DISTRIBUTION_QUERY.DelegatorValidators, (p) => ({ delegatorAddress: p.delegator_address })),
  get(`${BASE}/delegators/:delegator_address/withdraw_address`, DISTRIBUTION_QUERY.DelegatorWithdrawAddress, (p) => ({
    delegatorAddress: p.delegator_address,
  })),
  get(`${BASE}/community_pool`, DISTRIBUTION_QUERY.CommunityPool, () => ({})),
];
