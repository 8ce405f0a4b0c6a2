import { readUvarint, uvarintLength, writeUvarint } from "./iavl/varint";
import type { Bytes } from "./types";

/**
 * What a version needs besides its commit info, written with it (layout.ts, "v" ‖ version ‖ "m"):
 *
 *   uvarint(oldest) ‖ uvarint(prunedThrough) ‖ uvarint(stores) ‖ (uvarint(len name) ‖ name ‖ uvarint(root version))*
 *
 * - `rootVersions`: the version of each store's root node, which with the root hash of the commit info is the
 *   root's key. 0 for an empty store, whose root names no node.
 * - `oldest`: the oldest version still readable when this version was the latest.
 * - `prunedThrough`: how far pruning has removed what the versions below `oldest` held: their commit infos and
 *   records below it, and every node orphaned at or before it. Pruning moves it forward one version per batch,
 *   rewriting the latest version's record, so a prune cut short by a crash resumes where it stopped.
 */
export interface VersionRecord {
  readonly oldest: number;
  readonly prunedThrough: number;
  readonly rootVersions: ReadonlyMap<string, number>;
}

export function encodeVersionRecord(record: VersionRecord): Buffer {
  const names = [...record.rootVersions.keys()].sort();
  let length = uvarintLength(record.oldest) + uvarintLength(record.prunedThrough) + uvarintLength(names.length);
  for (const name of names) length += uvarintLength(name.length) + name.length + uvarintLength(record.rootVersions.get(name)!);
  const out = Buffer.allocUnsafe(length);
  let at = writeUvarint(out, 0, record.oldest);
  at = writeUvarint(out, at, record.prunedThrough);
  at = writeUvarint(out, at, names.length);
  for (const name of names) {
    at = writeUvarint(out, at, name.length);
    at += out.write(name, at, "latin1");
    at = writeUvarint(out, at, record.rootVersions.get(name)!);
  }
  return out;
}

export function decodeVersionRecord(bytes: Bytes): VersionRecord {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let oldest: number, prunedThrough: number, stores: number;
  let at = 0;
  [oldest, at] = readUvarint(buffer, at);
  [prunedThrough, at] = readUvarint(buffer, at);
  [stores, at] = readUvarint(buffer, at);
  const rootVersions = new Map<string, number>();
  for (let i = 0; i < stores; i++) {
    let length: number;
    [length, at] = readUvarint(buffer, at);
    if (buffer.length - at < length) throw new Error("truncated version record");
    const name = buffer.toString("latin1", at, at + length);
    let version: number;
    [version, at] = readUvarint(buffer, at + length);
    rootVersions.set(name, version);
  }
  if (at !== buffer.length) throw new Error("malformed version record");
  return { oldest, prunedThrough, rootVersions };
}
