import { latin1 } from "../types/latin1";
import type { Bytes } from "./types";

/**
 * Keys are kept in maps as latin1 strings: one char per byte, so JavaScript's string order is the
 * bytewise order of the keys and sorting needs no comparator.
 */
export function keyString(key: Bytes): string {
  return latin1(key);
}

/** `keyString` of `bytes[start, end)`, without a view in between. */
export function keyStringAt(bytes: Bytes, start: number, end: number): string {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.toString("latin1", start, end);
}

/** The inverse of `keyString`. */
export function keyBytes(s: string): Bytes {
  return Buffer.from(s, "latin1");
}

/**
 * Bytewise order: negative, zero or positive. A plain loop: keys usually differ in their first bytes, and
 * it runs 2 to 4 times faster than the native `Buffer.compare` call on the tree's hot paths.
 */
export function compareBytes(a: Bytes, b: Bytes): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** True when both hold the same bytes. */
export function equalBytes(a: Bytes, b: Bytes): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The parts one after the other, in a new buffer. */
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

/** Throws for an empty key: stores (and ICS23 proofs) need non-empty keys. */
export function assertValidKey(key: Bytes): void {
  if (key.length === 0) throw new Error("store key must not be empty");
}

/** A uint64 as 8 big-endian bytes: keys then sort as the numbers do. */
export function u64be(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value);
  return out;
}

/** The uint64 in the 8 big-endian bytes at `offset`. */
export function readU64be(bytes: Uint8Array, offset = 0): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 8).getBigUint64(0);
}
