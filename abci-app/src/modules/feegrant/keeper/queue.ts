import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Context } from "../../../module-kit/context";
import { grantPairKey, parseQueueEntryKey, queueDueEnd, queueEntryKey } from "../types/keys";
import { allowancesStore, queueStore } from "./store";

/** Queue entries hold no data; one byte rather than none, because ICS23 proofs cannot involve empty values. */
const QUEUE_ENTRY_VALUE = Uint8Array.of(0);

/** Puts a grant with an expiration in the expiry queue. */
export function enqueueGrant(ctx: Context, expiration: Timestamp, granter: Uint8Array, grantee: Uint8Array): void {
  queueStore(ctx).set(queueEntryKey(expiration, granter, grantee), QUEUE_ENTRY_VALUE);
}

/** Takes a grant out of the expiry queue (when it is revoked, spent or granted anew with another expiration). */
export function dequeueGrant(ctx: Context, expiration: Timestamp, granter: Uint8Array, grantee: Uint8Array): void {
  queueStore(ctx).delete(queueEntryKey(expiration, granter, grantee));
}

/**
 * The end-of-block pruning (the SDK's `RemoveExpiredAllowances`): deletes every grant that expired before the
 * block time, with its queue entry. Only the due entries are read, so the cost follows the number of grants
 * that expire, not the number stored. No event, as in the SDK. Returns how many grants were deleted.
 */
export function pruneExpiredAllowances(ctx: Context): number {
  const queue = queueStore(ctx);
  // Collected first: the queue is changed below.
  const due = [...queue.iterator(undefined, queueDueEnd(ctx.time))].map(([key]) => key);
  const grants = allowancesStore(ctx);
  for (const key of due) {
    queue.delete(key);
    const { granter, grantee } = parseQueueEntryKey(key);
    grants.delete(grantPairKey(granter, grantee));
  }
  return due.length;
}
