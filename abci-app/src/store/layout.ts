import type { Bytes } from "./types";

/**
 * The LevelDB key layout of the committed state. One database holds every store, so a commit is one
 * atomic batch. Every key starts with the version that wrote it (8 bytes, big-endian, so key order is
 * version order):
 *
 *   "v" ‖ version ‖ "c"                                  → commit info of that version: every store's root
 *                                                           hash (cosmos.store.v1beta1.CommitInfo protobuf)
 *   "v" ‖ version ‖ "m"                                  → the version's record (version-record.ts): each
 *                                                           store's root version, and how far pruning got
 *   "v" ‖ version ‖ "n" ‖ store ‖ "/" ‖ hash             → node record (iavl/node-record.ts) created in that version
 *   "v" ‖ orphanedAt ‖ "o" ‖ store ‖ "/" ‖ version ‖ hash → empty; the node of that version left the tree in
 *                                                           `orphanedAt`, so it belongs only to versions before
 *                                                           it (the pruning index)
 *
 * Why version first: a block's writes then land after everything already stored, in one narrow key range,
 * so LevelDB moves each flushed file down its levels without merging it into older files. Keyed by hash,
 * as in format 1 (layout-upgrade.ts), the new nodes were spread over the whole key space and compaction
 * rewrote each committed byte about twelve times (docs/performance.md, "Fourteenth pass"). A node is found
 * by its version and hash, both of which its parent's record holds.
 *
 * Store names are printable ASCII without "/" (checked by `assertStoreName`), so the "/" ends the name.
 */

const VERSION_SPACE = 0x76; // "v"
const COMMIT_TAG = 0x63; // "c"
const RECORD_TAG = 0x6d; // "m"
const NODE_TAG = 0x6e; // "n"
const ORPHAN_TAG = 0x6f; // "o"
const HASH_LENGTH = 32;
const VERSION_LENGTH = 8;
/** "v" ‖ version ‖ tag: where a version's keys name what they are. */
const TAG_AT = 1 + VERSION_LENGTH;

/** The key of one version's commit info. */
export function commitInfoKey(version: number): Buffer {
  return versionKey(version, COMMIT_TAG);
}

/** The key of one version's record (version-record.ts). */
export function versionRecordKey(version: number): Buffer {
  return versionKey(version, RECORD_TAG);
}

/** The range of every key of every version: its last key is the latest version's. */
export function versionSpace(): { gte: Buffer; lt: Buffer } {
  return { gte: Buffer.from([VERSION_SPACE]), lt: Buffer.from([VERSION_SPACE + 1]) };
}

/** The range of every key one version wrote: its commit info, its record, the nodes it created, its orphans. */
export function keysOfVersion(version: number): { gte: Buffer; lt: Buffer } {
  return { gte: versionPrefix(version), lt: versionPrefix(version + 1) };
}

/** The range of the orphan keys written in `orphanedAt`, in every store. */
export function orphansOf(orphanedAt: number): { gte: Buffer; lt: Buffer } {
  return { gte: versionKey(orphanedAt, ORPHAN_TAG), lt: versionKey(orphanedAt, ORPHAN_TAG + 1) };
}

/** The version a key of the version space belongs to. */
export function versionOfKey(key: Bytes): number {
  return readVersion(key, 1);
}

/** The segment that names a store inside node and orphan keys: name ‖ "/". */
export function storeSegment(storeName: string): Buffer {
  assertStoreName(storeName);
  return Buffer.from(`${storeName}/`, "latin1");
}

/** The key of the node record with this hash, created in `version`, in the store of this segment. */
export function nodeKey(store: Bytes, version: number, hash: Bytes): Buffer {
  const key = Buffer.allocUnsafe(TAG_AT + 1 + store.length + HASH_LENGTH);
  writeVersionPrefix(key, version);
  key[TAG_AT] = NODE_TAG;
  key.set(store, TAG_AT + 1);
  key.set(hash, TAG_AT + 1 + store.length);
  return key;
}

/** The orphan-index key of a node of `version` that left the store's tree in `orphanedAt`. */
export function orphanKey(store: Bytes, orphanedAt: number, version: number, hash: Bytes): Buffer {
  const key = Buffer.allocUnsafe(TAG_AT + 1 + store.length + VERSION_LENGTH + HASH_LENGTH);
  writeVersionPrefix(key, orphanedAt);
  key[TAG_AT] = ORPHAN_TAG;
  key.set(store, TAG_AT + 1);
  writeVersion(key, TAG_AT + 1 + store.length, version);
  key.set(hash, TAG_AT + 1 + store.length + VERSION_LENGTH);
  return key;
}

/** The key of the node an orphan key names. */
export function nodeKeyOfOrphan(orphan: Bytes): Buffer {
  const hashAt = orphan.length - HASH_LENGTH;
  const store = orphan.subarray(TAG_AT + 1, hashAt - VERSION_LENGTH);
  return nodeKey(store, readVersion(orphan, hashAt - VERSION_LENGTH), orphan.subarray(hashAt));
}

/** Throws unless the name can be used in keys (see the layout above). */
export function assertStoreName(name: string): void {
  if (!/^[!-.0-~]+$/.test(name)) {
    throw new Error(`invalid store name ${JSON.stringify(name)}: use printable ASCII without "/" or spaces`);
  }
}

function versionKey(version: number, tag: number): Buffer {
  const key = Buffer.allocUnsafe(TAG_AT + 1);
  writeVersionPrefix(key, version);
  key[TAG_AT] = tag;
  return key;
}

function versionPrefix(version: number): Buffer {
  const key = Buffer.allocUnsafe(TAG_AT);
  writeVersionPrefix(key, version);
  return key;
}

function writeVersionPrefix(key: Buffer, version: number): void {
  key[0] = VERSION_SPACE;
  writeVersion(key, 1, version);
}

/** Writes `version` as 8 bytes, big-endian. */
export function writeVersion(buf: Uint8Array, offset: number, version: number): void {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  view.setUint32(offset, Math.floor(version / 2 ** 32));
  view.setUint32(offset + 4, version >>> 0);
}

/** Reads 8 bytes, big-endian, as a version. */
export function readVersion(buf: Uint8Array, offset: number): number {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  return view.getUint32(offset) * 2 ** 32 + view.getUint32(offset + 4);
}
