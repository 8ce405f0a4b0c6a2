import { keyBytes, keyString } from "../bytes";
import { nodeKey } from "../layout";
import type { Bytes } from "../types";
import type { Node } from "./node";
import { NodeCache } from "./node-cache";
import { decodeNodeRecord } from "./node-record";

/** The synchronous read the node store needs from LevelDB (classic-level's `getSync`). */
export interface SyncReader {
  getSync(key: Buffer): Buffer | undefined;
}

/** A node the tree points to is not in the database: its version was pruned while being read, or the database is damaged. */
export class MissingNodeError extends Error {
  override readonly name = "MissingNodeError";
}

/** The default number of nodes the shared cache holds; see docs/store.md for the memory this costs. */
export const DEFAULT_NODE_CACHE_SIZE = 100_000;

/**
 * Loads persisted nodes by hash, synchronously, through one bounded cache shared by all stores.
 *
 * The cache is keyed by hash alone: within a store a hash names one node forever (a node's hash covers its
 * version, and versions only grow), and equal hashes in two stores mean equal content, so a cached node
 * is right for every store that asks for it. Cached nodes hold child hashes, never child pointers, so the
 * cache bound is the memory bound of everything persisted.
 */
export class NodeStore {
  private readonly cache: NodeCache;

  constructor(
    private readonly db: SyncReader,
    cacheSize: number = DEFAULT_NODE_CACHE_SIZE,
  ) {
    this.cache = new NodeCache(cacheSize);
  }

  /** The persisted node of `version` with this hash in the store of this key segment; throws if it is not in LevelDB. */
  load(store: Bytes, version: number, hash: string): Node {
    const cached = this.cache.get(hash);
    if (cached !== undefined) return cached;
    const record = this.db.getSync(nodeKey(store, version, keyBytes(hash)));
    if (record === undefined) {
      throw new MissingNodeError(
        `node ${Buffer.from(hash, "latin1").toString("hex")} of version ${version} of store ${Buffer.from(store).toString("latin1").slice(0, -1)} is missing: its version was pruned while being read, or the database is damaged`,
      );
    }
    const node = decodeNodeRecord(hash, record);
    this.cache.set(node);
    return node;
  }

  /** Caches a node that has just been persisted (it is hot: the latest version is made of such nodes). */
  remember(node: Node): void {
    this.cache.set(node);
  }

  /** The number of cached nodes. */
  get cachedNodes(): number {
    return this.cache.size;
  }
}

/**
 * How a tree walks down: pending nodes through their pointers, persisted ones through the node store.
 * One per store, because a cache miss reads the node under that store's key segment.
 */
export class NodeSource {
  constructor(
    private readonly store: NodeStore,
    private readonly segment: Bytes,
  ) {}

  left(node: Node): Node {
    return node.left ?? this.store.load(this.segment, node.leftVersion, node.leftHash!);
  }

  right(node: Node): Node {
    return node.right ?? this.store.load(this.segment, node.rightVersion, node.rightHash!);
  }

  /** Caches a node of this store that has just been persisted. */
  remember(node: Node): void {
    this.store.remember(node);
  }

  /** The persisted node of `version` with this hash (e.g. a version's root: its commit info and record name it). */
  load(version: number, hash: Bytes): Node {
    return this.store.load(this.segment, version, keyString(hash));
  }
}
