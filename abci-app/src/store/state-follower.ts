import { CommittedVersions } from "./committed-versions";
import { NodeSource, NodeStore } from "./iavl/node-db";
import { storePrefix } from "./layout";
import type { StateDb } from "./pruning";
import { openStateDb, readLatest } from "./state-db";
import type { Bytes, CommitInfo, CommittedState, MultiStore, ProvenValue } from "./types";

export interface StateFollowerOptions {
  /** Nodes kept in this reader's own node cache. */
  readonly nodeCacheSize?: number;
}

/**
 * A read-only view of a state database that another thread of this process writes (the app, through
 * RootMultiStore): the node's API worker answers queries from it. It reads the latest version at open and
 * moves forward when told of each commit (`advance`), so it never sees a version before its batch is written.
 *
 * Hazard: a version pruned by the writer while a query reads it makes the next node load fail with
 * MissingNodeError; queries answer that as a pruned height.
 */
export class StateFollower implements CommittedState {
  private constructor(
    private readonly db: StateDb,
    private readonly committed: CommittedVersions,
  ) {}

  static async open(dir: string, storeNames: readonly string[], options: StateFollowerOptions = {}): Promise<StateFollower> {
    const db = await openStateDb(dir, false);
    try {
      const nodeStore = new NodeStore(db, options.nodeCacheSize);
      const sources = new Map(storeNames.map((name) => [name, new NodeSource(nodeStore, storePrefix(name))]));
      return new StateFollower(db, new CommittedVersions(db, [...storeNames], sources, await readLatest(db, storeNames)));
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  get storeNames(): readonly string[] {
    return this.committed.storeNames;
  }

  lastCommit(): CommitInfo {
    return this.committed.lastCommit();
  }

  view(version?: number): MultiStore {
    return this.committed.view(version);
  }

  prove(storeName: string, key: Bytes, version: number): ProvenValue {
    return this.committed.prove(storeName, key, version);
  }

  /** The writer committed `version` and keeps versions from `oldest` on. */
  advance(version: number, oldest: number): void {
    this.committed.advanceTo(version);
    this.committed.forgetBelow(oldest);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
