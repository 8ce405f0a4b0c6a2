import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { concatBytes, readU64be, u64be } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";
import { sortableTimeBytes, SORTABLE_TIME_LENGTH } from "../../../types/time";

export { readU64be, u64be };

/** The module's name: its codespace, genesis section and store name. */
export const STAKING_MODULE_NAME = "staking";
export const STAKING_STORE_KEY = "staking";

/** The module accounts holding bonded and not-bonded stake (both may burn, for slashing). */
export const BONDED_POOL = "bonded_tokens_pool";
export const NOT_BONDED_POOL = "not_bonded_tokens_pool";

/*
 * Store layout, Cosmos SDK v0.47 x/staking (types/keys.go); lp(a) is a's length byte then a:
 *   0x11 ‖ lp(valoper)                              google.protobuf.Int64Value: the power CometBFT last got
 *   0x12                                            cosmos.base.v1beta1.IntProto: their total
 *   0x21 ‖ lp(valoper)                              Validator
 *   0x22 ‖ lp(consaddr)                             the operator address
 *   0x23 ‖ u64be(power) ‖ len ‖ ^valoper            the operator address: the power index, highest last
 *   0x31 ‖ lp(delegator) ‖ lp(valoper)              Delegation
 *   0x32 ‖ lp(delegator) ‖ lp(valoper)              UnbondingDelegation
 *   0x33 ‖ lp(valoper) ‖ lp(delegator)              empty: unbonding delegations by validator
 *   0x34 ‖ lp(delegator) ‖ lp(src) ‖ lp(dst)        Redelegation
 *   0x35 ‖ lp(src) ‖ lp(delegator) ‖ lp(dst)        empty: redelegations by source
 *   0x36 ‖ lp(dst) ‖ lp(delegator) ‖ lp(src)        empty: redelegations by destination
 *   0x37                                            u64be: the last unbonding id
 *   0x38 ‖ u64be(id)                                the store key of the entry's record
 *   0x39 ‖ u64be(id)                                u64be: 1 unbonding delegation, 2 redelegation, 3 validator
 *   0x41 ‖ time                                     DVPairs: unbonding delegations maturing then
 *   0x42 ‖ time                                     DVVTriplets: redelegations maturing then
 *   0x43 ‖ u64be(29) ‖ time ‖ u64be(height)         ValAddresses: validators whose unbonding ends then
 *   0x50 ‖ decimal height                           HistoricalInfo
 *   0x51                                            Params
 *   0x61                                            ValidatorUpdates of the last end block
 * `time` is the SDK's sortable time text (29 bytes), so queues iterate in time order.
 */
export const LAST_VALIDATOR_POWER_PREFIX = Uint8Array.of(0x11);
export const LAST_TOTAL_POWER_KEY = Uint8Array.of(0x12);
export const VALIDATORS_PREFIX = Uint8Array.of(0x21);
export const VALIDATORS_BY_CONS_ADDR_PREFIX = Uint8Array.of(0x22);
export const VALIDATORS_BY_POWER_PREFIX = Uint8Array.of(0x23);
export const DELEGATION_PREFIX = Uint8Array.of(0x31);
export const UNBONDING_DELEGATION_PREFIX = Uint8Array.of(0x32);
export const UBD_BY_VALIDATOR_PREFIX = Uint8Array.of(0x33);
export const REDELEGATION_PREFIX = Uint8Array.of(0x34);
export const RED_BY_SRC_PREFIX = Uint8Array.of(0x35);
export const RED_BY_DST_PREFIX = Uint8Array.of(0x36);
export const UNBONDING_ID_KEY = Uint8Array.of(0x37);
export const UNBONDING_INDEX_PREFIX = Uint8Array.of(0x38);
export const UNBONDING_TYPE_PREFIX = Uint8Array.of(0x39);
export const UNBONDING_QUEUE_PREFIX = Uint8Array.of(0x41);
export const REDELEGATION_QUEUE_PREFIX = Uint8Array.of(0x42);
export const VALIDATOR_QUEUE_PREFIX = Uint8Array.of(0x43);
export const HISTORICAL_INFO_PREFIX = Uint8Array.of(0x50);
export const PARAMS_KEY = Uint8Array.of(0x51);
export const VALIDATOR_UPDATES_KEY = Uint8Array.of(0x61);

/** What an unbonding id points at (0x39 values). */
export const UNBONDING_TYPE = { unbondingDelegation: 1n, redelegation: 2n, validatorUnbonding: 3n } as const;

export const lastValidatorPowerKey = (operator: Uint8Array) => concatBytes(LAST_VALIDATOR_POWER_PREFIX, lengthPrefixed(operator));
export const validatorKey = (operator: Uint8Array) => concatBytes(VALIDATORS_PREFIX, lengthPrefixed(operator));
export const validatorByConsAddrKey = (consAddress: Uint8Array) => concatBytes(VALIDATORS_BY_CONS_ADDR_PREFIX, lengthPrefixed(consAddress));
export const delegationKey = (delegator: Uint8Array, operator: Uint8Array) =>
  concatBytes(DELEGATION_PREFIX, lengthPrefixed(delegator), lengthPrefixed(operator));
export const delegationsPrefix = (delegator: Uint8Array) => concatBytes(DELEGATION_PREFIX, lengthPrefixed(delegator));
export const unbondingDelegationKey = (delegator: Uint8Array, operator: Uint8Array) =>
  concatBytes(UNBONDING_DELEGATION_PREFIX, lengthPrefixed(delegator), lengthPrefixed(operator));
export const unbondingDelegationsPrefix = (delegator: Uint8Array) => concatBytes(UNBONDING_DELEGATION_PREFIX, lengthPrefixed(delegator));
export const ubdByValidatorKey = (operator: Uint8Array, delegator: Uint8Array) =>
  concatBytes(UBD_BY_VALIDATOR_PREFIX, lengthPrefixed(operator), lengthPrefixed(delegator));
export const ubdByValidatorPrefix = (operator: Uint8Array) => concatBytes(UBD_BY_VALIDATOR_PREFIX, lengthPrefixed(operator));
export const redelegationKey = (delegator: Uint8Array, src: Uint8Array, dst: Uint8Array) =>
  concatBytes(REDELEGATION_PREFIX, lengthPrefixed(delegator), lengthPrefixed(src), lengthPrefixed(dst));
export const redelegationsPrefix = (delegator: Uint8Array) => concatBytes(REDELEGATION_PREFIX, lengthPrefixed(delegator));
export const redelegationsFromPrefix = (delegator: Uint8Array, src: Uint8Array) =>
  concatBytes(REDELEGATION_PREFIX, lengthPrefixed(delegator), lengthPrefixed(src));
export const redBySrcKey = (src: Uint8Array, delegator: Uint8Array, dst: Uint8Array) =>
  concatBytes(RED_BY_SRC_PREFIX, lengthPrefixed(src), lengthPrefixed(delegator), lengthPrefixed(dst));
export const redBySrcPrefix = (src: Uint8Array) => concatBytes(RED_BY_SRC_PREFIX, lengthPrefixed(src));
export const redByDstKey = (dst: Uint8Array, delegator: Uint8Array, src: Uint8Array) =>
  concatBytes(RED_BY_DST_PREFIX, lengthPrefixed(dst), lengthPrefixed(delegator), lengthPrefixed(src));
export const redByDstDelegatorPrefix = (dst: Uint8Array, delegator: Uint8Array) =>
  concatBytes(RED_BY_DST_PREFIX, lengthPrefixed(dst), lengthPrefixed(delegator));
export const unbondingIndexKey = (id: bigint) => concatBytes(UNBONDING_INDEX_PREFIX, u64be(id));
export const unbondingTypeKey = (id: bigint) => concatBytes(UNBONDING_TYPE_PREFIX, u64be(id));
export const unbondingQueueKey = (time: Timestamp) => concatBytes(UNBONDING_QUEUE_PREFIX, sortableTimeBytes(time));
export const redelegationQueueKey = (time: Timestamp) => concatBytes(REDELEGATION_QUEUE_PREFIX, sortableTimeBytes(time));
export const historicalInfoKey = (height: bigint) => concatBytes(HISTORICAL_INFO_PREFIX, new TextEncoder().encode(height.toString()));

/** The validator queue key: 0x43 ‖ u64be(len(time)) ‖ time ‖ u64be(height). */
export function validatorQueueKey(time: Timestamp, height: bigint): Uint8Array {
  return concatBytes(VALIDATOR_QUEUE_PREFIX, u64be(BigInt(SORTABLE_TIME_LENGTH)), sortableTimeBytes(time), u64be(height));
}

/** The time and height of a validator queue key. */
export function parseValidatorQueueKey(key: Uint8Array): { timeBytes: Uint8Array; height: bigint } {
  const timeLength = Number(readU64be(key, 1));
  const timeBytes = key.subarray(9, 9 + timeLength);
  return { timeBytes, height: readU64be(key, 9 + timeLength) };
}

/**
 * The power index key: 0x23 ‖ u64be(power) ‖ len(operator) ‖ operator with every bit flipped. Iterated from the end,
 * the highest power comes first and, among equal powers, the lowest operator address.
 */
export function validatorByPowerKey(power: bigint, operator: Uint8Array): Uint8Array {
  const inverted = operator.map((byte) => ~byte & 0xff);
  return concatBytes(VALIDATORS_BY_POWER_PREFIX, u64be(power), Uint8Array.of(operator.length), inverted);
}

/** The operator address after a length byte at `offset` (keys of 0x31…0x36 rows). */
export function lengthPrefixedAt(key: Uint8Array, offset: number): Uint8Array {
  const length = key[offset];
  if (length === undefined || key.length < offset + 1 + length) throw new Error("staking store key: truncated length-prefixed address");
  return key.subarray(offset + 1, offset + 1 + length);
}

/** The addresses in a key made of length-prefixed addresses (below its one-byte prefix). */
export function addressesOfKey(key: Uint8Array, count: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const address = lengthPrefixedAt(key, offset);
    out.push(address);
    offset += 1 + address.length;
  }
  return out;
}
