import { BondStatus, type UnbondingDelegation, type Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Context } from "../../../module-kit/context";
import { equalBytes } from "../../../store/bytes";
import { formatDec, type Coin } from "../../../types/coins";
import { decAdd, decSub, decTruncateInt, minOf } from "../../../types/dec";
import { ErrInvalidRequest } from "../../../types/sdk-errors";
import { addDuration, compareTimestamps } from "../../../types/time";
import {
  ErrBadRedelegationDst,
  ErrDelegatorShareExRateInvalid,
  ErrInsufficientShares,
  ErrMaxRedelegationEntries,
  ErrMaxUnbondingDelegationEntries,
  ErrNoDelegation,
  ErrNoDelegatorForAddress,
  ErrNotEnoughDelegationShares,
  ErrSelfRedelegation,
  ErrTinyRedelegationAmount,
  ErrTransitiveRedelegation,
} from "../errors";
import { BONDED_POOL, NOT_BONDED_POOL, redByDstDelegatorPrefix, redelegationKey, UNBONDING_TYPE, unbondingDelegationKey } from "../types/keys";
import {
  addTokensFromDelegation,
  invalidExRate,
  isBonded,
  isUnbonded,
  isUnbonding,
  removeDelegatorShares,
  sharesFromTokens,
  sharesFromTokensTruncated,
  tokensFromShares,
} from "../types/validator";
import type { StakingKeeper } from "./keeper";
import { insertRedelegationQueue, insertUnbondingQueue } from "./queues";
import { bondedTokensToNotBonded, notBondedTokensToBonded } from "./pools";
import { entriesBelow } from "./store";
import { jailValidator } from "./validator-set";

/** Go's zero time (0001-01-01T00:00:00Z): the completion time of a redelegation that completes at once. */
export const GO_ZERO_TIME: Timestamp = { seconds: -62_135_596_800n, nanos: 0 };

const coinsOf = (denom: string, amount: bigint): Coin[] => [{ denom, amount }];
const sharesText = (shares: string) => BigInt(shares === "" ? "0" : shares);

/**
 * Adds `amount` to a delegation (the SDK's `Keeper.Delegate`). With `fromAccount` the tokens leave the delegator's
 * account for the pool matching the validator's status; otherwise they are already staked (a redelegation) with
 * status `source`, and only the difference between pools moves. Returns the shares issued.
 */
export function delegate(ctx: Context, k: StakingKeeper, delegator: Uint8Array, amount: bigint, validator: Validator, source: BondStatus | "account"): bigint {
  if (invalidExRate(validator)) throw ErrDelegatorShareExRateInvalid.error();
  const operator = k.operatorOf(validator);
  const existing = k.getDelegation(ctx, delegator, operator);
  k.hooks.call(existing === undefined ? "beforeDelegationCreated" : "beforeDelegationSharesModified", ctx, delegator, operator);
  const denom = k.bondDenom(ctx);
  if (source === "account") {
    k.bank.delegateCoinsFromAccountToModule(ctx, delegator, isBonded(validator) ? BONDED_POOL : NOT_BONDED_POOL, coinsOf(denom, amount));
  } else {
    const fromBonded = source === BondStatus.BOND_STATUS_BONDED;
    if (fromBonded && !isBonded(validator)) bondedTokensToNotBonded(ctx, k, amount);
    if (!fromBonded && isBonded(validator)) notBondedTokensToBonded(ctx, k, amount);
  }
  k.deleteValidatorByPowerIndex(ctx, validator);
  const { validator: updated, shares } = addTokensFromDelegation(validator, amount);
  k.setValidator(ctx, updated);
  k.setValidatorByPowerIndex(ctx, updated);
  k.setDelegation(ctx, {
    delegatorAddress: k.addressCodec.encode(delegator),
    validatorAddress: validator.operatorAddress,
    shares: decAdd(existing === undefined ? 0n : sharesText(existing.shares), shares).toString(),
  });
  k.hooks.call("afterDelegationModified", ctx, delegator, operator);
  return shares;
}

/**
 * Removes `shares` from a delegation and the validator (the SDK's `Keeper.Unbond`); returns the tokens they were
 * worth. An operator whose own delegation falls below its minimum self-delegation is jailed; a validator left with
 * no shares while unbonded is removed.
 */
export function unbond(ctx: Context, k: StakingKeeper, delegator: Uint8Array, operator: Uint8Array, shares: bigint): bigint {
  const delegation = k.getDelegation(ctx, delegator, operator);
  if (delegation === undefined) throw ErrNoDelegatorForAddress.error();
  k.hooks.call("beforeDelegationSharesModified", ctx, delegator, operator);
  const held = sharesText(delegation.shares);
  if (held < shares) throw ErrNotEnoughDelegationShares.wrap(formatDec(held));
  let validator = k.mustGetValidator(ctx, operator);
  const left = decSub(held, shares);
  if (equalBytes(delegator, operator) && !validator.jailed && decTruncateInt(tokensFromShares(validator, left)) < BigInt(validator.minSelfDelegation)) {
    jailValidator(ctx, k, validator);
    validator = k.mustGetValidator(ctx, operator);
  }
  if (left === 0n) {
    k.removeDelegation(ctx, delegator, operator);
  } else {
    k.setDelegation(ctx, { ...delegation, shares: left.toString() });
    k.hooks.call("afterDelegationModified", ctx, delegator, operator);
  }
  k.deleteValidatorByPowerIndex(ctx, validator);
  const removed = removeDelegatorShares(validator, shares);
  k.setValidator(ctx, removed.validator);
  k.setValidatorByPowerIndex(ctx, removed.validator);
  if (sharesText(removed.validator.delegatorShares) === 0n && isUnbonded(removed.validator)) k.removeValidator(ctx, operator);
  return removed.tokens;
}

/**
 * The shares `amount` tokens are worth in a delegation (the SDK's `ValidateUnbondAmount`): rounded down when the
 * delegator asks for all it has; more than it has is refused.
 */
export function validateUnbondAmount(ctx: Context, k: StakingKeeper, delegator: Uint8Array, operator: Uint8Array, amount: bigint): bigint {
  const validator = k.mustGetValidator(ctx, operator);
  const delegation = k.getDelegation(ctx, delegator, operator);
  if (delegation === undefined) throw ErrNoDelegation.error();
  const shares = sharesFromTokens(validator, amount);
  const truncated = sharesFromTokensTruncated(validator, amount);
  if (shares === undefined || truncated === undefined) throw ErrInsufficientShares.error();
  const held = sharesText(delegation.shares);
  if (truncated > held) throw ErrInvalidRequest.wrap("invalid shares amount");
  return minOf(shares, held);
}

/** Starts an unbonding (the SDK's `Keeper.Undelegate`); returns when the tokens are paid out. */
export function undelegate(
  ctx: Context,
  k: StakingKeeper,
  delegator: Uint8Array,
  operator: Uint8Array,
  shares: bigint,
): { completionTime: Timestamp; amount: bigint } {
  const validator = k.getValidator(ctx, operator);
  if (validator === undefined) throw ErrNoDelegatorForAddress.error();
  if (hasMaxUnbondingEntries(ctx, k, delegator, operator)) throw ErrMaxUnbondingDelegationEntries.error();
  const amount = unbond(ctx, k, delegator, operator, shares);
  if (isBonded(validator)) bondedTokensToNotBonded(ctx, k, amount);
  const completionTime = addDuration(ctx.time, k.getParams(ctx).unbondingTime);
  const ubd = addUnbondingEntry(ctx, k, delegator, operator, ctx.height, completionTime, amount);
  insertUnbondingQueue(ctx, ubd.delegatorAddress, ubd.validatorAddress, completionTime);
  return { completionTime, amount };
}

/** Moves `shares` from one validator to another (the SDK's `BeginRedelegation`); returns when it completes. */
export function beginRedelegation(ctx: Context, k: StakingKeeper, delegator: Uint8Array, src: Uint8Array, dst: Uint8Array, shares: bigint): Timestamp {
  if (equalBytes(src, dst)) throw ErrSelfRedelegation.error();
  const dstValidator = k.getValidator(ctx, dst);
  if (dstValidator === undefined) throw ErrBadRedelegationDst.error();
  const srcValidator = k.getValidator(ctx, src);
  if (srcValidator === undefined) throw ErrBadRedelegationDst.error();
  if (entriesBelow(ctx, redByDstDelegatorPrefix(src, delegator)).length > 0) throw ErrTransitiveRedelegation.error();
  const existing = k.getRedelegation(ctx, delegator, src, dst);
  if (existing !== undefined && existing.entries.length >= k.getParams(ctx).maxEntries) throw ErrMaxRedelegationEntries.error();
  const amount = unbond(ctx, k, delegator, src, shares);
  if (amount === 0n) throw ErrTinyRedelegationAmount.error();
  const sharesCreated = delegate(ctx, k, delegator, amount, k.mustGetValidator(ctx, dst), srcValidator.status);
  const begin = beginInfo(ctx, k, src);
  if (begin === undefined) return GO_ZERO_TIME;
  const id = k.newUnbondingId(ctx, UNBONDING_TYPE.redelegation, redelegationKey(delegator, src, dst));
  const entry = {
    creationHeight: begin.height,
    completionTime: begin.completionTime,
    initialBalance: amount.toString(),
    sharesDst: sharesCreated.toString(),
    unbondingId: id,
    unbondingOnHoldRefCount: 0n,
  };
  const red = existing ?? {
    delegatorAddress: k.addressCodec.encode(delegator),
    validatorSrcAddress: k.operatorCodec.encode(src),
    validatorDstAddress: k.operatorCodec.encode(dst),
    entries: [],
  };
  const updated = { ...red, entries: [...red.entries, entry] };
  k.setRedelegation(ctx, updated);
  k.hooks.call("afterUnbondingInitiated", ctx, id);
  insertRedelegationQueue(ctx, updated, begin.completionTime);
  return begin.completionTime;
}

/** Pays out the matured entries of one unbonding delegation (end block); returns what was paid, undefined when it is gone. */
export function completeUnbonding(ctx: Context, k: StakingKeeper, delegator: Uint8Array, operator: Uint8Array): Coin[] | undefined {
  const ubd = k.getUnbondingDelegation(ctx, delegator, operator);
  if (ubd === undefined) return undefined;
  const denom = k.bondDenom(ctx);
  let paid = 0n;
  const kept = [];
  for (const entry of ubd.entries) {
    if (!isMature(entry.completionTime, ctx.time) || entry.unbondingOnHoldRefCount > 0n) {
      kept.push(entry);
      continue;
    }
    k.deleteUnbondingIndex(ctx, entry.unbondingId);
    const balance = BigInt(entry.balance);
    if (balance > 0n) {
      k.bank.undelegateCoinsFromModuleToAccount(ctx, NOT_BONDED_POOL, delegator, coinsOf(denom, balance));
      paid += balance;
    }
  }
  saveUnbondingDelegation(ctx, k, { ...ubd, entries: kept });
  return paid === 0n ? [] : coinsOf(denom, paid);
}

/** Drops the matured entries of one redelegation (end block; no tokens move); returns their initial balances, undefined when it is gone. */
export function completeRedelegation(ctx: Context, k: StakingKeeper, delegator: Uint8Array, src: Uint8Array, dst: Uint8Array): Coin[] | undefined {
  const red = k.getRedelegation(ctx, delegator, src, dst);
  if (red === undefined) return undefined;
  let total = 0n;
  const kept = [];
  for (const entry of red.entries) {
    if (!isMature(entry.completionTime, ctx.time) || entry.unbondingOnHoldRefCount > 0n) {
      kept.push(entry);
      continue;
    }
    k.deleteUnbondingIndex(ctx, entry.unbondingId);
    total += BigInt(entry.initialBalance);
  }
  if (kept.length === 0) k.removeRedelegation(ctx, red);
  else k.setRedelegation(ctx, { ...red, entries: kept });
  return total === 0n ? [] : coinsOf(k.bondDenom(ctx), total);
}

/** Adds an entry to the delegator's unbonding delegation from `operator`, with a new unbonding id. */
export function addUnbondingEntry(
  ctx: Context,
  k: StakingKeeper,
  delegator: Uint8Array,
  operator: Uint8Array,
  creationHeight: bigint,
  completionTime: Timestamp,
  balance: bigint,
): UnbondingDelegation {
  const id = k.newUnbondingId(ctx, UNBONDING_TYPE.unbondingDelegation, unbondingDelegationKey(delegator, operator));
  const ubd = k.getUnbondingDelegation(ctx, delegator, operator) ?? {
    delegatorAddress: k.addressCodec.encode(delegator),
    validatorAddress: k.operatorCodec.encode(operator),
    entries: [],
  };
  // an entry of the same height and completion time grows instead (the SDK's `UnbondingDelegation.AddEntry`)
  const same = ubd.entries.findIndex((e) => e.creationHeight === creationHeight && compareTimestamps(e.completionTime, completionTime) === 0);
  const entries = [...ubd.entries];
  if (same >= 0) {
    const entry = entries[same]!;
    entries[same] = { ...entry, balance: (BigInt(entry.balance) + balance).toString(), initialBalance: (BigInt(entry.initialBalance) + balance).toString() };
  } else {
    entries.push({
      creationHeight,
      completionTime,
      initialBalance: balance.toString(),
      balance: balance.toString(),
      unbondingId: id,
      unbondingOnHoldRefCount: 0n,
    });
  }
  const updated = { ...ubd, entries };
  k.setUnbondingDelegation(ctx, updated);
  k.hooks.call("afterUnbondingInitiated", ctx, id);
  return updated;
}

/** Stores an unbonding delegation, or removes it when no entry is left. */
export function saveUnbondingDelegation(ctx: Context, k: StakingKeeper, ubd: UnbondingDelegation): void {
  if (ubd.entries.length === 0) k.removeUnbondingDelegation(ctx, ubd);
  else k.setUnbondingDelegation(ctx, ubd);
}

function hasMaxUnbondingEntries(ctx: Context, k: StakingKeeper, delegator: Uint8Array, operator: Uint8Array): boolean {
  const ubd = k.getUnbondingDelegation(ctx, delegator, operator);
  return ubd !== undefined && ubd.entries.length >= k.getParams(ctx).maxEntries;
}

/**
 * When a redelegation from `src` completes (the SDK's `getBeginInfo`): a bonded (or gone) source waits the
 * unbonding time from now, an unbonding one until its own unbonding ends; undefined when the source is unbonded
 * and the redelegation completes at once.
 */
function beginInfo(ctx: Context, k: StakingKeeper, src: Uint8Array): { completionTime: Timestamp; height: bigint } | undefined {
  const validator = k.getValidator(ctx, src);
  if (validator === undefined || isBonded(validator)) return { completionTime: addDuration(ctx.time, k.getParams(ctx).unbondingTime), height: ctx.height };
  if (isUnbonding(validator)) return { completionTime: validator.unbondingTime, height: validator.unbondingHeight };
  return undefined;
}

function isMature(completion: Timestamp, now: Timestamp): boolean {
  return compareTimestamps(completion, now) <= 0;
}
