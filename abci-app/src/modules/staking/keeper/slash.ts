import type { Redelegation, UnbondingDelegation, Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { Context } from "../../../module-kit/context";
import { decFromInt, decMul, decMulInt, decQuoRoundUp, decTruncateInt, minOf } from "../../../types/dec";
import { DEC_ONE } from "../../../types/coins";
import { compareTimestamps } from "../../../types/time";
import { POWER_REDUCTION } from "../types/params";
import { isBonded, isUnbonded, removeTokens, tokensOf } from "../types/validator";
import { unbond } from "./delegation";
import type { StakingKeeper } from "./keeper";
import { burnBondedTokens, burnNotBondedTokens } from "./pools";
import { entriesBelow } from "./store";
import { redBySrcPrefix, addressesOfKey } from "../types/keys";
import { jailValidator, unjailValidator } from "./validator-set";

/**
 * Slashes the validator with consensus address `consAddress` for an infraction at `infractionHeight`, when it had
 * `power` (the SDK's `Keeper.Slash`): `fraction` (a Dec) of the tokens that power stood for is burned, first from the
 * unbonding delegations and redelegations that began at or after the infraction, the rest from the validator's
 * tokens. Returns the tokens burned from the validator; 0 for an unknown validator.
 */
export function slash(ctx: Context, k: StakingKeeper, consAddress: Uint8Array, infractionHeight: bigint, power: bigint, fraction: bigint): bigint {
  if (fraction < 0n) throw new Error(`invariant: negative slash fraction ${fraction}`);
  const slashAmount = decTruncateInt(decMul(decFromInt(power * POWER_REDUCTION), fraction));
  let validator = k.getValidatorByConsAddr(ctx, consAddress);
  if (validator === undefined) return 0n;
  if (isUnbonded(validator)) throw new Error(`invariant: slashing unbonded validator ${validator.operatorAddress}`);
  const operator = k.operatorOf(validator);
  k.hooks.call("beforeValidatorModified", ctx, operator);
  if (infractionHeight > ctx.height) throw new Error(`invariant: slashing a future infraction at ${infractionHeight}, at height ${ctx.height}`);
  let remaining = slashAmount;
  if (infractionHeight < ctx.height) {
    for (const ubd of k.validatorUnbondingDelegations(ctx, operator)) remaining -= slashUnbondingDelegation(ctx, k, ubd, infractionHeight, fraction);
    for (const red of redelegationsFrom(ctx, k, operator)) remaining -= slashRedelegation(ctx, k, red, infractionHeight, fraction);
  }
  const tokens = tokensOf(validator);
  let toBurn = minOf(remaining, tokens);
  if (toBurn < 0n) toBurn = 0n;
  if (tokens > 0n) {
    const effective = decQuoRoundUp(decFromInt(toBurn), decFromInt(tokens));
    k.hooks.call("beforeValidatorSlashed", ctx, operator, minOf(effective, DEC_ONE));
  }
  k.deleteValidatorByPowerIndex(ctx, validator);
  validator = removeTokens(validator, toBurn);
  k.setValidator(ctx, validator);
  k.setValidatorByPowerIndex(ctx, validator);
  if (isBonded(validator)) burnBondedTokens(ctx, k, toBurn);
  else burnNotBondedTokens(ctx, k, toBurn);
  return toBurn;
}

/** Burns `fraction` of each slashable entry's initial balance (capped at what is left); returns the total due. */
function slashUnbondingDelegation(ctx: Context, k: StakingKeeper, ubd: UnbondingDelegation, infractionHeight: bigint, fraction: bigint): bigint {
  let total = 0n;
  let burned = 0n;
  const entries = ubd.entries.map((entry) => {
    if (entry.creationHeight < infractionHeight || isSettled(entry, ctx)) return entry;
    const due = decTruncateInt(decMulInt(fraction, BigInt(entry.initialBalance)));
    total += due;
    const balance = BigInt(entry.balance);
    const cut = minOf(due, balance);
    if (cut === 0n) return entry;
    burned += cut;
    return { ...entry, balance: (balance - cut).toString() };
  });
  if (burned > 0n) k.setUnbondingDelegation(ctx, { ...ubd, entries });
  burnNotBondedTokens(ctx, k, burned);
  return total;
}

/**
 * For each slashable entry of a redelegation away from the slashed validator: takes what it can from the delegator's
 * unbondings at the destination, then unbonds `fraction` of the entry's destination shares and burns their tokens.
 */
function slashRedelegation(ctx: Context, k: StakingKeeper, red: Redelegation, infractionHeight: bigint, fraction: bigint): bigint {
  let total = 0n;
  let bondedBurned = 0n;
  let notBondedBurned = 0n;
  const delegator = k.addressCodec.decode(red.delegatorAddress, "delegator address");
  const dst = k.operatorCodec.decode(red.validatorDstAddress, "destination validator address");
  for (const entry of red.entries) {
    if (entry.creationHeight < infractionHeight || isSettled(entry, ctx)) continue;
    let due = decTruncateInt(decMulInt(fraction, BigInt(entry.initialBalance)));
    total += due;
    const ubd = k.getUnbondingDelegation(ctx, delegator, dst);
    if (ubd !== undefined) {
      let changed = false;
      const entries = ubd.entries.map((u) => {
        const cut = minOf(due, BigInt(u.balance));
        if (cut === 0n || u.creationHeight < infractionHeight || isSettled(u, ctx)) return u;
        due -= cut;
        notBondedBurned += cut;
        changed = true;
        return { ...u, balance: (BigInt(u.balance) - cut).toString() };
      });
      if (changed) k.setUnbondingDelegation(ctx, { ...ubd, entries });
    }
    let shares = decMul(fraction, BigInt(entry.sharesDst));
    if (shares === 0n || due === 0n) continue;
    const delegation = k.getDelegation(ctx, delegator, dst);
    if (delegation === undefined) continue;
    shares = minOf(shares, BigInt(delegation.shares));
    const tokens = unbond(ctx, k, delegator, dst, shares);
    const dstValidator = k.mustGetValidator(ctx, dst);
    if (isBonded(dstValidator)) bondedBurned += tokens;
    else notBondedBurned += tokens;
  }
  burnBondedTokens(ctx, k, bondedBurned);
  burnNotBondedTokens(ctx, k, notBondedBurned);
  return total;
}

/** An entry that matured and is not held: its tokens are gone from the validator's reach. */
function isSettled(entry: { completionTime: Context["time"]; unbondingOnHoldRefCount: bigint }, ctx: Context): boolean {
  return compareTimestamps(entry.completionTime, ctx.time) <= 0 && entry.unbondingOnHoldRefCount === 0n;
}

/** The redelegations away from `operator`, by the source index (0x35). */
function redelegationsFrom(ctx: Context, k: StakingKeeper, operator: Uint8Array): Redelegation[] {
  return entriesBelow(ctx, redBySrcPrefix(operator)).map(([key]) => {
    const [delegator, dst] = addressesOfKey(key, 2) as [Uint8Array, Uint8Array];
    return k.getRedelegation(ctx, delegator, operator, dst)!;
  });
}

/** Jails the validator with this consensus address (slashing's downtime and double-sign handling). */
export function jail(ctx: Context, k: StakingKeeper, consAddress: Uint8Array): Validator {
  const validator = k.getValidatorByConsAddr(ctx, consAddress);
  if (validator === undefined) throw new Error("invariant: jailing an unknown validator");
  jailValidator(ctx, k, validator);
  return validator;
}

/** Unjails the validator with this consensus address (MsgUnjail). */
export function unjail(ctx: Context, k: StakingKeeper, consAddress: Uint8Array): void {
  const validator = k.getValidatorByConsAddr(ctx, consAddress);
  if (validator === undefined) throw new Error("invariant: unjailing an unknown validator");
  unjailValidator(ctx, k, validator);
}
