import { keyBytes, keyString } from "./bytes";
import { appHashOf, decodeCommitInfo } from "./commit-info";
import { decodeNodeRecord } from "./iavl/node-record";
import { commitInfoKey, encodeVersion, latestVersionKey, nodeKey, orphansUpTo, storePrefix } from "./layout";
import type { StateDb } from "./pruning";
import { latestVersion, oldestVersion } from "./state-db";
import type { Bytes } from "./types";

/** What a rollback did: the latest version before and after, and the app hash the state has now. */
export interface RollbackResult {
  readonly from: number;
  readonly to: number;
  readonly appHash: Bytes;
}

/**
 * Makes `target` the latest committed version again, as the SDK's `RollbackToVersion`: each later version's commit
 * info goes, the nodes it created go, and the nodes it orphaned lose their orphan records (they are the latest
 * version's again, so pruning must not take them). One atomic batch per version, newest first, so a crash leaves a
 * consistent state at some version between. Refused when `target` is not kept (pruned) or not below the latest.
 */
export async function rollbackTo(db: StateDb, target: number): Promise<RollbackResult> {
  const { latest, targetInfo } = await checkRollback(db, target);
  for (let version = latest; version > target; version--) await dropVersion(db, version);
  return { from: latest, to: target, appHash: appHashOf(decodeCommitInfo(targetInfo).roots) };
}

/** The latest version, and what `rollbackTo(target)` needs; throws why the rollback cannot be done, changing nothing. */
export async function checkRollback(db: StateDb, target: number): Promise<{ latest: number; targetInfo: Bytes }> {
  const latest = await latestVersion(db);
  if (!Number.isSafeInteger(target) || target < 1) throw new Error(`cannot roll back to version ${target}: versions start at 1`);
  if (target > latest) throw new Error(`cannot roll back to version ${target}: the latest committed version is ${latest}`);
  const targetInfo = await db.get(commitInfoKey(target));
  if (targetInfo === undefined)
    throw new Error(`cannot roll back to version ${target}: it is not kept (pruned); the oldest kept version is ${await oldestVersion(db)}`);
  return { latest, targetInfo };
}

/** Removes the latest version `version`, making `version - 1` the latest; the stores are those the version has. */
async function dropVersion(db: StateDb, version: number): Promise<void> {
  const record = await db.get(commitInfoKey(version));
  if (record === undefined) throw new Error(`the state database is damaged: no commit info for version ${version}`);
  const { roots } = decodeCommitInfo(record);
  const batch = db.batch();
  for (const [name, root] of roots) {
    const prefix = storePrefix(name);
    for (const key of nodesCreatedIn(db, prefix, root, version)) batch.del(key);
    for await (const key of db.keys(orphanedIn(prefix, version))) batch.del(key);
  }
  batch.del(commitInfoKey(version));
  batch.put(latestVersionKey(), encodeVersion(version - 1));
  await batch.write({ sync: true });
}

/**
 * The keys of the nodes of the tree at `root` that `version` created. A node's hash covers its version, so a node
 * of an earlier version, and everything below it, belongs to earlier versions too: the walk stops there.
 */
function nodesCreatedIn(db: StateDb, prefix: Bytes, root: Bytes, version: number): Buffer[] {
  const keys: Buffer[] = [];
  const pending = [keyString(root)];
  while (pending.length > 0) {
    const hash = pending.pop()!;
    const key = nodeKey(prefix, keyBytes(hash));
    const record = db.getSync(key);
    if (record === undefined) continue; // an empty store's root names no node
    const node = decodeNodeRecord(hash, record);
    if (node.version !== version) continue;
    keys.push(key);
    if (node.leftHash !== undefined) pending.push(node.leftHash);
    if (node.rightHash !== undefined) pending.push(node.rightHash);
  }
  return keys;
}

/** The orphan records of nodes that left the tree in exactly `version`. */
function orphanedIn(prefix: Bytes, version: number): { gte: Buffer; lt: Buffer } {
  return { gte: orphansUpTo(prefix, version - 1).lt, lt: orphansUpTo(prefix, version).lt };
}
