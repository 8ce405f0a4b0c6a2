import type { Context } from "../../../module-kit/context";
import { formatCoins, type Coin } from "../../../types/coins";
import { addDecCoins, decCoinsFromCoins, isZeroDecCoins, subDecCoins, truncateDecimal } from "../../../types/dec-coins";
import { ErrNoValidatorCommission } from "../errors";
import { withdrawCommissionEvent } from "../events";
import { DISTRIBUTION_MODULE_NAME } from "../types/keys";
import type { DistributionKeeper } from "./keeper";

/** Pays a validator's accumulated commission, whole coins only: the fractions stay accumulated (the SDK's `WithdrawValidatorCommission`). */
export function withdrawValidatorCommission(ctx: Context, k: DistributionKeeper, operator: Uint8Array): Coin[] {
  const accumulated = k.commission(ctx, operator);
  if (isZeroDecCoins(accumulated)) throw ErrNoValidatorCommission.error();
  const { coins, change } = truncateDecimal(accumulated);
  k.setCommission(ctx, operator, change);
  k.setOutstanding(ctx, operator, subDecCoins(k.outstanding(ctx, operator), decCoinsFromCoins(coins)));
  if (coins.length > 0) k.bank.sendCoinsFromModuleToAccount(ctx, DISTRIBUTION_MODULE_NAME, k.withdrawAddress(ctx, operator), coins);
  ctx.events.emit(withdrawCommissionEvent(formatCoins(coins)));
  return coins;
}

/**
 * A removed validator's leftovers (the SDK's `AfterValidatorRemoved`): its commission is paid (whole coins; the
 * fractions and every other outstanding reward go to the community pool), and its records are deleted.
 */
export function settleRemovedValidator(ctx: Context, k: DistributionKeeper, operator: Uint8Array): void {
  let outstanding = k.outstanding(ctx, operator);
  const commission = k.commission(ctx, operator);
  let pool = k.communityPool(ctx);
  if (!isZeroDecCoins(commission)) {
    outstanding = subDecCoins(outstanding, commission);
    const { coins, change } = truncateDecimal(commission);
    pool = addDecCoins(pool, change);
    if (coins.length > 0) k.bank.sendCoinsFromModuleToAccount(ctx, DISTRIBUTION_MODULE_NAME, k.withdrawAddress(ctx, operator), coins);
  }
  k.setCommunityPool(ctx, addDecCoins(pool, outstanding));
  k.deleteValidatorRecords(ctx, operator);
}
