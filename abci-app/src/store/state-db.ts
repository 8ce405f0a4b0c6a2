import { ClassicLevel } from "classic-level";
import { decodeCommitInfo, type StoreRoots } from "./commit-info";
import { commitInfoKey, commitInfoRange, decodeVersion, latestVersionKey, versionOfCommitInfoKey } from "./layout";
import type { StateDb } from "./pruning";

/** The latest committed version of a database, its store roots, and the oldest version still kept. */
export interface LatestState {
  readonly version: number;
  readonly roots: StoreRoots;
  readonly oldest: number;
}

/**
 * Opens the state database in `dir`, creating it when missing. It is opened for use from several threads:
 * the node's API worker reads the same database (store/state-follower.ts) while the app writes it.
 */
export async function openStateDb(dir: string, createIfMissing = true): Promise<StateDb> {
  const options = { keyEncoding: "buffer", valueEncoding: "buffer", multithreading: true, createIfMissing } as const;
  const db: StateDb = new ClassicLevel<Buffer, Buffer>(dir, options);
  await db.open(options);
  return db;
}

/** The latest committed version, its store roots and the oldest version kept, read from the database. */
export async function readLatest(db: StateDb, storeNames: readonly string[]): Promise<LatestState> {
  const latestBytes = await db.get(latestVersionKey());
  if (latestBytes === undefined) return { version: 0, roots: new Map(), oldest: 0 };
  const version = decodeVersion(latestBytes);
  const record = await db.get(commitInfoKey(version));
  if (record === undefined) throw new Error(`the state database is damaged: no commit info for its latest version ${version}`);
  const info = decodeCommitInfo(record);
  const unmounted = [...info.roots.keys()].filter((name) => !storeNames.includes(name));
  if (unmounted.length > 0) throw new Error(`the committed state has stores that are not mounted: ${unmounted.join(", ")}`);
  let oldest = version;
  for await (const key of db.keys({ ...commitInfoRange(), limit: 1 })) oldest = versionOfCommitInfoKey(key);
  return { version, roots: info.roots, oldest };
}
