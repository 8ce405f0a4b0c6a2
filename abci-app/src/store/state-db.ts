import path from "node:path";
import { ClassicLevel } from "classic-level";
import { processesLocking } from "../../../lib/lock-holders";
import { decodeCommitInfo, type StoreRoots } from "./commit-info";
import { commitInfoKey, versionOfKey, versionRecordKey, versionSpace } from "./layout";
import { decodeVersionRecord, type VersionRecord } from "./version-record";

/** The LevelDB database as the store opens it: binary keys and values. */
export type StateDb = ClassicLevel<Buffer, Buffer>;

/** The latest committed version of a database, its store roots and record (root versions, oldest version kept). */
export interface LatestState {
  readonly version: number;
  readonly roots: StoreRoots;
  readonly record: VersionRecord;
}

/** The state of a database without commits. */
const NOTHING_COMMITTED: VersionRecord = { oldest: 0, prunedThrough: 0, rootVersions: new Map() };

/**
 * LevelDB's settings for the state: what the tree writes is mostly hashes, which Snappy cannot shrink but spends
 * compaction's CPU on, and a larger memtable leaves fewer, larger level-0 files to compact. Together they take about
 * a tenth off idledger's CPU per CreateDID (docs/performance.md, "Seventh pass"). A database written with compression
 * stays readable: LevelDB marks each block with how it was written.
 */
const STATE_DB_TUNING = { compression: false, writeBufferSize: 16 * 1024 * 1024 } as const;

/**
 * Opens the state database in `dir`, creating it when missing. It is opened for use from several threads:
 * the node's API worker reads the same database (store/state-follower.ts) while the app writes it.
 */
export async function openStateDb(dir: string, createIfMissing = true): Promise<StateDb> {
  const options = { keyEncoding: "buffer", valueEncoding: "buffer", multithreading: true, createIfMissing, ...STATE_DB_TUNING } as const;
  const db: StateDb = new ClassicLevel<Buffer, Buffer>(dir, options);
  try {
    await db.open(options);
  } catch (err) {
    throw isLocked(err) ? new StateDbInUseError(dir, err) : err;
  }
  return db;
}

/** Another process (a node on the same home) holds the state database. */
export class StateDbInUseError extends Error {
  constructor(dir: string, cause: unknown) {
    super(inUseMessage(dir), { cause });
    this.name = "StateDbInUseError";
  }
}

/** Whether opening failed because another process holds the database's lock (classic-level's LEVEL_LOCKED). */
function isLocked(err: unknown): boolean {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  return cause?.code === "LEVEL_LOCKED";
}

function inUseMessage(dir: string): string {
  const holders = processesLocking(path.join(dir, "LOCK"));
  const by =
    holders.length === 0
      ? "another process (one idledger node at a time can use a home)"
      : holders.map((h) => `process ${h.pid}${h.command === "" ? "" : ` (${h.command})`}`).join(", ");
  return `the state database ${dir} is in use by ${by}: stop it first, or give this node another --home`;
}

/** The latest committed version, its store roots and the oldest version kept, read from the database. */
export async function readLatest(db: StateDb, storeNames: readonly string[]): Promise<LatestState> {
  const version = await latestVersion(db);
  if (version === 0) return { version: 0, roots: new Map(), record: NOTHING_COMMITTED };
  const info = await db.get(commitInfoKey(version));
  if (info === undefined) throw new Error(`the state database is damaged: no commit info for its latest version ${version}`);
  const { roots } = decodeCommitInfo(info);
  const unmounted = [...roots.keys()].filter((name) => !storeNames.includes(name));
  if (unmounted.length > 0) throw new Error(`the committed state has stores that are not mounted: ${unmounted.join(", ")}`);
  return { version, roots, record: await readVersionRecord(db, version) };
}

/** The record of a kept version: its roots' versions, and the oldest version kept when it was the latest. */
export async function readVersionRecord(db: Pick<StateDb, "get">, version: number): Promise<VersionRecord> {
  const bytes = await db.get(versionRecordKey(version));
  if (bytes === undefined) throw new Error(`the state database is damaged: no record of its version ${version}`);
  return decodeVersionRecord(bytes);
}

/** The latest committed version (every commit writes keys of its version, and they sort last); 0 for an empty database. */
export async function latestVersion(db: Pick<StateDb, "keys">): Promise<number> {
  for await (const key of db.keys({ ...versionSpace(), reverse: true, limit: 1 })) return versionOfKey(key);
  return 0;
}

/** The oldest version whose commit info is kept; undefined for an empty database. */
export async function oldestVersion(db: StateDb): Promise<number | undefined> {
  const latest = await latestVersion(db);
  return latest === 0 ? undefined : (await readVersionRecord(db, latest)).oldest;
}
