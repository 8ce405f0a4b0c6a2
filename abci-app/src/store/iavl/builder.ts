import { keyBytes, keyString } from "../bytes";
import type { Bytes, KVChange } from "../types";
import { Node } from "./node";
import type { NodeSource } from "./node-db";
import { EMPTY_TREE_HASH, innerHash, leafHash } from "./node-hash";

/** The result of applying one version's changes to a tree. */
export interface BuiltTree {
  readonly root: Node | undefined;
  readonly hash: Bytes;
  /** The nodes created by this build, each after its children, hashes set; not yet persisted. */
  readonly created: readonly Node[];
  /** The persisted nodes of the base version that are not part of the new one. */
  readonly orphaned: readonly Node[];
}

/**
 * Applies `changes` (in their order; the caller passes them sorted) to the tree rooted at `root`, giving
 * the tree of `version`. Path copying: persisted nodes are never modified; a persisted node on a changed
 * path is replaced by a pending copy and reported as orphaned, while nodes created by this build are
 * modified in place. Hashes are computed once, bottom-up, at the end, for created nodes only.
 */
export function buildTree(root: Node | undefined, nodes: NodeSource, changes: readonly KVChange[], version: number): BuiltTree {
  const builder = new TreeBuilder(root, nodes, version);
  for (const [key, value] of changes) {
    if (value === undefined) builder.delete(keyString(key));
    else builder.set(keyString(key), value);
  }
  return builder.seal();
}

interface Removal {
  /** The subtree without the key; undefined when nothing is left. */
  readonly node: Node | undefined;
  /** The subtree's new smallest key, when the removed key was its smallest. */
  readonly newMinKey?: string;
}

class TreeBuilder {
  private readonly orphaned: Node[] = [];

  constructor(
    private root: Node | undefined,
    private readonly nodes: NodeSource,
    private readonly version: number,
  ) {}

  set(key: string, value: Bytes): void {
    this.root = this.root === undefined ? Node.leaf(key, value, this.version) : this.insert(this.root, key, value);
  }

  delete(key: string): void {
    if (this.root === undefined) return;
    const removal = this.remove(this.root, key);
    if (removal !== undefined) this.root = removal.node;
  }

  seal(): BuiltTree {
    const created: Node[] = [];
    const hash = this.root === undefined ? EMPTY_TREE_HASH : keyBytes(this.hashPending(this.root, created));
    return { root: this.root, hash, created, orphaned: this.orphaned };
  }

  private insert(node: Node, key: string, value: Bytes): Node {
    if (node.isLeaf) {
      if (key === node.key) return this.replaceValue(node, value);
      const leaf = Node.leaf(key, value, this.version);
      return key < node.key ? Node.inner(leaf, node, node.key, this.version) : Node.inner(node, leaf, key, this.version);
    }
    const copy = this.writable(node);
    if (key < copy.key) copy.left = this.insert(copy.left!, key, value);
    else copy.right = this.insert(copy.right!, key, value);
    return this.rebalance(copy);
  }

  private replaceValue(leaf: Node, value: Bytes): Node {
    if (!leaf.persisted) {
      leaf.value = value;
      return leaf;
    }
    this.orphaned.push(leaf);
    return Node.leaf(leaf.key, value, this.version);
  }

  /** Undefined when the key is not in the subtree (nothing changes, nothing is copied). */
  private remove(node: Node, key: string): Removal | undefined {
    if (node.isLeaf) {
      if (key !== node.key) return undefined;
      this.discard(node);
      return { node: undefined };
    }
    if (key < node.key) {
      const removal = this.remove(this.nodes.left(node), key);
      if (removal === undefined) return undefined;
      if (removal.node === undefined) {
        // The left child was the removed leaf, the smallest key here: the right subtree takes our place.
        const right = this.nodes.right(node);
        this.discard(node);
        return { node: right, newMinKey: node.key };
      }
      const copy = this.writable(node);
      copy.left = removal.node;
      return { node: this.rebalance(copy), newMinKey: removal.newMinKey };
    }
    const removal = this.remove(this.nodes.right(node), key);
    if (removal === undefined) return undefined;
    if (removal.node === undefined) {
      const left = this.nodes.left(node);
      this.discard(node);
      return { node: left };
    }
    const copy = this.writable(node);
    copy.right = removal.node;
    if (removal.newMinKey !== undefined) copy.key = removal.newMinKey;
    return { node: this.rebalance(copy) };
  }

  /** The node itself if created by this build, else a pending copy (the original becomes an orphan). */
  private writable(node: Node): Node {
    if (!node.persisted) return node;
    this.orphaned.push(node);
    return Node.copyOf(node, this.nodes.left(node), this.nodes.right(node), this.version);
  }

  private discard(node: Node): void {
    if (node.persisted) this.orphaned.push(node);
  }

  /** Restores the AVL balance of a pending node whose children differ in height by at most 2. */
  private rebalance(node: Node): Node {
    node.updateHeightAndSize();
    const balance = this.balanceOf(node);
    if (balance > 1) {
      if (this.balanceOf(node.left!) < 0) node.left = this.rotateLeft(this.writable(node.left!));
      return this.rotateRight(node);
    }
    if (balance < -1) {
      if (this.balanceOf(node.right!) > 0) node.right = this.rotateRight(this.writable(node.right!));
      return this.rotateLeft(node);
    }
    return node;
  }

  private balanceOf(node: Node): number {
    if (node.isLeaf) return 0;
    return this.nodes.left(node).height - this.nodes.right(node).height;
  }

  /**
   * Lifts the left child over `node` (both pending). Inner keys stay right: each node keeps its right
   * subtree's smallest key, and the subtree moved across (pivot's right) keeps its own.
   */
  private rotateRight(node: Node): Node {
    const pivot = this.writable(node.left!);
    node.left = pivot.right;
    node.updateHeightAndSize();
    pivot.right = node;
    pivot.updateHeightAndSize();
    return pivot;
  }

  private rotateLeft(node: Node): Node {
    const pivot = this.writable(node.right!);
    node.right = pivot.left;
    node.updateHeightAndSize();
    pivot.left = node;
    pivot.updateHeightAndSize();
    return pivot;
  }

  private hashPending(node: Node, created: Node[]): string {
    if (node.persisted) return node.hash!;
    if (node.isLeaf) {
      node.hash = leafHash(node.key, node.value!, node.version);
    } else {
      node.leftHash = this.hashPending(node.left!, created);
      node.rightHash = this.hashPending(node.right!, created);
      node.leftVersion = node.left!.version;
      node.rightVersion = node.right!.version;
      node.hash = innerHash(node.height, node.size, node.version, node.leftHash, node.rightHash);
    }
    created.push(node);
    return node.hash;
  }
}
