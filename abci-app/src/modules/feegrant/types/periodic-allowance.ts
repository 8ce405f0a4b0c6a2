import type { PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { coinsFromProto, coinsToProto, safeSubCoins, type Coin } from "../../../types/coins";
import { ErrInvalidCoins } from "../../../types/sdk-errors";
import { ErrFeeLimitExceeded, ErrFeeLimitExpired, ErrInvalidDuration } from "../errors";
import type { Acceptance } from "./acceptance";
import { validateBasicAllowance } from "./basic-allowance";
import { allowanceCoins, denomsSubsetOf } from "./coins";
import { addDuration, durationNanos, isBefore, isValidDuration, isValidTimestamp } from "../../../types/time";

export const PERIODIC_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.PeriodicAllowance";

/**
 * The SDK's rules: the basic part valid; a positive period spend limit in denoms of the basic spend limit (when
 * that has one); a can-spend amount that is valid (zero allowed); a period that is not negative.
 */
export function validatePeriodicAllowance(allowance: PeriodicAllowance): void {
  validateBasicAllowance(allowance.basic);
  const periodLimit = allowanceCoins(allowance.periodSpendLimit, "period spend limit");
  if (periodLimit.length === 0) throw ErrInvalidCoins.wrap("spend limit must be positive");
  allowanceCoins(allowance.periodCanSpend, "period can spend");
  const basicLimit = coinsFromProto(allowance.basic.spendLimit);
  if (basicLimit.length > 0 && !denomsSubsetOf(periodLimit, basicLimit)) {
    throw ErrInvalidCoins.wrap("period spend limit has different currency than basic spend limit");
  }
  if (!isValidDuration(allowance.period)) throw ErrInvalidDuration.wrap("period is not a valid duration");
  if (durationNanos(allowance.period) < 0n) throw ErrInvalidDuration.wrap("negative clock step");
  if (!isValidTimestamp(allowance.periodReset)) throw ErrInvalidDuration.wrap("period reset is not a valid time");
}

/**
 * The allowance as granted at block time `now`: its first period starts now (period_reset = now + period) with
 * what a period may spend (period_can_spend), whatever the granter's client filled in. In SDK v0.47 both come
 * from the client (its CLI reads the wall clock); newer SDKs set period_reset from the block time as here. A
 * period whose end falls after 9999-12-31 is refused: no Timestamp could hold it.
 */
export function startPeriodicAllowance(allowance: PeriodicAllowance, now: Timestamp): PeriodicAllowance {
  const periodReset = addDuration(now, allowance.period);
  if (!isValidTimestamp(periodReset)) throw ErrInvalidDuration.wrap("the first period would end after 9999-12-31");
  return { ...allowance, periodCanSpend: coinsToProto(periodAllowance(allowance)), periodReset };
}

/**
 * Expired when the basic expiration is before the block time. Otherwise the period is renewed if it is over,
 * and the fee comes off both what the period may still spend and the basic spend limit (when there is one).
 */
export function acceptPeriodicAllowance(allowance: PeriodicAllowance, now: Timestamp, fee: readonly Coin[]): Acceptance<PeriodicAllowance> {
  const expiration = allowance.basic.expiration;
  if (expiration !== undefined && isBefore(expiration, now)) {
    return { allowance, remove: true, error: ErrFeeLimitExpired.wrap("absolute limit") };
  }
  const current = renewPeriod(allowance, now);
  const canSpend = safeSubCoins(coinsFromProto(current.periodCanSpend), fee);
  if (canSpend === undefined) return { allowance, remove: false, error: ErrFeeLimitExceeded.wrap("period limit") };
  const spent = { ...current, periodCanSpend: coinsToProto(canSpend) };
  if (current.basic.spendLimit.length === 0) return { allowance: spent, remove: false };
  const left = safeSubCoins(coinsFromProto(current.basic.spendLimit), fee);
  if (left === undefined) return { allowance, remove: false, error: ErrFeeLimitExceeded.wrap("absolute limit") };
  return { allowance: { ...spent, basic: { ...current.basic, spendLimit: coinsToProto(left) } }, remove: left.length === 0 };
}

/**
 * At or after period_reset a new period begins: period_can_spend is refilled (never above what the basic limit
 * has left) and period_reset moves one period on from the previous reset, so regular use keeps the same
 * schedule; when more than one period was missed it moves to one period from now instead.
 */
export function renewPeriod(allowance: PeriodicAllowance, now: Timestamp): PeriodicAllowance {
  if (isBefore(now, allowance.periodReset)) return allowance;
  let periodReset = addDuration(allowance.periodReset, allowance.period);
  if (isBefore(periodReset, now)) periodReset = addDuration(now, allowance.period);
  return { ...allowance, periodCanSpend: coinsToProto(periodAllowance(allowance)), periodReset };
}

/** What one period may spend: the period limit, or the basic limit's remainder when that is smaller (the SDK's test). */
function periodAllowance(allowance: PeriodicAllowance): Coin[] {
  const basicLimit = coinsFromProto(allowance.basic.spendLimit);
  const periodLimit = coinsFromProto(allowance.periodSpendLimit);
  if (basicLimit.length > 0 && safeSubCoins(basicLimit, periodLimit) === undefined) return basicLimit;
  return periodLimit;
}
