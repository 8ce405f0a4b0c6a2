import { LRUCache } from "lru-cache";
import { keyString } from "../store/bytes";
import type { DecodedTx } from "./decode";

/** A default mempool (5,000 txs) twice over; an entry of a bank send is about 3 KiB of heap and 0.8 KiB of buffers. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * The transactions decoded lately, by tx hash. A transaction that reaches a block through this node's mempool is
 * decoded for CheckTx, at every ReCheck, for PrepareProposal's and ProcessProposal's gas sums and in FinalizeBlock:
 * decoding is a pure function of the bytes, so here it happens once. Only successes are kept; what failed to decode
 * is decoded (and refused) again. The decoded parts are frozen (decode.ts), so no caller can change what the next
 * one receives. FinalizeBlock takes its transactions out (`take`): after it nothing decodes them again, so the cache
 * holds about what the mempool holds, not the last blocks (10,000 kept sends held 30 MB of heap).
 */
export class DecodedTxCache {
  private readonly decoded: LRUCache<string, DecodedTx>;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES) {
    this.decoded = new LRUCache({ max: maxEntries });
  }

  /** The decoding of the bytes whose SHA-256 is `hash`, from the cache or from `decode` (then kept). */
  get(hash: Uint8Array, decode: () => DecodedTx): DecodedTx {
    const key = keyString(hash);
    const hit = this.decoded.get(key);
    if (hit !== undefined) return hit;
    const tx = decode();
    this.decoded.set(key, tx);
    return tx;
  }

  /** Like `get`, for the last use of these bytes: the entry leaves the cache, or the bytes are decoded and not kept. */
  take(hash: Uint8Array, decode: () => DecodedTx): DecodedTx {
    const key = keyString(hash);
    const hit = this.decoded.get(key);
    if (hit === undefined) return decode();
    this.decoded.delete(key);
    return hit;
  }
}
