import { BinaryWriter } from "cosmjs-types/binary";
import { int64FromString, int64Length, writeVarint64 } from "cosmjs-types/varint";

/**
 * cosmjs-types 0.11 encodes an int64/uint64 from 2^31 to 2^32 − 1 as zero bytes: `int64FromString` returns the
 * low 32 bits as a signed number, and `writeVarint64` stops at once on a negative low word when the high word is 0.
 * Timestamps from 2038-01-19 to 2106-02-07 (a grant's expiration) and gas limits of 2.1 to 4.2 billion are in
 * that range. Passing both words unsigned fixes it; every other value encodes as before. `uint64` is an instance
 * field copied from the prototype's `int64` when a writer is built, so patching the prototype covers both.
 * Importing this module installs it, for the whole process: app/app.ts (the node, its servers, the benchmarks),
 * cli/main.ts and the tests' setup import it.
 */
type Push = (fn: typeof writeVarint64, length: number, value: { lo: number; hi: number }) => BinaryWriter;

BinaryWriter.prototype.int64 = function int64(this: BinaryWriter, value: string | number | bigint): BinaryWriter {
  const { lo, hi } = int64FromString(value.toString());
  const push = (this as unknown as { _push: Push })._push;
  return push.call(this, writeVarint64, int64Length(lo, hi), { lo: lo >>> 0, hi: hi >>> 0 });
};
