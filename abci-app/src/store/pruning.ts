import type { ClassicLevel } from "classic-level";
import { commitInfoKey, commitInfoRange, hashOfOrphanKey, nodeKey, orphansUpTo } from "./layout";
import type { Bytes, PruningOptions } from "./types";

/** The LevelDB database as the store opens it: binary keys and values. */
export type StateDb = ClassicLevel<Buffer, Buffer>;

/** What pruning needs of the database: key iteration and batches. */
export type PruneDb = Pick<StateDb, "keys" | "batch">;

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
 * Deletes every version below `oldestKept`: first their commit-info records (so no reader can open them
 * again, even after a crash), then every node orphaned at or before `oldestKept` — such a node left the
 * tree no later than that version, so no kept version contains it — with its orphan record.
 *
 * Crash-safe and idempotent: each batch deletes nodes together with their orphan records, and a run
 * interrupted half-way is completed by the next, which scans from the start of the orphan index again.
 */
export async function pruneBelow(
  db: PruneDb,
  storePrefixes: readonly Bytes[],
  oldestKept: number,
  deletesPerBatch = 10_000,
): Promise<{ versions: number; nodes: number }> {
  const versions = await deleteRange(db, { ...commitInfoRange(), lt: commitInfoKey(oldestKept) }, deletesPerBatch, (key) => [key]);
  let nodes = 0;
  for (const prefix of storePrefixes) {
    nodes += await deleteRange(db, orphansUpTo(prefix, oldestKept), deletesPerBatch, (key) => [key, nodeKey(prefix, hashOfOrphanKey(key))]);
  }
  return { versions, nodes };
}

/** Deletes, for every key in the range, the keys `toDelete` names; returns how many range keys there were. */
async function deleteRange(db: PruneDb, range: { gte: Buffer; lt: Buffer }, deletesPerBatch: number, toDelete: (key: Buffer) => Buffer[]): Promise<number> {
  let count = 0;
  let batch = db.batch();
  for await (const key of db.keys({ gte: range.gte, lt: range.lt })) {
    for (const k of toDelete(key)) batch.del(k);
    count++;
    if (batch.length >= deletesPerBatch) {
      await batch.write();
      batch = db.batch();
    }
  }
  if (batch.length > 0) await batch.write();
  else await batch.close();
  return count;
}
