import type { BasicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { coinsFromProto, coinsToProto, safeSubCoins, type Coin } from "../../../types/coins";
import { ErrFeeLimitExceeded, ErrFeeLimitExpired, ErrInvalidDuration } from "../errors";
import type { Acceptance } from "./acceptance";
import { allowanceCoins } from "./coins";
import { isBefore, isValidTimestamp } from "../../../types/time";

export const BASIC_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.BasicAllowance";

/** An empty spend limit means no limit; an expiration, when set, is a valid time not before 1970. */
export function validateBasicAllowance(allowance: BasicAllowance): void {
  allowanceCoins(allowance.spendLimit, "spend limit");
  validateExpiration(allowance.expiration);
}

export function validateExpiration(expiration: Timestamp | undefined): void {
  if (expiration === undefined) return;
  if (!isValidTimestamp(expiration)) throw ErrInvalidDuration.wrap("expiration is not a valid time");
  if (expiration.seconds < 0n) throw ErrInvalidDuration.wrap("expiration time cannot be negative");
}

/** Expired when its expiration is before the block time; else the fee comes off the spend limit, if there is one. */
export function acceptBasicAllowance(allowance: BasicAllowance, now: Timestamp, fee: readonly Coin[]): Acceptance<BasicAllowance> {
  if (allowance.expiration !== undefined && isBefore(allowance.expiration, now)) {
    return { allowance, remove: true, error: ErrFeeLimitExpired.wrap("basic allowance") };
  }
  if (allowance.spendLimit.length === 0) return { allowance, remove: false };
  const left = safeSubCoins(coinsFromProto(allowance.spendLimit), fee);
  if (left === undefined) return { allowance, remove: false, error: ErrFeeLimitExceeded.wrap("basic allowance") };
  return { allowance: { ...allowance, spendLimit: coinsToProto(left) }, remove: left.length === 0 };
}
