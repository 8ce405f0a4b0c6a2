import { BondStatus, type Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../../../module-kit/context";
import { compareBytes, equalBytes } from "../../../store/bytes";
import { addDuration } from "../../../types/time";
import { consensusAddress, cometPublicKey } from "../types/consensus-key";
import { UNBONDING_TYPE, validatorKey, VALIDATORS_BY_POWER_PREFIX } from "../types/keys";
import { consensusPower, isBonded, isUnbonding, potentialConsensusPower, sharesOf, tokensOf } from "../types/validator";
import { bondedTokensToNotBonded, notBondedTokensToBonded } from "./pools";
import type { StakingKeeper } from "./keeper";
import { deleteFromValidatorQueue, insertValidatorQueue, matureValidatorQueueRows, setValidatorQueueRow } from "./queues";
import { encodeInt64Value, stakingStore } from "./store";

/**
 * The validator set CometBFT runs (the SDK's `ApplyAndReturnValidatorSetUpdates`): the `max_validators` highest
 * powers in the power index are bonded, those that left it begin unbonding, and only changed powers are returned
 * (removals with power 0). Tokens move between the pools once, by the net difference.
 */
export function applyAndReturnValidatorSetUpdates(ctx: Context, k: StakingKeeper): ValidatorUpdate[] {
  const { maxValidators } = k.getParams(ctx);
  const last = new Map(k.lastValidatorPowers(ctx).map((row) => [hex(row.operator), row]));
  const updates: ValidatorUpdate[] = [];
  let totalPower = 0n;
  let notBondedToBonded = 0n;
  let bondedToNotBonded = 0n;

  const byPower = [...stakingStore(ctx).reverseIterator(VALIDATORS_BY_POWER_PREFIX, prefixEnd(VALIDATORS_BY_POWER_PREFIX))];
  let count = 0;
  for (const [, operator] of byPower) {
    if (count >= maxValidators) break;
    let validator = k.mustGetValidator(ctx, operator);
    if (validator.jailed) throw new Error("invariant: a jailed validator is in the power index");
    if (potentialConsensusPower(validator) === 0n) break;
    if (!isBonded(validator)) {
      validator = bondValidator(ctx, k, validator);
      notBondedToBonded += tokensOf(validator);
    }
    const power = consensusPower(validator);
    const previous = last.get(hex(operator));
    if (previous === undefined || !equalBytes(previous.bytes, encodeInt64Value(power))) {
      updates.push({ pubKey: cometPublicKey(validator.consensusPubkey), power });
      k.setLastValidatorPower(ctx, operator, power);
    }
    last.delete(hex(operator));
    count++;
    totalPower += power;
  }

  const noLongerBonded = [...last.values()].sort((a, b) => compareBytes(a.operator, b.operator));
  for (const { operator } of noLongerBonded) {
    const validator = beginUnbondingValidator(ctx, k, k.mustGetValidator(ctx, operator));
    bondedToNotBonded += tokensOf(validator);
    k.deleteLastValidatorPower(ctx, operator);
    updates.push({ pubKey: cometPublicKey(validator.consensusPubkey), power: 0n });
  }

  if (notBondedToBonded > bondedToNotBonded) notBondedTokensToBonded(ctx, k, notBondedToBonded - bondedToNotBonded);
  if (bondedToNotBonded > notBondedToBonded) bondedTokensToNotBonded(ctx, k, bondedToNotBonded - notBondedToBonded);
  if (updates.length > 0) k.setLastTotalPower(ctx, totalPower);
  k.setValidatorUpdates(ctx, updates);
  return updates;
}

/** Unbonded or unbonding → bonded; leaves the validator queue; slashing starts tracking it (afterValidatorBonded). */
function bondValidator(ctx: Context, k: StakingKeeper, validator: Validator): Validator {
  k.deleteValidatorByPowerIndex(ctx, validator);
  const bonded = { ...validator, status: BondStatus.BOND_STATUS_BONDED };
  k.setValidator(ctx, bonded);
  k.setValidatorByPowerIndex(ctx, bonded);
  deleteFromValidatorQueue(ctx, bonded.operatorAddress, bonded.unbondingTime, bonded.unbondingHeight);
  k.hooks.call("afterValidatorBonded", ctx, consensusAddress(bonded.consensusPubkey), k.operatorOf(bonded));
  return bonded;
}

/** Bonded → unbonding until the unbonding time has passed; queued to become unbonded then. */
function beginUnbondingValidator(ctx: Context, k: StakingKeeper, validator: Validator): Validator {
  if (!isBonded(validator)) throw new Error("invariant: only a bonded validator begins unbonding");
  const operator = k.operatorOf(validator);
  k.deleteValidatorByPowerIndex(ctx, validator);
  const id = k.newUnbondingId(ctx, UNBONDING_TYPE.validatorUnbonding, validatorKey(operator));
  const unbonding: Validator = {
    ...validator,
    status: BondStatus.BOND_STATUS_UNBONDING,
    unbondingTime: addDuration(ctx.time, k.getParams(ctx).unbondingTime),
    unbondingHeight: ctx.height,
    unbondingIds: [...validator.unbondingIds, id],
  };
  k.setValidator(ctx, unbonding);
  k.setValidatorByPowerIndex(ctx, unbonding);
  insertValidatorQueue(ctx, unbonding.operatorAddress, unbonding.unbondingTime, unbonding.unbondingHeight);
  k.hooks.call("afterValidatorBeginUnbonding", ctx, consensusAddress(unbonding.consensusPubkey), operator);
  k.hooks.call("afterUnbondingInitiated", ctx, id);
  return unbonding;
}

/**
 * Unbonding validators whose time and height have come become unbonded (the SDK's `UnbondAllMatureValidators`);
 * one with no delegator shares left is removed.
 */
export function unbondAllMatureValidators(ctx: Context, k: StakingKeeper): void {
  for (const row of matureValidatorQueueRows(ctx, ctx.time, ctx.height)) {
    let remaining = row.addresses;
    for (const address of row.addresses) {
      const operator = k.operatorCodec.decode(address, "validator address");
      const validator = k.mustGetValidator(ctx, operator);
      if (!isUnbonding(validator)) throw new Error("invariant: a validator in the unbonding queue is not unbonding");
      if (validator.unbondingOnHoldRefCount > 0n) continue;
      for (const id of validator.unbondingIds) k.deleteUnbondingIndex(ctx, id);
      const unbonded = { ...validator, status: BondStatus.BOND_STATUS_UNBONDED };
      k.setValidator(ctx, unbonded);
      if (sharesOf(unbonded) === 0n) k.removeValidator(ctx, operator);
      remaining = remaining.filter((a) => a !== address);
    }
    setValidatorQueueRow(ctx, row.key, remaining);
  }
}

/** Jails a validator: it leaves the power index, so the next end block drops it from the set. */
export function jailValidator(ctx: Context, k: StakingKeeper, validator: Validator): void {
  if (validator.jailed) throw new Error(`invariant: validator ${validator.operatorAddress} is already jailed`);
  const jailed = { ...validator, jailed: true };
  k.setValidator(ctx, jailed);
  k.deleteValidatorByPowerIndex(ctx, jailed);
}

/** Unjails a validator: it is back in the power index, and bonded at the next end block if its power ranks. */
export function unjailValidator(ctx: Context, k: StakingKeeper, validator: Validator): void {
  if (!validator.jailed) throw new Error(`invariant: validator ${validator.operatorAddress} is not jailed`);
  const free = { ...validator, jailed: false };
  k.setValidator(ctx, free);
  k.setValidatorByPowerIndex(ctx, free);
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

function prefixEnd(prefix: Uint8Array): Uint8Array {
  return Uint8Array.of(prefix[0]! + 1);
}
