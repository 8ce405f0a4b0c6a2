import type { Bytes } from "./types";

/**
 * Keys are kept in maps as latin1 strings: one char per byte, so JavaScript's string order is the
 * bytewise order of the keys and sorting needs no comparator.
 */
export function keyString(key: Bytes): string {
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength).toString("latin1");
}

export function keyBytes(s: string): Bytes {
  return Buffer.from(s, "latin1");
}

export function compareBytes(a: Bytes, b: Bytes): number {
  return Buffer.compare(a, b);
}

export function concatBytes(...parts: Bytes[]): Bytes {
  return Buffer.concat(parts);
}

/** The smallest key greater than every key with this prefix, or undefined when none exists (all 0xff). */
export function prefixEnd(prefix: Bytes): Bytes | undefined {
  const end = Uint8Array.from(prefix);
  for (let i = end.length - 1; i >= 0; i--) {
    if (end[i]! < 0xff) {
      end[i]!++;
      return end.subarray(0, i + 1);
    }
  }
  return undefined;
}

export function assertValidKey(key: Bytes): void {
  if (key.length === 0) throw new Error("store key must not be empty");
}
