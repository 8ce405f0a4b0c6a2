import type { Bytes } from "./types";

/**
 * The LevelDB key layout of the committed state. One database holds every store, so a commit is one
 * atomic batch. Versions are 8-byte big-endian so that key order is version order.
 *
 *   "L"                                       → latest committed version (8-byte big-endian)
 *   "C" ‖ version                             → commit info of that version: every store's root hash
 *                                               (cosmos.store.v1beta1.CommitInfo protobuf)
 *   "s/" ‖ store ‖ "/n" ‖ hash                → node record (iavl/node-record.ts), content-addressed
 *   "s/" ‖ store ‖ "/o" ‖ orphanedAt ‖ hash   → empty; the node left the tree in version `orphanedAt`,
 *                                               so it belongs only to versions before it (pruning index)
 *
 * Store names are printable ASCII without "/" (checked by `assertStoreName`), so no store's prefix is a
 * prefix of another's, and JavaScript string order equals byte order for sorting them.
 */

const LATEST_KEY = Buffer.from("L");
const COMMIT_TAG = 0x43; // "C"
const NODE_TAG = 0x6e; // "n"
const ORPHAN_TAG = 0x6f; // "o"
const HASH_LENGTH = 32;

/** The key of the latest committed version. */
export function latestVersionKey(): Buffer {
  return LATEST_KEY;
}

/** The key of one version's commit info. */
export function commitInfoKey(version: number): Buffer {
  const key = Buffer.allocUnsafe(9);
  key[0] = COMMIT_TAG;
  writeVersion(key, 1, version);
  return key;
}

/** The range of every commit-info key, for finding the oldest and newest kept versions. */
export function commitInfoRange(): { gte: Buffer; lt: Buffer } {
  return { gte: Buffer.from([COMMIT_TAG]), lt: Buffer.from([COMMIT_TAG + 1]) };
}

/** The version encoded in a commit-info key. */
export function versionOfCommitInfoKey(key: Bytes): number {
  return readVersion(key, 1);
}

/** The prefix of every key of one store: "s/" ‖ name ‖ "/". */
export function storePrefix(storeName: string): Buffer {
  assertStoreName(storeName);
  return Buffer.from(`s/${storeName}/`, "latin1");
}

/** The key of a node record in the store with this prefix. */
export function nodeKey(prefix: Bytes, hash: Bytes): Buffer {
  const key = Buffer.allocUnsafe(prefix.length + 1 + HASH_LENGTH);
  key.set(prefix, 0);
  key[prefix.length] = NODE_TAG;
  key.set(hash, prefix.length + 1);
  return key;
}

/** The orphan-index key of a node that left the store's tree in version `orphanedAt`. */
export function orphanKey(prefix: Bytes, orphanedAt: number, hash: Bytes): Buffer {
  const key = Buffer.allocUnsafe(prefix.length + 9 + HASH_LENGTH);
  key.set(prefix, 0);
  key[prefix.length] = ORPHAN_TAG;
  writeVersion(key, prefix.length + 1, orphanedAt);
  key.set(hash, prefix.length + 9);
  return key;
}

/** The range of the orphan keys of one store with orphanedAt <= `version`. */
export function orphansUpTo(prefix: Bytes, version: number): { gte: Buffer; lt: Buffer } {
  const start = Buffer.alloc(prefix.length + 9);
  start.set(prefix, 0);
  start[prefix.length] = ORPHAN_TAG;
  const end = Buffer.from(start);
  writeVersion(end, prefix.length + 1, version + 1);
  return { gte: start, lt: end };
}

/** The node hash at the end of an orphan key. */
export function hashOfOrphanKey(key: Bytes): Bytes {
  return key.subarray(key.length - HASH_LENGTH);
}

/** A version as its 8-byte big-endian record. */
export function encodeVersion(version: number): Buffer {
  const out = Buffer.allocUnsafe(8);
  writeVersion(out, 0, version);
  return out;
}

/** Reads an 8-byte big-endian version record. */
export function decodeVersion(bytes: Bytes): number {
  if (bytes.length !== 8) throw new Error(`a version record has 8 bytes, got ${bytes.length}`);
  return readVersion(bytes, 0);
}

/** Throws unless the name can be used as a store prefix (see the layout above). */
export function assertStoreName(name: string): void {
  if (!/^[!-.0-~]+$/.test(name)) {
    throw new Error(`invalid store name ${JSON.stringify(name)}: use printable ASCII without "/" or spaces`);
  }
}

function writeVersion(buf: Uint8Array, offset: number, version: number): void {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  view.setUint32(offset, Math.floor(version / 2 ** 32));
  view.setUint32(offset + 4, version >>> 0);
}

function readVersion(buf: Uint8Array, offset: number): number {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  return view.getUint32(offset) * 2 ** 32 + view.getUint32(offset + 4);
}
