import { BondStatus, type Commission, type Description, type Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { formatDec } from "../../../types/coins";
import { rfc3339Nano, timestampNanos } from "../../../types/time";
import { ErrCommissionGTMaxChangeRate, ErrCommissionGTMaxRate, ErrCommissionNegative, ErrCommissionUpdateTime } from "../errors";

const DAY_NANOS = 24n * 3600n * 1_000_000_000n;

/** A new validator as the SDK's `NewValidator` makes it: unbonded, no tokens, unbonding time the Unix epoch. */
export function newValidator(operatorAddress: string, consensusPubkey: Any, description: Description): Validator {
  return {
    operatorAddress,
    consensusPubkey,
    jailed: false,
    status: BondStatus.BOND_STATUS_UNBONDED,
    tokens: "0",
    delegatorShares: "0",
    description,
    unbondingHeight: 0n,
    unbondingTime: { seconds: 0n, nanos: 0 },
    commission: { commissionRates: { rate: "0", maxRate: "0", maxChangeRate: "0" }, updateTime: { seconds: 0n, nanos: 0 } },
    minSelfDelegation: "1",
    unbondingOnHoldRefCount: 0n,
    unbondingIds: [],
  };
}

/** The SDK's `Commission.ValidateNewRate`: once a day, not negative, within the max rate and the max daily change. */
export function validateNewCommissionRate(commission: Commission, rate: bigint, now: Timestamp): void {
  const current = BigInt(commission.commissionRates.rate || "0");
  if (timestampNanos(now) - timestampNanos(commission.updateTime) < DAY_NANOS) throw ErrCommissionUpdateTime.error();
  if (rate < 0n) throw ErrCommissionNegative.error();
  if (rate > BigInt(commission.commissionRates.maxRate || "0")) throw ErrCommissionGTMaxRate.error();
  if (rate - current > BigInt(commission.commissionRates.maxChangeRate || "0")) throw ErrCommissionGTMaxChangeRate.error();
}

/**
 * The commission as the SDK's `Commission.String()` prints it: JSON turned into YAML (sigs.k8s.io/yaml), so keys in
 * alphabetical order and the decimals and the RFC 3339 time (fractions without trailing zeros) as quoted strings.
 */
export function commissionText(commission: Commission): string {
  const rates = commission.commissionRates;
  const dec = (text: string) => formatDec(BigInt(text || "0"));
  return [
    "commission_rates:",
    `  max_change_rate: "${dec(rates.maxChangeRate)}"`,
    `  max_rate: "${dec(rates.maxRate)}"`,
    `  rate: "${dec(rates.rate)}"`,
    `update_time: "${rfc3339Nano(commission.updateTime)}"`,
    "",
  ].join("\n");
}
