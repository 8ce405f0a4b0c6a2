import { silentLogger, type Logger } from "../../../lib/logger";
import { assertValidKey, compareBytes, keyBytes } from "./bytes";
import { appHashOf, encodeCommitInfo, type StoreRoots } from "./commit-info";
import { CommittedVersions } from "./committed-versions";
import { buildTree, type BuiltTree } from "./iavl/builder";
import { NodeSource, NodeStore } from "./iavl/node-db";
import { encodeNodeRecord } from "./iavl/node-record";
import { ReadMemo } from "./iavl/read-memo";
import { ImmutableTree } from "./iavl/tree";
import { MAX_VERSION } from "./iavl/varint";
import { commitInfoKey, nodeKey, orphanKey, storeSegment, versionRecordKey } from "./layout";
import { upgradeLayout } from "./layout-upgrade";
import { assertPruningOptions, KEEP_ALL_VERSIONS, pruneBelow, pruneTarget } from "./pruning";
import { openStateDb, readLatest, readVersionRecord, type StateDb } from "./state-db";
import { encodeVersionRecord, type VersionRecord } from "./version-record";
import type { Bytes, CommitInfo, CommitMultiStore, KVChange, MultiStore, ProvenValue, PruningOptions, StoreChanges } from "./types";

/** How `RootMultiStore.open` is tuned; every field has a default. */
export interface RootMultiStoreOptions {
  /** Default: keep every version. */
  readonly pruning?: PruningOptions;
  /** Nodes kept in the shared node cache (the memory bound, see docs/store.md). Default 1,000,000. */
  readonly nodeCacheSize?: number;
  readonly logger?: Logger;
}

/** A version built in memory by `build`, waiting for `commit`. */
interface PendingBuild {
  readonly version: number;
  /** The stores that had changes; the others keep their root. */
  readonly built: ReadonlyMap<string, BuiltTree>;
  /** The changes each built store was built from. */
  readonly changes: StoreChanges;
  readonly roots: StoreRoots;
  /** The version of each store's root node (0 for an empty store). */
  readonly rootVersions: ReadonlyMap<string, number>;
  readonly appHash: Bytes;
}

const EMPTY = Buffer.alloc(0);

/** What the store tells its subscribers after each commit: the new latest version and the oldest one kept. */
export interface CommittedVersionsUpdate {
  readonly version: number;
  readonly oldest: number;
}

/**
 * The committed state: one versioned IAVL tree per store in one LevelDB database (layout in layout.ts),
 * the app hash being the simple Merkle root over the sorted (store name, tree root) pairs.
 *
 * Call order, as the app drives it: `build` (any number of times: the last one wins), then `commit`.
 * Reads (`view`, `prove`) always see committed versions only. `build` and `commit` must not be called
 * while a `commit` is awaited (the app's ABCI queue serializes them); both check this.
 */
export class RootMultiStore implements CommitMultiStore {
  private pending: PendingBuild | undefined = undefined;
  private committing = false;
  private readonly subscribers: ((update: CommittedVersionsUpdate) => void)[] = [];

  private constructor(
    private readonly db: StateDb,
    private readonly committed: CommittedVersions,
    private readonly sources: ReadonlyMap<string, NodeSource>,
    private readonly segments: ReadonlyMap<string, Bytes>,
    private readonly pruning: PruningOptions,
    private readonly logger: Logger,
    /** The latest version's record (version-record.ts), which the next commit carries forward. */
    private record: VersionRecord,
  ) {}

  get storeNames(): readonly string[] {
    return this.committed.storeNames;
  }

  /**
   * Opens (or creates) the state in directory `dir` with these stores mounted. A store mounted for the
   * first time starts empty; a store that is in the committed state but not mounted is refused, because
   * silently dropping it would change the app hash.
   */
  static async open(dir: string, storeNames: readonly string[], options: RootMultiStoreOptions = {}): Promise<RootMultiStore> {
    const pruning = options.pruning ?? KEEP_ALL_VERSIONS;
    assertPruningOptions(pruning);
    if (new Set(storeNames).size !== storeNames.length) throw new Error(`store names must be unique: ${storeNames.join(", ")}`);
    const segments = new Map(storeNames.map((name) => [name, storeSegment(name)]));

    const db = await openStateDb(dir);
    try {
      const logger = options.logger ?? silentLogger;
      await upgradeLayout(db, logger);
      const nodeStore = new NodeStore(db, options.nodeCacheSize);
      const sources = new Map([...segments].map(([name, segment]) => [name, new NodeSource(nodeStore, segment)]));
      const latest = await readLatest(db, storeNames);
      const committed = new CommittedVersions(db, [...storeNames], sources, latest);
      const store = new RootMultiStore(db, committed, sources, segments, pruning, logger, latest.record);
      logger.info("opened committed state", { module: "store", height: latest.version, oldest_height: latest.record.oldest });
      return store;
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  lastCommit(): CommitInfo {
    return this.committed.lastCommit();
  }

  /** The oldest committed version still readable (pruning removes the ones below); 0 before the first commit. */
  get oldestVersion(): number {
    return this.committed.oldestVersion;
  }

  view(version?: number): MultiStore {
    return this.committed.view(version);
  }

  prove(storeName: string, key: Bytes, version: number): ProvenValue {
    return this.committed.prove(storeName, key, version);
  }

  /** Calls `listener` after every commit (and its pruning) with the latest and the oldest readable versions. */
  subscribe(listener: (update: CommittedVersionsUpdate) => void): void {
    this.subscribers.push(listener);
  }

  build(changes: StoreChanges, version: number): Bytes {
    if (this.committing) throw new Error("build called while a commit is being written");
    this.pending = undefined;
    this.assertNextVersion(version);
    for (const name of changes.keys()) this.sourceOf(name);

    const built = new Map<string, BuiltTree>();
    const roots = new Map<string, Bytes>();
    const rootVersions = new Map<string, number>();
    for (const name of [...this.storeNames].sort()) {
      const base = this.committed.view().tree(name);
      const list = changes.get(name) ?? [];
      if (list.length === 0) {
        roots.set(name, base.hash);
        rootVersions.set(name, base.root?.version ?? 0);
        continue;
      }
      assertSortedChanges(name, list);
      const tree = buildTree(base.root, this.sourceOf(name), list, version);
      built.set(name, tree);
      roots.set(name, tree.hash);
      rootVersions.set(name, tree.root?.version ?? 0);
    }
    const appHash = appHashOf(roots);
    this.pending = { version, built, changes, roots, rootVersions, appHash };
    return appHash;
  }

  async commit(): Promise<CommitInfo> {
    if (this.committing) throw new Error("commit called while another commit is being written");
    const pending = this.pending;
    if (pending === undefined) throw new Error("commit without a pending build: call build first");
    this.committing = true;
    try {
      await this.writeBuild(pending);
    } finally {
      this.committing = false;
    }
    this.pending = undefined;
    this.adoptBuild(pending);
    await this.pruneIfDue(pending.version);
    const update = { version: pending.version, oldest: this.committed.oldestVersion };
    for (const listener of this.subscribers) listener(update);
    return this.lastCommit();
  }

  async close(): Promise<void> {
    this.pending = undefined;
    await this.db.close();
  }

  /** One atomic, synced batch: the new nodes, the orphan index entries, the commit info, the version's record. */
  private async writeBuild(pending: PendingBuild): Promise<void> {
    const { version } = pending;
    const batch = this.db.batch();
    for (const [name, tree] of pending.built) {
      const segment = this.segments.get(name)!;
      for (const node of tree.created) batch.put(nodeKey(segment, version, keyBytes(node.hash!)), encodeNodeRecord(node));
      for (const node of tree.orphaned) batch.put(orphanKey(segment, version, node.version, keyBytes(node.hash!)), EMPTY);
    }
    // The first commit is the oldest version, and nothing below it needs pruning.
    const first = this.record.oldest === 0;
    const record: VersionRecord = {
      oldest: first ? version : this.record.oldest,
      prunedThrough: first ? version : this.record.prunedThrough,
      rootVersions: pending.rootVersions,
    };
    batch.put(commitInfoKey(version), encodeCommitInfo(version, pending.roots));
    batch.put(versionRecordKey(version), encodeVersionRecord(record));
    await batch.write({ sync: true });
    this.record = record;
  }

  /**
   * Makes the written build the latest version. Its nodes become persisted: their child pointers are
   * dropped so that from now on the node cache, which is bounded, is what holds them.
   */
  private adoptBuild(pending: PendingBuild): void {
    for (const [name, tree] of pending.built) {
      const source = this.sourceOf(name);
      for (const node of tree.created) {
        node.left = undefined;
        node.right = undefined;
        node.persisted = true;
        source.remember(node);
      }
    }
    const latest = this.committed.view();
    const trees = new Map(
      [...pending.built].map(([name, tree]) => {
        const memo = latest.tree(name).passMemo((pending.changes.get(name) ?? []).map(([key]) => key));
        return [name, new ImmutableTree(tree.root, this.sourceOf(name), memo ?? new ReadMemo())];
      }),
    );
    this.committed.adopt(pending.version, trees, pending.roots, pending.appHash);
  }

  private async pruneIfDue(version: number): Promise<void> {
    const target = pruneTarget(this.pruning, version);
    if (target === undefined || target <= this.committed.oldestVersion) return;
    this.committed.forgetBelow(target);
    const pruned = await pruneBelow(this.db, target);
    this.record = await readVersionRecord(this.db, version);
    this.logger.info("pruned state", { module: "store", height: version, oldest_height: target, versions: pruned.versions, nodes: pruned.nodes });
  }

  private assertNextVersion(version: number): void {
    if (!Number.isSafeInteger(version) || version < 1 || version >= MAX_VERSION)
      throw new Error(`cannot build version ${version}: versions are integers from 1 to 2^52`);
    const latest = this.committed.lastCommit().version;
    if (latest > 0 && version !== latest + 1) {
      throw new Error(`cannot build version ${version}: the last committed version is ${latest}, so the next one is ${latest + 1}`);
    }
  }

  private sourceOf(name: string): NodeSource {
    const source = this.sources.get(name);
    if (source === undefined) throw new Error(`store ${name} is not mounted`);
    return source;
  }
}

/** Keys must be strictly increasing: the tree's shape, hence the app hash, depends on the order of changes. */
function assertSortedChanges(storeName: string, changes: readonly KVChange[]): void {
  for (let i = 0; i < changes.length; i++) {
    assertValidKey(changes[i]![0]);
    if (i > 0 && compareBytes(changes[i - 1]![0], changes[i]![0]) >= 0) {
      throw new Error(`the changes of store ${storeName} must be sorted by key without duplicates`);
    }
  }
}
