import { keyBytes, keyString } from "../bytes";
import type { Bytes, KVReader } from "../types";
import type { Node } from "./node";
import type { NodeSource } from "./node-db";
import { EMPTY_TREE_HASH } from "./node-hash";
import { ascending, descending } from "./range";
import type { ReadMemo } from "./read-memo";

const MISS: unique symbol = Symbol("miss");

/**
 * One committed version of one store's tree: read-only, synchronous, safe to keep while later versions
 * are built and committed (persisted nodes never change).
 *
 * Hazard: if pruning deletes this version while it is being read, the next node load throws (the error
 * says so). Read old versions promptly; iterators are lazy and read nodes as they advance.
 */
export class ImmutableTree implements KVReader {
  /** `memo`: for the latest version's tree, what its reads found (read-memo.ts); older versions read without one. */
  constructor(
    readonly root: Node | undefined,
    readonly nodes: NodeSource,
    private memo?: ReadMemo,
  ) {}

  /** The root hash; sha256 of nothing for an empty tree. */
  get hash(): Bytes {
    return this.root === undefined ? EMPTY_TREE_HASH : keyBytes(this.root.hash!);
  }

  /** The number of keys. */
  get size(): number {
    return this.root?.size ?? 0;
  }

  get(key: Bytes): Bytes | undefined {
    const wanted = keyString(key);
    const memo = this.memo;
    if (memo !== undefined) {
      const known = memo.get(wanted, MISS);
      if (known !== MISS) return known;
    }
    const leaf = this.leafFor(wanted);
    const value = leaf !== undefined && leaf.key === wanted ? leaf.value : undefined;
    memo?.set(wanted, value);
    return value;
  }

  /**
   * Gives this tree's read memo to the next version's tree, without the keys that version changed; this tree reads
   * without it from then on.
   */
  passMemo(changedKeys: Iterable<Bytes>): ReadMemo | undefined {
    const memo = this.memo;
    this.memo = undefined;
    if (memo !== undefined) for (const key of changedKeys) memo.forget(keyString(key));
    return memo;
  }

  has(key: Bytes): boolean {
    return this.get(key) !== undefined;
  }

  iterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return ascending(this.root, this.nodes, start, end);
  }

  reverseIterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return descending(this.root, this.nodes, start, end);
  }

  /** The leaf a search for `key` (a key string) ends at: the key's own leaf if present, else a neighbour. */
  private leafFor(key: string): Node | undefined {
    let node = this.root;
    if (node === undefined) return undefined;
    while (!node.isLeaf) node = key < node.key ? this.nodes.left(node) : this.nodes.right(node);
    return node;
  }
}
