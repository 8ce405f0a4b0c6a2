import fs from "node:fs";
import path from "node:path";
import { BinaryWriter } from "cosmjs-types/binary";
import { int64FromString, int64Length, writeVarint64 } from "cosmjs-types/varint";

/**
 * Two defects of cosmjs-types 0.11's BinaryWriter, fixed for the whole process by importing this module (through
 * codec/cosmjs-types-patches.ts, which every entry point imports). Each fix is checked against the cosmjs-types
 * installed: a probe shows whether the defect is there, the fix is installed only then and only on the writer shape it
 * was written for, and the probe must pass afterwards. A cosmjs-types that fixed a defect is left alone; one whose writer changed so
 * that the fix no longer applies stops the process at load, naming its version, rather than encode wrong bytes.
 *
 * - int64/uint64 from 2^31 to 2^32 − 1 encode as zero bytes: `int64FromString` returns the low 32 bits as a signed
 *   number, and `writeVarint64` stops at once on a negative low word when the high word is 0. Timestamps from
 *   2038-01-19 to 2106-02-07 (a grant's expiration) and gas limits of 2.1 to 4.2 billion are in that range. Passing
 *   both words unsigned fixes it; every other value encodes as before. `uint64` is an instance field copied from the
 *   prototype's `int64` when a writer is built, so the prototype's method covers both.
 * - `BinaryWriter.alloc` builds a new 8 KiB pool on every call, so every message below 4 KiB comes back as a view
 *   into a private 8 KiB buffer: each stored account, balance or event keeps 8 KiB alive, and the allocation costs
 *   about a tenth of block execution time (npm run bench:abci). Encoding into a buffer of the exact size fixes both.
 */

/** 3,000,000,000 as a varint: a value in the range the int64 defect covers. */
const INT64_PROBE = { value: 3_000_000_000n, hex: "80bcc1960b" };

type Push = (fn: typeof writeVarint64, length: number, value: { lo: number; hi: number }) => BinaryWriter;
type WriterInternals = { _push?: Push };
type WriterStatics = { alloc?: (size: number) => Uint8Array };

export function encodesInt64Right(): boolean {
  return Buffer.from(BinaryWriter.create().int64(INT64_PROBE.value).finish()).toString("hex") === INT64_PROBE.hex;
}

export function encodesIntoExactBuffers(): boolean {
  const bytes = BinaryWriter.create().string("a").finish();
  return bytes.buffer.byteLength === bytes.length;
}

function fixInt64(): void {
  if (encodesInt64Right()) return;
  if (typeof (BinaryWriter.prototype as unknown as WriterInternals)._push !== "function") unfixable("int64 values from 2^31 to 2^32 − 1", "_push");
  BinaryWriter.prototype.int64 = function int64(this: BinaryWriter, value: string | number | bigint): BinaryWriter {
    const { lo, hi } = int64FromString(value.toString());
    const push = (this as unknown as Required<WriterInternals>)._push;
    return push.call(this, writeVarint64, int64Length(lo, hi), { lo: lo >>> 0, hi: hi >>> 0 });
  };
  if (!encodesInt64Right()) unfixable("int64 values from 2^31 to 2^32 − 1", "int64");
}

function fixAllocation(): void {
  if (encodesIntoExactBuffers()) return;
  const statics = BinaryWriter as unknown as WriterStatics;
  if (typeof statics.alloc !== "function") unfixable("messages into shared 8 KiB buffers", "alloc");
  statics.alloc = (size) => new Uint8Array(size);
  if (!encodesIntoExactBuffers()) unfixable("messages into shared 8 KiB buffers", "alloc");
}

function unfixable(defect: string, member: string): never {
  throw new Error(
    `cosmjs-types ${installedVersion()} encodes ${defect}, and its BinaryWriter.${member} is not what abci-app/src/codec/writer-fixes.ts fixes: review that file for this version`,
  );
}

function installedVersion(): string {
  const manifest = path.join(path.dirname(require.resolve("cosmjs-types/binary")), "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

fixInt64();
fixAllocation();
