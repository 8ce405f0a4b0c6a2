import { keyString } from "./bytes";
import type { Bytes } from "./types";

/**
 * Remembers the decoding of stored values by the value object, which stores hand out unchanged until it
 * is overwritten, so reading the same entry again (five times per transaction for a signer's account)
 * decodes it once. Only the decoding is saved: the read, and the gas it costs, still happen. Each hit
 * re-checks the bytes against a snapshot, so a value changed in place is decoded afresh. `decode` must be pure
 * and its results must not be mutated by callers.
 *
 * The snapshot is a latin1 string, one char per byte (keyString): a copy as a Uint8Array of more than 64 bytes would live
 * outside V8's heap, and such copies cost several µs each to allocate, track and free (docs/performance.md,
 * "Nineteenth pass").
 */
export class DecodeMemo<T> {
  private readonly memo = new WeakMap<Bytes, { readonly snapshot: string; readonly value: T }>();

  constructor(private readonly decode: (bytes: Bytes) => T) {}

  get(bytes: Bytes): T {
    const hit = this.memo.get(bytes);
    if (hit !== undefined && sameBytes(hit.snapshot, bytes)) return hit.value;
    const value = this.decode(bytes);
    this.remember(bytes, value);
    return value;
  }

  /** Records `value` as the decoding of `bytes`, which the caller has just encoded from it: `decode(bytes)` must equal it. */
  remember(bytes: Bytes, value: T): void {
    this.memo.set(bytes, { snapshot: keyString(bytes), value });
  }
}

function sameBytes(snapshot: string, bytes: Bytes): boolean {
  if (snapshot.length !== bytes.length) return false;
  for (let i = 0; i < bytes.length; i++) if (snapshot.charCodeAt(i) !== bytes[i]) return false;
  return true;
}
