import { equalBytes } from "./bytes";
import type { Bytes } from "./types";

/**
 * Remembers the decoding of stored values by the value object, which stores hand out unchanged until it
 * is overwritten, so reading the same entry again (five times per transaction for a signer's account)
 * decodes it once. Only the decoding is saved: the read, and the gas it costs, still happen. Each hit
 * re-checks the bytes against a copy, so a value changed in place is decoded afresh. `decode` must be pure
 * and its results must not be mutated by callers.
 */
export class DecodeMemo<T> {
  private readonly memo = new WeakMap<Bytes, { readonly bytes: Bytes; readonly value: T }>();

  constructor(private readonly decode: (bytes: Bytes) => T) {}

  get(bytes: Bytes): T {
    const hit = this.memo.get(bytes);
    if (hit !== undefined && equalBytes(hit.bytes, bytes)) return hit.value;
    const value = this.decode(bytes);
    this.memo.set(bytes, { bytes: bytes.slice(), value });
    return value;
  }
}
