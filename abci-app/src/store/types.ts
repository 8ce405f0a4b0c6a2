/**
 * The store contracts. Keys and values are bytes; iteration is in ascending (or descending) bytewise order
 * over the half-open range [start, end). All reads are synchronous: the committed trees load nodes from
 * LevelDB with `getSync` through a node cache, so keepers never await.
 *
 * Hazard: bytes handed to a store (keys, values) and bytes read from it are shared, not copied: the
 * committed trees keep them in the node cache. Never mutate either after the call.
 */

export type Bytes = Uint8Array;

export interface KVReader {
  get(key: Bytes): Bytes | undefined;
  has(key: Bytes): boolean;
  /** Entries with start <= key < end in ascending order; an omitted bound is open. */
  iterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]>;
  /** Entries with start <= key < end in descending order. */
  reverseIterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]>;
}

export interface KVStore extends KVReader {
  /** Empty values are allowed; a key must not be empty. */
  set(key: Bytes, value: Bytes): void;
  delete(key: Bytes): void;
}

/** One pending change: a value to write, or `undefined` for a delete. */
export type KVChange = readonly [key: Bytes, value: Bytes | undefined];

/** Pending changes per store name, each list sorted by key, no key twice. */
export type StoreChanges = ReadonlyMap<string, readonly KVChange[]>;

/** A set of named stores read together, as of one moment. */
export interface MultiStore {
  readonly storeNames: readonly string[];
  /** Throws for a name that is not mounted: that is a programming error, not bad input. */
  getKVStore(name: string): KVStore;
  /** A writable layer over this one; nothing reaches this store until the branch's `write()`. */
  branch(): CacheMultiStore;
}

export interface CacheMultiStore extends MultiStore {
  /** Pushes every pending change into the parent, then starts empty again. */
  write(): void;
  /** The pending changes of this branch alone (not its parent's), sorted. */
  changes(): StoreChanges;
}

export interface CommitInfo {
  /** The version is the block height that produced it; 0 before the first commit. */
  readonly version: number;
  /** The simple Merkle root over the stores' roots; empty (zero bytes) before the first commit. */
  readonly appHash: Bytes;
}

export interface ProofOp {
  readonly type: string;
  readonly key: Bytes;
  readonly data: Bytes;
}

export interface ProvenValue {
  readonly value: Bytes | undefined;
  /** `ics23:iavl` (the key in its store) then `ics23:simple` (the store in the app hash). */
  readonly proofOps: readonly ProofOp[];
}

/**
 * Read access to committed versions, all queries need: the latest version, older kept versions, and proofs.
 * Committed versions never change, so reads need no lock against a block being built or committed.
 */
export interface CommittedState {
  readonly storeNames: readonly string[];
  lastCommit(): CommitInfo;
  /**
   * A read-only view of a committed version; without an argument the latest (empty stores before the
   * first commit). A pruned or unknown version throws ErrInvalidRequest "failed to load state at height
   * <v>; version does not exist (latest height: <latest>)".
   */
  view(version?: number): MultiStore;
  /**
   * A value and its ICS23 proof against the app hash of a committed version (throws as `view` for a
   * pruned or unknown one). Absence cannot be proven in an empty store: that throws ErrInvalidRequest.
   * ICS23 verifiers refuse empty values: a proof that involves an empty value (the key's own, or an
   * absence proof's neighbour) is produced but does not verify.
   */
  prove(storeName: string, key: Bytes, version: number): ProvenValue;
}

/**
 * The root store: one versioned IAVL tree per store name, the app hash being the simple Merkle root over
 * the sorted (name, tree root) pairs. Versions are block heights.
 */
export interface CommitMultiStore extends CommittedState {
  /**
   * Builds `version` in memory: the last committed trees plus `changes`. Returns the app hash. Nothing is
   * persisted and reads keep seeing the last committed version; a later `build` replaces this one.
   * `version` must be the last committed version + 1 (any version >= 1 before the first commit). The
   * change lists must be sorted by key without duplicates, as `CacheMultiStore.changes()` gives them.
   */
  build(changes: StoreChanges, version: number): Bytes;
  /**
   * Persists the pending build in one atomic batch (a crash before it completes leaves the previous
   * version intact), then prunes if the pruning options say this version is due.
   */
  commit(): Promise<CommitInfo>;
  close(): Promise<void>;
}

/**
 * Which committed versions stay readable. `all` keeps every version (historical queries, relayers).
 * `recent` keeps the latest and the `keepRecent` versions before it, pruning older ones whenever the
 * committed version is a multiple of `interval` (so every node prunes at the same heights).
 */
export type PruningOptions = { readonly keep: "all" } | { readonly keep: "recent"; readonly keepRecent: number; readonly interval: number };
