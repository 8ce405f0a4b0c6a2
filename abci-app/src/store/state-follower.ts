import { CommittedVersions } from "./committed-versions";
import { NodeSource, NodeStore } from "./iavl/node-db";
import { storeSegment } from "./layout";
import { openStateDb, readLatest, type LatestState, type StateDb } from "./state-db";

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
export class StateFollower extends CommittedVersions {
  private constructor(
    private readonly database: StateDb,
    storeNames: readonly string[],
    sources: ReadonlyMap<string, NodeSource>,
    latest: LatestState,
  ) {
    super(database, storeNames, sources, latest);
  }

  static async open(dir: string, storeNames: readonly string[], options: StateFollowerOptions = {}): Promise<StateFollower> {
    const db = await openStateDb(dir, false);
    try {
      const nodeStore = new NodeStore(db, options.nodeCacheSize);
      const sources = new Map(storeNames.map((name) => [name, new NodeSource(nodeStore, storeSegment(name))]));
      return new StateFollower(db, [...storeNames], sources, await readLatest(db, storeNames));
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  /** The writer committed `version` and keeps versions from `oldest` on. */
  advance(version: number, oldest: number): void {
    this.advanceTo(version);
    this.forgetBelow(oldest);
  }

  close(): Promise<void> {
    return this.database.close();
  }
}
