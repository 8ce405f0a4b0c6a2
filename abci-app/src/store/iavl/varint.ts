/**
 * Protobuf-style varints as IAVL hashes them. Numbers here are JavaScript numbers: heights, sizes and
 * versions are exact integers far below 2^53, and the zig-zag form of a version (2v) stays exact as long as
 * versions stay below 2^52 (`MAX_VERSION`).
 */

/** The largest version whose zig-zag varint (2v) a JavaScript number still represents exactly. */
export const MAX_VERSION = 2 ** 52;

/** Bytes taken by the unsigned varint of `n`. */
export function uvarintLength(n: number): number {
  let length = 1;
  while (n >= 0x80) {
    n = Math.floor(n / 0x80);
    length++;
  }
  return length;
}

/** Writes the unsigned varint of `n` at `offset`; returns the offset after it. */
export function writeUvarint(buf: Uint8Array, offset: number, n: number): number {
  while (n >= 0x80) {
    buf[offset++] = (n % 0x80) | 0x80;
    n = Math.floor(n / 0x80);
  }
  buf[offset++] = n;
  return offset;
}

/**
 * Writes the signed (zig-zag) varint of a non-negative `n`, Go's `binary.PutVarint`, which IAVL uses for
 * height, size and version. For n >= 0 zig-zag is simply 2n.
 */
export function writeZigzag(buf: Uint8Array, offset: number, n: number): number {
  return writeUvarint(buf, offset, n * 2);
}

/** Bytes taken by the zig-zag varint of a non-negative `n`. */
export function zigzagLength(n: number): number {
  return uvarintLength(n * 2);
}

/** The zig-zag varint of a non-negative `n` as fresh bytes. */
export function zigzagBytes(n: number): Uint8Array {
  const out = new Uint8Array(zigzagLength(n));
  writeZigzag(out, 0, n);
  return out;
}

/** The unsigned varint of `n` as fresh bytes. */
export function uvarintBytes(n: number): Uint8Array {
  const out = new Uint8Array(uvarintLength(n));
  writeUvarint(out, 0, n);
  return out;
}

/** Reads an unsigned varint at `offset`: the value and the offset after it. Throws on truncated input. */
export function readUvarint(buf: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  let scale = 1;
  for (;;) {
    if (offset >= buf.length) throw new Error("truncated varint");
    const byte = buf[offset++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, offset];
    scale *= 0x80;
    if (scale > 2 ** 56) throw new Error("varint too long");
  }
}
