import { Params } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import { DEC_ONE } from "../../../types/coins";
import { decParam } from "../../../module-kit/params-update";
import { durationNanos } from "../../../types/time";
import { validateDenom } from "../../../types/coins";

export type StakingParams = Params;

/** Tokens per unit of consensus power (the SDK's `DefaultPowerReduction`): 1 power per HID of 10^6 uhid. */
export const POWER_REDUCTION = 1_000_000n;

/** The chain's defaults: the SDK's (3 weeks, 100 validators, 7 entries, 10,000 historical entries), bonding uhid. */
export function defaultStakingParams(bondDenom = "uhid"): StakingParams {
  return Params.fromPartial({
    unbondingTime: { seconds: 1_814_400n, nanos: 0 },
    maxValidators: 100,
    maxEntries: 7,
    historicalEntries: 10_000,
    bondDenom,
    minCommissionRate: "0",
  });
}

/** The SDK's `Params.Validate`: throws an Error naming the first bad field. */
export function validateStakingParams(params: StakingParams): void {
  if (durationNanos(params.unbondingTime) <= 0n) throw new Error("unbonding time must be positive");
  if (params.maxValidators === 0) throw new Error("max validators must be positive");
  if (params.maxEntries === 0) throw new Error("max entries must be positive");
  if (params.bondDenom.trim() === "") throw new Error("bond denom cannot be blank");
  validateDenom(params.bondDenom);
  const rate = BigInt(params.minCommissionRate === "" ? "0" : params.minCommissionRate);
  if (rate < 0n) throw new Error(`minimum commission rate cannot be negative: ${params.minCommissionRate}`);
  if (rate > DEC_ONE) throw new Error(`minimum commission rate cannot be greater than 100%: ${params.minCommissionRate}`);
}

/** What MsgUpdateParams must pass: `Params.Validate`, where an empty minimum commission rate is Go's nil Dec (refused). */
export function validateUpdatedStakingParams(params: StakingParams): void {
  decParam(params.minCommissionRate, "minimum commission rate");
  validateStakingParams(params);
}

/** Tokens as consensus power: whole units of `POWER_REDUCTION`. */
export function tokensToConsensusPower(tokens: bigint): bigint {
  return tokens / POWER_REDUCTION;
}
