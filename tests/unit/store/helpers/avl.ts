import type { Node } from "../../../../abci-app/src/store/iavl/node";
import type { ImmutableTree } from "../../../../abci-app/src/store/iavl/tree";
import { referenceInnerHash, referenceLeafHash } from "./reference-hash";

/**
 * Walks a whole tree and throws at the first broken invariant: AVL balance, heights, sizes, search order,
 * inner key = smallest key of the right subtree, versions not after the tree's, and every node hash equal
 * to the formula recomputed independently.
 */
export function checkTree(tree: ImmutableTree, version: number): void {
  if (tree.root !== undefined) check(tree, tree.root, version);
}

function check(tree: ImmutableTree, node: Node, version: number): { min: Buffer; max: Buffer } {
  if (node.version > version) throw new Error(`node version ${node.version} after tree version ${version}`);
  if (node.isLeaf) {
    if (node.size !== 1) throw new Error("leaf size must be 1");
    if (!latin1(node.hash!).equals(referenceLeafHash(latin1(node.key), node.value!, node.version))) throw new Error("leaf hash mismatch");
    return { min: latin1(node.key), max: latin1(node.key) };
  }
  const left = tree.nodes.left(node);
  const right = tree.nodes.right(node);
  if (node.height !== 1 + Math.max(left.height, right.height)) throw new Error("wrong height");
  if (Math.abs(left.height - right.height) > 1) throw new Error(`unbalanced node: ${left.height} vs ${right.height}`);
  if (node.size !== left.size + right.size) throw new Error("wrong size");
  if (!latin1(node.hash!).equals(referenceInnerHash(node.height, node.size, node.version, latin1(left.hash!), latin1(right.hash!))))
    throw new Error("inner hash mismatch");
  const l = check(tree, left, version);
  const r = check(tree, right, version);
  if (!r.min.equals(latin1(node.key))) throw new Error("inner key is not the smallest key of the right subtree");
  if (Buffer.compare(l.max, r.min) >= 0) throw new Error("keys out of order");
  return { min: l.min, max: r.max };
}

/** A node's key or hash (latin1 strings) as bytes. */
function latin1(s: string): Buffer {
  return Buffer.from(s, "latin1");
}
