import type { Context } from "../../../module-kit/context";
import { formatCoins, type Coin, type DecCoin } from "../../../types/coins";
import { decMulTruncate, decSub } from "../../../types/dec";
import { DEC_ONE } from "../../../types/coins";
import { addDecCoins, intersectDecCoins, mulDecTruncate, safeSubDecCoins, subDecCoins, truncateDecimal } from "../../../types/dec-coins";
import { tokensFromShares, tokensFromSharesTruncated } from "../../staking/types/validator";
import { ErrEmptyDelegationDistInfo } from "../errors";
import { withdrawRewardsEvent } from "../events";
import { DISTRIBUTION_MODULE_NAME } from "../types/keys";
import type { DistributionKeeper } from "./keeper";
import { decrementReferenceCount, incrementReferenceCount, incrementValidatorPeriod } from "./validator";

/** Starts a delegation's reward tracking (the SDK's `initializeDelegation`): its stake now, from the period that just ended. */
export function initializeDelegation(ctx: Context, k: DistributionKeeper, operator: Uint8Array, delegator: Uint8Array): void {
  const current = k.current(ctx, operator);
  if (current === undefined) throw new Error("invariant: no current rewards for the validator");
  const previousPeriod = current.period - 1n;
  incrementReferenceCount(ctx, k, operator, previousPeriod);
  const validator = k.staking.mustGetValidator(ctx, operator);
  const delegation = k.staking.getDelegation(ctx, delegator, operator);
  if (delegation === undefined) throw new Error("invariant: initializing a delegation that does not exist");
  const stake = tokensFromSharesTruncated(validator, BigInt(delegation.shares));
  k.setStartingInfo(ctx, operator, delegator, { previousPeriod, stake: stake.toString(), height: ctx.height });
}

/** (ratio at `end` − ratio at `start`) × stake, cut. */
function rewardsBetween(ctx: Context, k: DistributionKeeper, operator: Uint8Array, start: bigint, end: bigint, stake: bigint): DecCoin[] {
  if (start > end) throw new Error("invariant: starting period after ending period");
  if (stake < 0n) throw new Error("invariant: negative stake");
  const starting = k.historical(ctx, operator, start)?.ratio ?? [];
  const ending = k.historical(ctx, operator, end)?.ratio ?? [];
  return mulDecTruncate(subDecCoins(ending, starting), stake);
}

/**
 * What a delegation has earned up to `endingPeriod` (the SDK's `CalculateDelegationRewards`): period by period, its
 * stake reduced at each slash in between; nothing when it started in this block.
 */
export function calculateDelegationRewards(ctx: Context, k: DistributionKeeper, operator: Uint8Array, delegator: Uint8Array, endingPeriod: bigint): DecCoin[] {
  const info = k.startingInfo(ctx, operator, delegator);
  if (info === undefined) throw ErrEmptyDelegationDistInfo.error();
  if (info.height === ctx.height) return [];
  let rewards: DecCoin[] = [];
  let startingPeriod = info.previousPeriod;
  let stake = BigInt(info.stake);
  if (ctx.height > info.height) {
    for (const event of k.slashEventsBetween(ctx, operator, info.height, ctx.height)) {
      if (event.period <= startingPeriod) continue;
      rewards = addDecCoins(rewards, rewardsBetween(ctx, k, operator, startingPeriod, event.period, stake));
      stake = decMulTruncate(stake, decSub(DEC_ONE, event.fraction));
      startingPeriod = event.period;
    }
  }
  const validator = k.staking.mustGetValidator(ctx, operator);
  const delegation = k.staking.getDelegation(ctx, delegator, operator);
  const currentStake = delegation === undefined ? 0n : tokensFromShares(validator, BigInt(delegation.shares));
  if (stake > currentStake) {
    // rounding in the staking share arithmetic may leave the recorded stake a few units above the current one
    if (stake > currentStake + 3n) throw new Error(`invariant: calculated final stake ${stake} greater than current stake ${currentStake}`);
    stake = currentStake;
  }
  return addDecCoins(rewards, rewardsBetween(ctx, k, operator, startingPeriod, endingPeriod, stake));
}

/**
 * Pays a delegation's rewards (the SDK's `withdrawDelegationRewards`): whole coins to the withdraw address, the
 * fractions to the community pool; the delegation's tracking ends (re-initialized by the caller when it goes on).
 */
export function withdrawDelegationRewards(ctx: Context, k: DistributionKeeper, operator: Uint8Array, delegator: Uint8Array): Coin[] {
  const info = k.startingInfo(ctx, operator, delegator);
  if (info === undefined) throw ErrEmptyDelegationDistInfo.error();
  const endingPeriod = incrementValidatorPeriod(ctx, k, operator);
  const raw = calculateDelegationRewards(ctx, k, operator, delegator, endingPeriod);
  const outstanding = k.outstanding(ctx, operator);
  const rewards = intersectDecCoins(raw, outstanding);
  const { coins, change } = truncateDecimal(rewards);
  if (coins.length > 0) k.bank.sendCoinsFromModuleToAccount(ctx, DISTRIBUTION_MODULE_NAME, k.withdrawAddress(ctx, delegator), coins);
  k.setOutstanding(ctx, operator, safeSubDecCoins(outstanding, rewards).result);
  k.setCommunityPool(ctx, addDecCoins(k.communityPool(ctx), change));
  decrementReferenceCount(ctx, k, operator, info.previousPeriod);
  k.deleteStartingInfo(ctx, operator, delegator);
  // nothing paid: the SDK answers and emits a zero coin of the base denom (here the bond denom)
  const paid = coins.length > 0 ? coins : [{ denom: k.staking.bondDenom(ctx), amount: 0n }];
  ctx.events.emit(withdrawRewardsEvent(formatCoins(paid), k.staking.operatorCodec.encode(operator), k.addressCodec.encode(delegator)));
  return paid;
}
