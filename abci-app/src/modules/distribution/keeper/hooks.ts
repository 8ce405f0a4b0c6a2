import type { StakingHooks } from "../../../module-kit/staking-hooks";
import { settleRemovedValidator } from "./commission";
import { initializeDelegation, withdrawDelegationRewards } from "./delegation";
import type { DistributionKeeper } from "./keeper";
import { incrementValidatorPeriod, initializeValidator, recordSlash } from "./validator";

/**
 * What staking tells distribution (the SDK's distribution `Hooks`): a delegation's rewards are paid before its shares
 * change and its tracking starts again after; a slash ends the validator's period; a removed validator is settled.
 */
export function distributionHooks(k: DistributionKeeper): StakingHooks {
  return {
    afterValidatorCreated: (ctx, operator) => initializeValidator(ctx, k, operator),
    afterValidatorRemoved: (ctx, _consAddress, operator) => settleRemovedValidator(ctx, k, operator),
    beforeDelegationCreated: (ctx, _delegator, operator) => void incrementValidatorPeriod(ctx, k, operator),
    beforeDelegationSharesModified: (ctx, delegator, operator) => void withdrawDelegationRewards(ctx, k, operator, delegator),
    afterDelegationModified: (ctx, delegator, operator) => initializeDelegation(ctx, k, operator, delegator),
    beforeValidatorSlashed: (ctx, operator, fraction) => recordSlash(ctx, k, operator, fraction),
  };
}
