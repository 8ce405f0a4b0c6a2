import { DVPairs, DVVTriplets, ValAddresses } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Context } from "../../../module-kit/context";
import { concatBytes } from "../../../store/bytes";
import { sortableTimeBytes } from "../../../types/time";
import {
  parseValidatorQueueKey,
  REDELEGATION_QUEUE_PREFIX,
  redelegationQueueKey,
  UNBONDING_QUEUE_PREFIX,
  unbondingQueueKey,
  VALIDATOR_QUEUE_PREFIX,
  validatorQueueKey,
} from "../types/keys";
import { stakingStore } from "./store";

/*
 * The three maturity queues (SDK v0.47 keeper/delegation.go and validator.go): one row per completion time holding
 * every (delegator, validator) pair, triplet or validator maturing then. A due scan takes the rows up to and
 * including the block time, the SDK's `[prefix, InclusiveEndBytes(prefix ‖ time))`.
 */

/** The end (exclusive) of the rows due at `time`: the time bytes with 0x00 appended, after every row of that time. */
function dueEnd(prefix: Uint8Array, time: Timestamp): Uint8Array {
  return concatBytes(prefix, sortableTimeBytes(time), Uint8Array.of(0x00));
}

export function insertUnbondingQueue(ctx: Context, delegatorAddress: string, validatorAddress: string, completion: Timestamp): void {
  const store = stakingStore(ctx);
  const key = unbondingQueueKey(completion);
  const existing = store.get(key);
  const pairs = existing === undefined ? [] : DVPairs.decode(existing).pairs;
  store.set(key, DVPairs.encode({ pairs: [...pairs, { delegatorAddress, validatorAddress }] }).finish());
}

/** Removes and returns every unbonding pair due at `time`, in queue order. */
export function dequeueMatureUnbondings(ctx: Context, time: Timestamp) {
  const store = stakingStore(ctx);
  const rows = [...store.iterator(UNBONDING_QUEUE_PREFIX, dueEnd(UNBONDING_QUEUE_PREFIX, time))];
  for (const [key] of rows) store.delete(key);
  return rows.flatMap(([, value]) => DVPairs.decode(value).pairs);
}

export function insertRedelegationQueue(
  ctx: Context,
  triplet: { delegatorAddress: string; validatorSrcAddress: string; validatorDstAddress: string },
  completion: Timestamp,
): void {
  const store = stakingStore(ctx);
  const key = redelegationQueueKey(completion);
  const existing = store.get(key);
  const triplets = existing === undefined ? [] : DVVTriplets.decode(existing).triplets;
  store.set(key, DVVTriplets.encode({ triplets: [...triplets, triplet] }).finish());
}

/** Removes and returns every redelegation triplet due at `time`, in queue order. */
export function dequeueMatureRedelegations(ctx: Context, time: Timestamp) {
  const store = stakingStore(ctx);
  const rows = [...store.iterator(REDELEGATION_QUEUE_PREFIX, dueEnd(REDELEGATION_QUEUE_PREFIX, time))];
  for (const [key] of rows) store.delete(key);
  return rows.flatMap(([, value]) => DVVTriplets.decode(value).triplets);
}

export function insertValidatorQueue(ctx: Context, operatorAddress: string, time: Timestamp, height: bigint): void {
  const store = stakingStore(ctx);
  const key = validatorQueueKey(time, height);
  const existing = store.get(key);
  const addresses = existing === undefined ? [] : ValAddresses.decode(existing).addresses;
  store.set(key, ValAddresses.encode({ addresses: [...addresses, operatorAddress] }).finish());
}

/** Takes a validator out of its queue row (bonded again before its unbonding ended). */
export function deleteFromValidatorQueue(ctx: Context, operatorAddress: string, time: Timestamp, height: bigint): void {
  const store = stakingStore(ctx);
  const key = validatorQueueKey(time, height);
  const existing = store.get(key);
  if (existing === undefined) return;
  const addresses = ValAddresses.decode(existing).addresses.filter((a) => a !== operatorAddress);
  if (addresses.length === 0) store.delete(key);
  else store.set(key, ValAddresses.encode({ addresses }).finish());
}

/**
 * The validator queue rows whose time and height have both come (time ≤ block time and height ≤ block height), with
 * their keys: the SDK scans up to the time bound and checks the height of each row.
 */
export function matureValidatorQueueRows(ctx: Context, time: Timestamp, height: bigint): { key: Uint8Array; addresses: string[] }[] {
  const store = stakingStore(ctx);
  const end = validatorQueueKey(time, height);
  const out: { key: Uint8Array; addresses: string[] }[] = [];
  for (const [key, value] of store.iterator(VALIDATOR_QUEUE_PREFIX, concatBytes(end, Uint8Array.of(0x00)))) {
    const { timeBytes, height: rowHeight } = parseValidatorQueueKey(key);
    if (rowHeight <= height && compareBytesLe(timeBytes, sortableTimeBytes(time))) out.push({ key, addresses: ValAddresses.decode(value).addresses });
  }
  return out;
}

export function setValidatorQueueRow(ctx: Context, key: Uint8Array, addresses: readonly string[]): void {
  if (addresses.length === 0) stakingStore(ctx).delete(key);
  else stakingStore(ctx).set(key, ValAddresses.encode({ addresses: [...addresses] }).finish());
}

function compareBytesLe(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) <= 0;
}
