import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { concatBytes } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";
import { sortableTimeBytes, SORTABLE_TIME_LENGTH } from "../../../types/time";

/** The module's name: its codespace, genesis section and store name. */
export const FEEGRANT_MODULE_NAME = "feegrant";
export const FEEGRANT_STORE_KEY = "feegrant";

/*
 * Store layout, Cosmos SDK v0.47 x/feegrant (key.go):
 *   0x00 ‖ len(grantee) ‖ grantee ‖ len(granter) ‖ granter                  cosmos.feegrant.v1beta1.Grant
 *   0x01 ‖ expiration ‖ len(grantee) ‖ grantee ‖ len(granter) ‖ granter     0x00: the expiry queue
 * Grants are keyed by grantee first, so a grantee's allowances are one prefix. The expiration is the SDK's
 * sortable time text (29 bytes), so the queue iterates in expiration order.
 */
export const ALLOWANCE_PREFIX = Uint8Array.of(0x00);
export const ALLOWANCE_QUEUE_PREFIX = Uint8Array.of(0x01);

/** A grant's key below either prefix: len(grantee) ‖ grantee ‖ len(granter) ‖ granter. */
export function grantPairKey(granter: Uint8Array, grantee: Uint8Array): Uint8Array {
  return concatBytes(lengthPrefixed(grantee), lengthPrefixed(granter));
}

/** The full store key of the grant from `granter` to `grantee`. */
export function allowanceKey(granter: Uint8Array, grantee: Uint8Array): Uint8Array {
  return concatBytes(ALLOWANCE_PREFIX, grantPairKey(granter, grantee));
}

/** The prefix of every grant to `grantee`. */
export function granteeAllowancesPrefix(grantee: Uint8Array): Uint8Array {
  return concatBytes(ALLOWANCE_PREFIX, lengthPrefixed(grantee));
}

/** The queue entry of a grant expiring at `expiration`, below `ALLOWANCE_QUEUE_PREFIX`. */
export function queueEntryKey(expiration: Timestamp, granter: Uint8Array, grantee: Uint8Array): Uint8Array {
  return concatBytes(sortableTimeBytes(expiration), grantPairKey(granter, grantee));
}

/**
 * The end (exclusive) of the queue entries to prune at block time `time`, below `ALLOWANCE_QUEUE_PREFIX`: the
 * SDK's `InclusiveEndBytes(time)`, the time with 0x00 appended. An entry of `time` itself continues with a
 * non-zero address length, so it sorts above this end: only grants that expired before `time` are pruned, as
 * a grant whose expiration equals the block time still pays fees in that block.
 */
export function queueDueEnd(time: Timestamp): Uint8Array {
  return concatBytes(sortableTimeBytes(time), Uint8Array.of(0x00));
}

export interface GrantPair {
  readonly granter: Uint8Array;
  readonly grantee: Uint8Array;
}

/** The addresses of a grant pair key (below `ALLOWANCE_PREFIX`). */
export function parseGrantPairKey(key: Uint8Array): GrantPair {
  const grantee = lengthPrefixedAt(key, 0);
  const granter = lengthPrefixedAt(key, 1 + grantee.length);
  return { granter, grantee };
}

/** The addresses of a queue entry key (below `ALLOWANCE_QUEUE_PREFIX`). */
export function parseQueueEntryKey(key: Uint8Array): GrantPair {
  return parseGrantPairKey(key.subarray(SORTABLE_TIME_LENGTH));
}

function lengthPrefixedAt(key: Uint8Array, offset: number): Uint8Array {
  const length = key[offset];
  if (length === undefined || key.length < offset + 1 + length) throw new Error("feegrant store key: truncated length-prefixed address");
  return key.subarray(offset + 1, offset + 1 + length);
}
