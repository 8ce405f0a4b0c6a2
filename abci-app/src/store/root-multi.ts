import { ClassicLevel } from "classic-level";
import { CommitmentProof } from "cosmjs-types/cosmos/ics23/v1/proofs";
import { silentLogger, type Logger } from "../types/logger";
import { ErrInvalidRequest } from "../types/sdk-errors";
import { assertValidKey, compareBytes, equalBytes } from "./bytes";
import { appHashOf, decodeCommitInfo, encodeCommitInfo, storeRootProof, type StoreRoots } from "./commit-info";
import { buildTree, type BuiltTree } from "./iavl/builder";
import { NodeSource, NodeStore } from "./iavl/node-db";
import { EMPTY_TREE_HASH } from "./iavl/node-hash";
import { encodeNodeRecord } from "./iavl/node-record";
import { proveKey } from "./iavl/proof";
import { ImmutableTree } from "./iavl/tree";
import { MAX_VERSION } from "./iavl/varint";
import { commitInfoKey, commitInfoRange, decodeVersion, encodeVersion, latestVersionKey, nodeKey, orphanKey, storePrefix, versionOfCommitInfoKey } from "./layout";
import { assertPruningOptions, KEEP_ALL_VERSIONS, pruneBelow, pruneTarget, type StateDb } from "./pruning";
import type { Bytes, CommitInfo, CommitMultiStore, KVChange, MultiStore, PruningOptions, ProvenValue, StoreChanges } from "./types";
import { VersionView } from "./version-view";

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
  readonly roots: StoreRoots;
  readonly appHash: Bytes;
}

const NO_APP_HASH = new Uint8Array(0);
const EMPTY = Buffer.alloc(0);

/**
 * The committed state: one versioned IAVL tree per store in one LevelDB database (layout in layout.ts),
 * the app hash being the simple Merkle root over the sorted (store name, tree root) pairs.
 *
 * Call order, as the app drives it: `build` (any number of times: the last one wins), then `commit`.
 * Reads (`view`, `prove`) always see committed versions only. `build` and `commit` must not be called
 * while a `commit` is awaited (the app's ABCI queue serializes them); both check this.
 */
export class RootMultiStore implements CommitMultiStore {
  private latest: VersionView;
  private latestVersion: number;
  private latestAppHash: Bytes;
  /** The oldest version still readable; 0 before the first commit. */
  private oldest: number;
  private pending: PendingBuild | undefined = undefined;
  private committing = false;

  private constructor(
    private readonly db: StateDb,
    readonly storeNames: readonly string[],
    private readonly sources: ReadonlyMap<string, NodeSource>,
    private readonly prefixes: ReadonlyMap<string, Bytes>,
    private readonly pruning: PruningOptions,
    private readonly logger: Logger,
    latest: { version: number; roots: StoreRoots; oldest: number },
  ) {
    this.latest = this.viewOf(latest.roots);
    this.latestVersion = latest.version;
    this.latestAppHash = latest.version === 0 ? NO_APP_HASH : appHashOf(latest.roots);
    this.oldest = latest.oldest;
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
    const prefixes = new Map(storeNames.map((name) => [name, storePrefix(name)]));

    const db: StateDb = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: "buffer", valueEncoding: "buffer" });
    await db.open();
    try {
      const nodeStore = new NodeStore(db, options.nodeCacheSize);
      const sources = new Map([...prefixes].map(([name, prefix]) => [name, new NodeSource(nodeStore, prefix)]));
      const latest = await readLatest(db, storeNames);
      const logger = options.logger ?? silentLogger;
      const store = new RootMultiStore(db, [...storeNames], sources, prefixes, pruning, logger, latest);
      logger.info("opened committed state", { module: "store", height: latest.version, oldest_height: latest.oldest });
      return store;
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  lastCommit(): CommitInfo {
    return { version: this.latestVersion, appHash: this.latestAppHash };
  }

  view(version?: number): MultiStore {
    return this.versionView(version);
  }

  build(changes: StoreChanges, version: number): Bytes {
    if (this.committing) throw new Error("build called while a commit is being written");
    this.pending = undefined;
    this.assertNextVersion(version);
    for (const name of changes.keys()) this.sourceOf(name);

    const built = new Map<string, BuiltTree>();
    const roots = new Map<string, Bytes>();
    for (const name of [...this.storeNames].sort()) {
      const base = this.latest.tree(name);
      const list = changes.get(name) ?? [];
      if (list.length === 0) {
        roots.set(name, base.hash);
        continue;
      }
      assertSortedChanges(name, list);
      const tree = buildTree(base.root, this.sourceOf(name), list, version);
      built.set(name, tree);
      roots.set(name, tree.hash);
    }
    const appHash = appHashOf(roots);
    this.pending = { version, built, roots, appHash };
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
    return this.lastCommit();
  }

  prove(storeName: string, key: Bytes, version: number): ProvenValue {
    assertValidKey(key);
    const view = this.versionView(version);
    const tree = view.tree(storeName);
    if (!view.roots.has(storeName)) throw ErrInvalidRequest.wrap(`store ${storeName} did not exist at height ${version}`);
    if (tree.root === undefined) {
      throw ErrInvalidRequest.wrap(`cannot prove the absence of key ${Buffer.from(key).toString("hex")} in store ${storeName} at height ${version}: the store is empty, so there is no neighbouring key to prove`);
    }
    const { value, proof } = proveKey(tree, key);
    return {
      value,
      proofOps: [
        { type: "ics23:iavl", key, data: CommitmentProof.encode(proof).finish() },
        { type: "ics23:simple", key: Buffer.from(storeName, "latin1"), data: CommitmentProof.encode(storeRootProof(view.roots, storeName)).finish() },
      ],
    };
  }

  async close(): Promise<void> {
    this.pending = undefined;
    await this.db.close();
  }

  /** One atomic, synced batch: the new nodes, the orphan index entries, the commit info, the latest version. */
  private async writeBuild(pending: PendingBuild): Promise<void> {
    const batch = this.db.batch();
    for (const [name, tree] of pending.built) {
      const prefix = this.prefixes.get(name)!;
      for (const node of tree.created) batch.put(nodeKey(prefix, node.hash!), encodeNodeRecord(node));
      for (const node of tree.orphaned) batch.put(orphanKey(prefix, pending.version, node.hash!), EMPTY);
    }
    batch.put(commitInfoKey(pending.version), encodeCommitInfo(pending.version, pending.roots));
    batch.put(latestVersionKey(), encodeVersion(pending.version));
    await batch.write({ sync: true });
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
    const trees = new Map(this.latest.trees);
    for (const [name, tree] of pending.built) trees.set(name, new ImmutableTree(tree.root, this.sourceOf(name)));
    this.latest = new VersionView(this.storeNames, trees, pending.roots);
    this.latestVersion = pending.version;
    this.latestAppHash = pending.appHash;
    if (this.oldest === 0) this.oldest = pending.version;
  }

  private async pruneIfDue(version: number): Promise<void> {
    const target = pruneTarget(this.pruning, version);
    if (target === undefined || target <= this.oldest) return;
    this.oldest = target;
    const pruned = await pruneBelow(this.db, [...this.prefixes.values()], target);
    this.logger.info("pruned state", { module: "store", height: version, oldest_height: target, versions: pruned.versions, nodes: pruned.nodes });
  }

  private versionView(version: number | undefined): VersionView {
    if (version === undefined || (version === this.latestVersion && version > 0)) return this.latest;
    if (!Number.isSafeInteger(version) || version < this.oldest || version > this.latestVersion || this.oldest === 0) throw this.missingVersion(version);
    const record = this.db.getSync(commitInfoKey(version));
    if (record === undefined) throw this.missingVersion(version);
    return this.viewOf(decodeCommitInfo(record).roots);
  }

  private viewOf(roots: StoreRoots): VersionView {
    const trees = new Map<string, ImmutableTree>();
    for (const name of this.storeNames) {
      const source = this.sourceOf(name);
      const hash = roots.get(name) ?? EMPTY_TREE_HASH;
      trees.set(name, new ImmutableTree(equalBytes(hash, EMPTY_TREE_HASH) ? undefined : source.load(hash), source));
    }
    return new VersionView(this.storeNames, trees, roots);
  }

  private missingVersion(version: number): Error {
    return ErrInvalidRequest.wrap(`failed to load state at height ${version}; version does not exist (latest height: ${this.latestVersion})`);
  }

  private assertNextVersion(version: number): void {
    if (!Number.isSafeInteger(version) || version < 1 || version >= MAX_VERSION) throw new Error(`cannot build version ${version}: versions are integers from 1 to 2^52`);
    if (this.latestVersion > 0 && version !== this.latestVersion + 1) {
      throw new Error(`cannot build version ${version}: the last committed version is ${this.latestVersion}, so the next one is ${this.latestVersion + 1}`);
    }
  }

  private sourceOf(name: string): NodeSource {
    const source = this.sources.get(name);
    if (source === undefined) throw new Error(`store ${name} is not mounted`);
    return source;
  }
}

/** The latest committed version, its store roots and the oldest version kept, from the database. */
async function readLatest(db: StateDb, storeNames: readonly string[]): Promise<{ version: number; roots: StoreRoots; oldest: number }> {
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

/** Keys must be strictly increasing: the tree's shape, hence the app hash, depends on the order of changes. */
function assertSortedChanges(storeName: string, changes: readonly KVChange[]): void {
  for (let i = 0; i < changes.length; i++) {
    assertValidKey(changes[i]![0]);
    if (i > 0 && compareBytes(changes[i - 1]![0], changes[i]![0]) >= 0) {
      throw new Error(`the changes of store ${storeName} must be sorted by key without duplicates`);
    }
  }
}
