import { appHashOf, decodeCommitInfo } from "./commit-info";
import { commitInfoKey, keysOfVersion, versionRecordKey } from "./layout";
import { latestVersion, oldestVersion, readVersionRecord, type StateDb } from "./state-db";
import type { Bytes } from "./types";
import { encodeVersionRecord } from "./version-record";

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

/**
 * Removes the latest version `version`, making `version - 1` the latest. Every key the version wrote starts with
 * it (layout.ts): its commit info and record, the nodes it created, and the orphan records of the nodes it took
 * out of the tree, which are the latest version's again. The record of `version - 1` keeps how far pruning got.
 */
async function dropVersion(db: StateDb, version: number): Promise<void> {
  const dropped = await readVersionRecord(db, version);
  const previous = await readVersionRecord(db, version - 1);
  const batch = db.batch();
  for await (const key of db.keys(keysOfVersion(version))) batch.del(key);
  batch.put(
    versionRecordKey(version - 1),
    encodeVersionRecord({
      ...previous,
      oldest: Math.max(previous.oldest, dropped.oldest),
      prunedThrough: Math.max(previous.prunedThrough, dropped.prunedThrough),
    }),
  );
  await batch.write({ sync: true });
}
