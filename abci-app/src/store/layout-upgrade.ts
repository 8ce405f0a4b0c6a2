import { silentLogger, type Logger } from "../../../lib/logger";
import { equalBytes, keyString } from "./bytes";
import { decodeCommitInfo } from "./commit-info";
import { EMPTY_TREE_HASH } from "./iavl/node-hash";
import { decodeNodeRecordHeader, encodeNodeRecord } from "./iavl/node-record";
import { Node } from "./iavl/node";
import { commitInfoKey, nodeKey, orphanKey, readVersion, storeSegment, versionRecordKey } from "./layout";
import type { StateDb } from "./state-db";
import type { Bytes } from "./types";
import { encodeVersionRecord } from "./version-record";

/**
 * Rewrites a state database of format 1 into the version-first layout of layout.ts. Format 1 keyed nodes by
 * hash, which spread each block's writes over the whole key space:
 *
 *   "L"                                       → latest committed version (8-byte big-endian)
 *   "C" ‖ version                             → commit info
 *   "s/" ‖ store ‖ "/n" ‖ hash                → node record; an inner node's ends with both child hashes only
 *   "s/" ‖ store ‖ "/o" ‖ orphanedAt ‖ hash   → empty: the orphan index
 *
 * The new keys and records need each node's version and its children's, which format 1 keeps in the records: the
 * upgrade reads them there. It writes every new key first (a crash meanwhile leaves format 1 whole, and the next
 * start upgrades again), then deletes "L", which makes the database format 2, then the rest of format 1's keys
 * (a crash meanwhile leaves keys outside the version space that the next start deletes). The hashes, so the app
 * hash, do not change.
 */
export async function upgradeLayout(db: StateDb, logger: Logger = silentLogger, putsPerBatch = 10_000): Promise<void> {
  if ((await db.get(LATEST_KEY)) === undefined) {
    await deleteFormat1(db, putsPerBatch);
    return;
  }
  logger.info("upgrading the state database to keys that start with their version; this runs once", { module: "store" });
  const nodes = await rewriteNodes(db, putsPerBatch);
  const versions = await rewriteVersions(db, nodes.lowestOrphanedAt, putsPerBatch);
  await db.batch().del(LATEST_KEY).write({ sync: true });
  await deleteFormat1(db, putsPerBatch);
  logger.info("upgraded the state database", { module: "store", versions, nodes: nodes.count });
}

const LATEST_KEY = Buffer.from("L");
const COMMIT_RANGE = { gte: Buffer.from("C"), lt: Buffer.from("D") };
const STORE_RANGE = { gte: Buffer.from("s/"), lt: Buffer.from("s0") };
const HASH_LENGTH = 32;
const EMPTY = Buffer.alloc(0);

/** A format-1 node record: version, then for an inner node its children's hashes, which name their records. */
interface Format1Node {
  readonly node: Node;
  readonly leftHash: Bytes | undefined;
  readonly rightHash: Bytes | undefined;
}

function decodeFormat1Node(hash: Bytes, record: Bytes): Format1Node {
  const { height, size, version, key, end: at } = decodeNodeRecordHeader(record);
  if (height === 0) return { node: Node.persisted(keyString(hash), version, 0, size, key, record.subarray(at)), leftHash: undefined, rightHash: undefined };
  if (record.length - at !== 2 * HASH_LENGTH) throw new Error("malformed format-1 inner node record");
  const leftHash = record.subarray(at, at + HASH_LENGTH);
  const rightHash = record.subarray(at + HASH_LENGTH);
  return { node: Node.persisted(keyString(hash), version, height, size, key, undefined, keyString(leftHash), keyString(rightHash)), leftHash, rightHash };
}

/** Format 1's key of a node: "s/" ‖ store ‖ "/n" ‖ hash, the store segment being store ‖ "/". */
function format1NodeKey(segment: Bytes, hash: Bytes): Buffer {
  return Buffer.concat([Buffer.from("s/"), segment, Buffer.from("n"), hash]);
}

/** The version of a format-1 node, or undefined when it is gone (pruned between two batches of a prune cut short). */
function format1Version(db: StateDb, segment: Bytes, hash: Bytes): number | undefined {
  const record = db.getSync(format1NodeKey(segment, hash));
  return record === undefined ? undefined : decodeNodeRecordHeader(record).version;
}

type Batch = ReturnType<StateDb["batch"]>;

/** Writes `batch` once it holds `limit` operations, and gives the batch to go on with. */
async function writeWhenFull(db: StateDb, batch: Batch, limit: number): Promise<Batch> {
  if (batch.length < limit) return batch;
  await batch.write();
  return db.batch();
}

/** Writes every node and orphan record under its format-2 key; returns how many nodes, and the lowest orphanedAt. */
async function rewriteNodes(db: StateDb, putsPerBatch: number): Promise<{ count: number; lowestOrphanedAt: number | undefined }> {
  let count = 0;
  let lowestOrphanedAt: number | undefined;
  let batch = db.batch();
  for await (const [key, value] of db.iterator(STORE_RANGE)) {
    const slash = key.indexOf(0x2f, 2);
    const segment = key.subarray(2, slash + 1);
    const tag = key[slash + 1];
    if (tag === 0x6e) {
      const hash = key.subarray(slash + 2);
      const { node, leftHash, rightHash } = decodeFormat1Node(hash, value);
      if (leftHash !== undefined && rightHash !== undefined) {
        // A child is gone only under a node that a prune cut short was about to delete: no kept version reads it.
        node.leftVersion = format1Version(db, segment, leftHash) ?? 0;
        node.rightVersion = format1Version(db, segment, rightHash) ?? 0;
      }
      batch.put(nodeKey(segment, node.version, hash), encodeNodeRecord(node));
      count++;
    } else if (tag === 0x6f) {
      const orphanedAt = readVersion(key, slash + 2);
      const hash = key.subarray(slash + 10);
      const version = format1Version(db, segment, hash);
      if (version !== undefined) batch.put(orphanKey(segment, orphanedAt, version, hash), EMPTY);
      lowestOrphanedAt = Math.min(lowestOrphanedAt ?? orphanedAt, orphanedAt);
    }
    batch = await writeWhenFull(db, batch, putsPerBatch);
  }
  await batch.write();
  return { count, lowestOrphanedAt };
}

/**
 * Writes every kept version's commit info under its new key, with the version's record: its roots' versions (read
 * from the root records) and the pruning state format 1 implied — versions from the oldest commit info on are kept,
 * and every orphan below the lowest one left was deleted.
 */
async function rewriteVersions(db: StateDb, lowestOrphanedAt: number | undefined, putsPerBatch: number): Promise<number> {
  let oldest: number | undefined;
  let count = 0;
  let batch = db.batch();
  for await (const [key, info] of db.iterator(COMMIT_RANGE)) {
    const version = readVersion(key, 1);
    oldest ??= version;
    const prunedThrough = Math.min(oldest, (lowestOrphanedAt ?? oldest + 1) - 1);
    const rootVersions = new Map<string, number>();
    for (const [name, root] of decodeCommitInfo(info).roots) {
      if (equalBytes(root, EMPTY_TREE_HASH)) {
        rootVersions.set(name, 0);
        continue;
      }
      const rootVersion = format1Version(db, storeSegment(name), root);
      if (rootVersion === undefined) throw new Error(`the state database is damaged: version ${version} names a root of store ${name} that is not stored`);
      rootVersions.set(name, rootVersion);
    }
    batch.put(commitInfoKey(version), info);
    batch.put(versionRecordKey(version), encodeVersionRecord({ oldest, prunedThrough, rootVersions }));
    count++;
    batch = await writeWhenFull(db, batch, putsPerBatch);
  }
  await batch.write();
  return count;
}

/** Deletes what is left of format 1 (nothing, once a database has been upgraded). */
async function deleteFormat1(db: StateDb, deletesPerBatch: number): Promise<void> {
  for (const range of [COMMIT_RANGE, STORE_RANGE]) {
    let batch = db.batch();
    for await (const key of db.keys(range)) {
      batch.del(key);
      batch = await writeWhenFull(db, batch, deletesPerBatch);
    }
    await batch.write();
  }
}
