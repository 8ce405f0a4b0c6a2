import { commitInfoKey, nodeKeyOfOrphan, orphansOf, versionRecordKey } from "./layout";
import { latestVersion, readVersionRecord, type StateDb } from "./state-db";
import type { PruningOptions } from "./types";
import { encodeVersionRecord, type VersionRecord } from "./version-record";

/** What pruning needs of the database: reads, key iteration and batches. */
export type PruneDb = Pick<StateDb, "get" | "keys" | "batch">;

/** Keep every version: the default, and what relayers and historical queries need. */
export const KEEP_ALL_VERSIONS: PruningOptions = { keep: "all" };

/** Throws for options that make no sense (negative counts, a zero interval). */
export function assertPruningOptions(options: PruningOptions): void {
  if (options.keep === "all") return;
  if (!Number.isSafeInteger(options.keepRecent) || options.keepRecent < 0)
    throw new Error(`pruning keepRecent must be a non-negative integer, got ${options.keepRecent}`);
  if (!Number.isSafeInteger(options.interval) || options.interval < 1) throw new Error(`pruning interval must be a positive integer, got ${options.interval}`);
}

/**
 * The oldest version to keep after committing `latest`, when this commit is one that prunes (every
 * `interval`-th version); undefined otherwise.
 */
export function pruneTarget(options: PruningOptions, latest: number): number | undefined {
  if (options.keep === "all" || latest % options.interval !== 0) return undefined;
  return latest - options.keepRecent;
}

/**
 * Deletes every version below `oldestKept`: first, in the same batch as the rest, the latest version's record
 * says so (no reader opens those versions again, even after a crash); then, version by version from where the
 * last prune stopped, each one's commit info and record, and every node orphaned at or before `oldestKept` —
 * such a node left the tree no later than that version, so no kept version contains it — with its orphan record.
 *
 * Crash-safe and idempotent: each batch records how far it got in the latest version's record
 * (`prunedThrough`), and an interrupted run is completed by the next, which starts from there.
 */
export async function pruneBelow(db: PruneDb, oldestKept: number, deletesPerBatch = 10_000): Promise<{ versions: number; nodes: number }> {
  const latest = await latestVersion(db);
  if (latest === 0) return { versions: 0, nodes: 0 };
  const target = Math.min(oldestKept, latest);
  const start = await readVersionRecord(db, latest);
  let record: VersionRecord = { ...start, oldest: Math.max(start.oldest, target) };
  let written = start;
  let nodes = 0;
  let batch = db.batch();
  const write = async (): Promise<void> => {
    batch.put(versionRecordKey(latest), encodeVersionRecord(record));
    await batch.write();
    written = record;
    batch = db.batch();
  };
  for (let version = start.prunedThrough + 1; version <= target; version++) {
    batch.del(commitInfoKey(version - 1));
    batch.del(versionRecordKey(version - 1));
    for await (const orphan of db.keys(orphansOf(version))) {
      batch.del(orphan);
      batch.del(nodeKeyOfOrphan(orphan));
      nodes++;
      if (batch.length >= deletesPerBatch) await write();
    }
    record = { ...record, prunedThrough: version };
    if (batch.length >= deletesPerBatch) await write();
  }
  if (batch.length > 0 || record !== written) await write();
  else await batch.close();
  return { versions: Math.max(0, target - start.prunedThrough), nodes };
}
