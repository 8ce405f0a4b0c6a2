import type { Context } from "../../../module-kit/context";
import { addDecCoins, quoDecTruncate, subDecCoins } from "../../../types/dec-coins";
import { decFromInt } from "../../../types/dec";
import { tokensOf } from "../../staking/types/validator";
import type { DistributionKeeper } from "./keeper";

/** A new validator's records (the SDK's `initializeValidator`): period 0 with one reference, current period 1, nothing owed. */
export function initializeValidator(ctx: Context, k: DistributionKeeper, operator: Uint8Array): void {
  k.setHistorical(ctx, operator, 0n, { ratio: [], referenceCount: 1 });
  k.setCurrent(ctx, operator, [], 1n);
  k.setCommission(ctx, operator, []);
  k.setOutstanding(ctx, operator, []);
}

/**
 * Ends the validator's current period (the SDK's `IncrementValidatorPeriod`): its rewards per token (cut) are added to
 * the cumulative ratio of the period before, stored as the ended period's, and a new period starts. A validator with
 * no tokens cannot share rewards: they go to the community pool. Returns the period that ended.
 */
export function incrementValidatorPeriod(ctx: Context, k: DistributionKeeper, operator: Uint8Array): bigint {
  const current = k.current(ctx, operator);
  if (current === undefined) throw new Error("invariant: no current rewards for the validator");
  const tokens = tokensOf(k.staking.mustGetValidator(ctx, operator));
  let perToken: ReturnType<typeof quoDecTruncate> = [];
  if (tokens === 0n) {
    k.setCommunityPool(ctx, addDecCoins(k.communityPool(ctx), current.rewards));
    k.setOutstanding(ctx, operator, subDecCoins(k.outstanding(ctx, operator), current.rewards));
  } else {
    perToken = quoDecTruncate(current.rewards, decFromInt(tokens));
  }
  const previous = k.historical(ctx, operator, current.period - 1n);
  if (previous === undefined) throw new Error("invariant: no historical rewards for the previous period");
  decrementReferenceCount(ctx, k, operator, current.period - 1n);
  k.setHistorical(ctx, operator, current.period, { ratio: addDecCoins(previous.ratio, perToken), referenceCount: 1 });
  k.setCurrent(ctx, operator, [], current.period + 1n);
  return current.period;
}

export function incrementReferenceCount(ctx: Context, k: DistributionKeeper, operator: Uint8Array, period: bigint): void {
  const historical = k.historical(ctx, operator, period);
  if (historical === undefined) throw new Error(`invariant: no historical rewards for period ${period}`);
  if (historical.referenceCount > 2) throw new Error("invariant: reference count should never exceed 2");
  k.setHistorical(ctx, operator, period, { ...historical, referenceCount: historical.referenceCount + 1 });
}

/** Drops a reference; the period's record goes when none is left. */
export function decrementReferenceCount(ctx: Context, k: DistributionKeeper, operator: Uint8Array, period: bigint): void {
  const historical = k.historical(ctx, operator, period);
  if (historical === undefined) throw new Error(`invariant: no historical rewards for period ${period}`);
  if (historical.referenceCount === 0) throw new Error("invariant: cannot set negative reference count");
  if (historical.referenceCount === 1) k.deleteHistorical(ctx, operator, period);
  else k.setHistorical(ctx, operator, period, { ...historical, referenceCount: historical.referenceCount - 1 });
}

/**
 * Records a slash (the SDK's `updateValidatorSlashFraction`): the period ends there, and delegations that started before
 * it count their stake reduced by `fraction` (a Dec in [0, 1]) from then on.
 */
export function recordSlash(ctx: Context, k: DistributionKeeper, operator: Uint8Array, fraction: bigint): void {
  if (fraction < 0n || fraction > 10n ** 18n) throw new Error(`invariant: slash fraction ${fraction} out of [0, 1]`);
  const period = incrementValidatorPeriod(ctx, k, operator);
  incrementReferenceCount(ctx, k, operator, period);
  k.setSlashEvent(ctx, operator, ctx.height, period, fraction);
}
