import { GrantQueueItem } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Context } from "../../../module-kit/context";
import { ErrNoGrantKeyFound } from "../errors";
import { grantKey, grantQueueEnd, grantQueueKey, GRANT_QUEUE_PREFIX, parseGrantQueueKey } from "../types/keys";
import { authzStore } from "./store";

/** Gas per queue entry compared when a grant leaves the queue (SDK v0.47 `gasCostPerIteration`). */
const GAS_PER_QUEUE_ENTRY = 20n;

/*
 * The grant queue: one entry per (expiration, granter, grantee), listing the message types whose grants between
 * the two expire then. Grants without expiration are not queued.
 */

export function insertIntoGrantQueue(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string, expiration: Timestamp): void {
  const store = authzStore(ctx);
  const key = grantQueueKey(expiration, granter, grantee);
  const stored = store.get(key);
  const item = stored === undefined ? { msgTypeUrls: [] } : GrantQueueItem.decode(stored);
  store.set(key, GrantQueueItem.encode({ msgTypeUrls: [...item.msgTypeUrls, msgTypeUrl] }).finish());
}

/**
 * Takes one message type out of its queue entry, as the SDK does (the last type moves into its place); the
 * entry is deleted when it lists nothing more. A missing entry means the store is inconsistent: ErrNoGrantKeyFound.
 */
export function removeFromGrantQueue(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string, expiration: Timestamp): void {
  const store = authzStore(ctx);
  const key = grantQueueKey(expiration, granter, grantee);
  const stored = store.get(key);
  if (stored === undefined) throw ErrNoGrantKeyFound.wrap("can't remove grant from the expire queue, grant key not found");
  const types = GrantQueueItem.decode(stored).msgTypeUrls;
  for (let i = 0; i < types.length; i++) {
    ctx.gasMeter.consume(GAS_PER_QUEUE_ENTRY, "grant queue");
    if (types[i] !== msgTypeUrl) continue;
    types[i] = types[types.length - 1]!;
    types.pop();
    if (types.length === 0) store.delete(key);
    else store.set(key, GrantQueueItem.encode({ msgTypeUrls: types }).finish());
    return;
  }
}

/**
 * Deletes the grants that expired before `ctx`'s block time, and their queue entries (the SDK's
 * DequeueAndDeleteExpiredGrants, run at the start of every block). Emits nothing. Returns how many grants went.
 */
export function dequeueAndDeleteExpiredGrants(ctx: Context): number {
  const store = authzStore(ctx);
  // Collected first: the queue is changed below.
  const due = [...store.iterator(GRANT_QUEUE_PREFIX, grantQueueEnd(ctx.time))];
  let deleted = 0;
  for (const [key, value] of due) {
    const { granter, grantee } = parseGrantQueueKey(key.subarray(GRANT_QUEUE_PREFIX.length));
    store.delete(key);
    for (const msgTypeUrl of GrantQueueItem.decode(value).msgTypeUrls) {
      store.delete(grantKey(granter, grantee, msgTypeUrl));
      deleted++;
    }
  }
  return deleted;
}
