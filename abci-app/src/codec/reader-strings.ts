import { BinaryReader } from "cosmjs-types/binary";
import { utf8Read } from "cosmjs-types/utf8";

/**
 * A faster `BinaryReader.string` for cosmjs-types, installed for the whole process by importing this module (through
 * codec/cosmjs-types-patches.ts, with codec/writer-fixes.ts). cosmjs-types decodes every string byte by byte into an
 * array of char codes, copies it and spreads it into `String.fromCharCode`: about 200 ns and several short-lived
 * arrays per string, and a CreateDID decodes some forty strings (docs/performance.md, "Tenth pass").
 *
 * Nearly every string on the wire is ASCII (addresses, DIDs, type URLs, multibase keys). For those, each byte is its
 * own char code in both decoders, so Node's latin1 slice returns exactly what `utf8Read` would, in about 55 ns. Any
 * other string goes to `utf8Read` itself, so the result is the same for every input, malformed UTF-8 included: a
 * transaction decodes to the same values as before, on every node.
 */

/** Node's own latin1 decoding, which takes any Uint8Array (not in @types/node). */
const latin1Slice = (Buffer.prototype as unknown as { latin1Slice: (this: Uint8Array, start: number, end: number) => string }).latin1Slice;

export function readUtf8(bytes: Uint8Array): string {
  const length = bytes.length;
  for (let i = 0; i < length; i++) {
    if (bytes[i]! > 0x7f) return utf8Read(bytes, 0, length);
  }
  return length === 0 ? "" : latin1Slice.call(bytes, 0, length);
}

BinaryReader.prototype.string = function string(this: BinaryReader): string {
  return readUtf8(this.bytes());
};
