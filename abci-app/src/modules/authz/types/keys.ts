import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { concatBytes } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";
import { sortableTimeBytes, SORTABLE_TIME_LENGTH } from "../../../types/time";

/** The module's name: its codespace, genesis section and store name. */
export const AUTHZ_MODULE_NAME = "authz";
export const AUTHZ_STORE_KEY = "authz";

/*
 * Store layout, Cosmos SDK v0.47 x/authz (keeper/keys.go):
 *   0x01 ‖ len(granter) ‖ granter ‖ len(grantee) ‖ grantee ‖ msg type URL     cosmos.authz.v1beta1.Grant
 *   0x02 ‖ expiration ‖ len(granter) ‖ granter ‖ len(grantee) ‖ grantee       cosmos.authz.v1beta1.GrantQueueItem
 * The expiration is the SDK's sortable time text ("2006-01-02T15:04:05.000000000", UTC, 29 bytes), so the
 * queue iterates in expiration order.
 */
export const GRANT_PREFIX = Uint8Array.of(0x01);
export const GRANT_QUEUE_PREFIX = Uint8Array.of(0x02);

const utf8 = new TextEncoder();

/** The key of the grant from `granter` to `grantee` for one message type. */
export function grantKey(granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string): Uint8Array {
  return concatBytes(GRANT_PREFIX, lengthPrefixed(granter), lengthPrefixed(grantee), utf8.encode(msgTypeUrl));
}

/** The prefix of every grant from `granter` to `grantee`. */
export function granterGranteePrefix(granter: Uint8Array, grantee: Uint8Array): Uint8Array {
  return grantKey(granter, grantee, "");
}

/** The prefix of every grant `granter` gave. */
export function granterPrefix(granter: Uint8Array): Uint8Array {
  return concatBytes(GRANT_PREFIX, lengthPrefixed(granter));
}

export interface GrantKeyParts {
  readonly granter: Uint8Array;
  readonly grantee: Uint8Array;
  readonly msgTypeUrl: string;
}

/** Splits a grant key relative to `GRANT_PREFIX` (len(granter) ‖ granter ‖ len(grantee) ‖ grantee ‖ type URL). */
export function parseGrantKey(key: Uint8Array): GrantKeyParts {
  const granter = lengthPrefixedAt(key, 0);
  const grantee = lengthPrefixedAt(key, 1 + granter.length);
  const rest = 2 + granter.length + grantee.length;
  return { granter, grantee, msgTypeUrl: new TextDecoder().decode(key.subarray(rest)) };
}

/** The grantee of a key relative to `granterPrefix(granter)` (len(grantee) ‖ grantee ‖ msg type URL). */
export function granteeOfGranterKey(key: Uint8Array): Uint8Array {
  return lengthPrefixedAt(key, 0);
}

/** The queue entry of the grants from `granter` to `grantee` expiring at `expiration`. */
export function grantQueueKey(expiration: Timestamp, granter: Uint8Array, grantee: Uint8Array): Uint8Array {
  return concatBytes(GRANT_QUEUE_PREFIX, sortableTimeBytes(expiration), lengthPrefixed(granter), lengthPrefixed(grantee));
}

/**
 * The end (exclusive) of the queue entries to prune at block time `time`: the SDK's
 * `InclusiveEndBytes(0x02 ‖ time)`, that prefix with 0x00 appended. An entry of `time` itself continues with a
 * non-zero address length, so it sorts above this end: only grants that expired before `time` are pruned, and
 * a grant is still usable in a block whose time equals its expiration.
 */
export function grantQueueEnd(time: Timestamp): Uint8Array {
  return concatBytes(GRANT_QUEUE_PREFIX, sortableTimeBytes(time), Uint8Array.of(0x00));
}

/** The granter and grantee of a queue key relative to `GRANT_QUEUE_PREFIX`. */
export function parseGrantQueueKey(key: Uint8Array): { granter: Uint8Array; grantee: Uint8Array } {
  const granter = lengthPrefixedAt(key, SORTABLE_TIME_LENGTH);
  const grantee = lengthPrefixedAt(key, SORTABLE_TIME_LENGTH + 1 + granter.length);
  return { granter, grantee };
}

function lengthPrefixedAt(key: Uint8Array, offset: number): Uint8Array {
  const length = key[offset];
  if (length === undefined || key.length < offset + 1 + length) throw new Error("corrupt authz store key: truncated length-prefixed address");
  return key.subarray(offset + 1, offset + 1 + length);
}
