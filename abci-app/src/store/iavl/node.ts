import type { Bytes } from "../types";

/**
 * A node of an IAVL tree. Two lives:
 *
 * - **pending**: created by the build of a version not yet committed. Mutable until the build is sealed;
 *   an inner pending node holds direct pointers to its two children (`left`, `right`), pending or persisted.
 * - **persisted**: written to LevelDB and immutable forever, identified by its version and hash. It holds its
 *   children's versions and hashes only, never pointers: a persisted tree is resolved node by node through the
 *   bounded node cache, so memory does not grow with the tree. Commit turns pending nodes into persisted
 *   ones by dropping their pointers.
 *
 * Keys and hashes are latin1 strings, one char per byte (`keyString` in ../bytes): in V8 a 32-byte string
 * takes about half the heap of a Uint8Array view, holds no LevelDB record alive, is its own Map key, and
 * compares bytewise with `<`. The node cache holds up to `iavl-cache-size` nodes, so a node's size sets
 * the memory of the state (docs/store.md).
 *
 * Hazard: values are shared, not copied, with readers and the cache; nobody may mutate them.
 */
export class Node {
  /** The version the node was (re)created in; part of its hash. */
  version: number;
  /** 0 for a leaf; otherwise 1 + the taller child's height. */
  height: number;
  /** The number of leaves under this node (1 for a leaf). */
  size: number;
  /** A leaf's key, or for an inner node the smallest key of its right subtree: keys below go left. */
  key: string;
  /** A leaf's value; undefined for inner nodes. */
  value: Bytes | undefined;
  /** Set when the node is sealed (pending) or loaded (persisted). */
  hash: string | undefined = undefined;
  leftHash: string | undefined = undefined;
  rightHash: string | undefined = undefined;
  /** The children's versions: with their hashes, their keys in LevelDB (inner nodes, once sealed or loaded). */
  leftVersion = 0;
  rightVersion = 0;
  /** Direct child pointers: pending inner nodes only. */
  left: Node | undefined = undefined;
  right: Node | undefined = undefined;
  /** True once the node is in LevelDB (or loaded from it): it must never change again. */
  persisted = false;

  private constructor(version: number, height: number, size: number, key: string, value: Bytes | undefined) {
    this.version = version;
    this.height = height;
    this.size = size;
    this.key = key;
    this.value = value;
  }

  get isLeaf(): boolean {
    return this.height === 0;
  }

  /** A new pending leaf. */
  static leaf(key: string, value: Bytes, version: number): Node {
    return new Node(version, 0, 1, key, value);
  }

  /** A new pending inner node over two children; height and size are derived from them. */
  static inner(left: Node, right: Node, key: string, version: number): Node {
    const node = new Node(version, 0, 0, key, undefined);
    node.left = left;
    node.right = right;
    node.updateHeightAndSize();
    return node;
  }

  /** A persisted node as decoded from its record. */
  static persisted(
    hash: string,
    version: number,
    height: number,
    size: number,
    key: string,
    value: Bytes | undefined,
    leftHash?: string,
    rightHash?: string,
    leftVersion = 0,
    rightVersion = 0,
  ): Node {
    const node = new Node(version, height, size, key, value);
    node.hash = hash;
    node.leftHash = leftHash;
    node.rightHash = rightHash;
    node.leftVersion = leftVersion;
    node.rightVersion = rightVersion;
    node.persisted = true;
    return node;
  }

  /** A pending copy of a persisted inner node at `version`, its children given as loaded nodes. */
  static copyOf(node: Node, left: Node, right: Node, version: number): Node {
    const copy = new Node(version, node.height, node.size, node.key, undefined);
    copy.left = left;
    copy.right = right;
    return copy;
  }

  /** Recomputes height and size of a pending inner node from its child pointers. */
  updateHeightAndSize(): void {
    const left = this.left!;
    const right = this.right!;
    this.height = 1 + Math.max(left.height, right.height);
    this.size = left.size + right.size;
  }
}
