import { createHash } from "node:crypto";

/**
 * The hash formulas of docs/store.md written out again, independently of the code under test (its own
 * varints, its own hashing), so that a drift in either shows up as a mismatch.
 */

export function sha(...parts: Uint8Array[]): Buffer {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest();
}

/** Protobuf unsigned varint, with BigInt so that no intermediate step can lose precision. */
export function uvarint(n: number | bigint): Buffer {
  let v = BigInt(n);
  const out: number[] = [];
  while (v >= 128n) {
    out.push(Number(v & 127n) | 128);
    v >>= 7n;
  }
  out.push(Number(v));
  return Buffer.from(out);
}

/** Go's binary.PutVarint (zig-zag) for a non-negative number. */
export function svarint(n: number | bigint): Buffer {
  return uvarint(BigInt(n) * 2n);
}

export function referenceLeafHash(key: Uint8Array, value: Uint8Array, version: number): Buffer {
  return sha(svarint(0), svarint(1), svarint(version), uvarint(key.length), key, uvarint(32), sha(value));
}

export function referenceInnerHash(height: number, size: number, version: number, left: Uint8Array, right: Uint8Array): Buffer {
  return sha(svarint(height), svarint(size), svarint(version), uvarint(32), left, uvarint(32), right);
}

export function referenceSimpleLeaf(key: Uint8Array, value: Uint8Array): Buffer {
  return sha(Buffer.from([0]), uvarint(key.length), key, uvarint(32), sha(value));
}

/** RFC-6962 root: split at the largest power of two below n. */
export function referenceSimpleRoot(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return leaves[0]!;
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return sha(Buffer.from([1]), referenceSimpleRoot(leaves.slice(0, k)), referenceSimpleRoot(leaves.slice(k)));
}
