import { LRUCache } from "lru-cache";
import type { DecodedTx } from "./decode";

/** About two blocks of a busy chain, or a default mempool (5,000) twice over; an entry of a bank send is ~2 KiB. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * The transactions decoded lately, by tx hash. A transaction that reaches a block through this node's mempool is
 * decoded for CheckTx, at every ReCheck, for PrepareProposal's and ProcessProposal's gas sums and in FinalizeBlock:
 * decoding is a pure function of the bytes, so here it happens once. Only successes are kept; what failed to decode
 * is decoded (and refused) again. The decoded parts are frozen (decode.ts), so no caller can change what the next
 * one receives.
 */
export class DecodedTxCache {
  private readonly decoded: LRUCache<string, DecodedTx>;

  constructor(maxEntries = DEFAULT_MAX_ENTRIES) {
    this.decoded = new LRUCache({ max: maxEntries });
  }

  /** The decoding of the bytes whose SHA-256 is `hash`, from the cache or from `decode` (then kept). */
  get(hash: Uint8Array, decode: () => DecodedTx): DecodedTx {
    const key = Buffer.from(hash.buffer, hash.byteOffset, hash.byteLength).toString("latin1");
    const hit = this.decoded.get(key);
    if (hit !== undefined) return hit;
    const tx = decode();
    this.decoded.set(key, tx);
    return tx;
  }
}
