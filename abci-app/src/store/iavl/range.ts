import { keyBytes, keyString } from "../bytes";
import type { Bytes } from "../types";
import type { Node } from "./node";
import type { NodeSource } from "./node-db";

/**
 * Lazy in-order walks over [start, end). An explicit stack instead of recursion keeps one generator frame
 * however deep the tree, and only subtrees that can hold keys of the range are entered.
 *
 * Subtree bounds used for pruning the walk: every key of the left subtree is < node.key, every key of the
 * right subtree is >= node.key. Bounds are turned into key strings once, to compare with the nodes' keys.
 */

/** The entries of [start, end) from the smallest key up. */
export function* ascending(root: Node | undefined, nodes: NodeSource, startBytes?: Bytes, endBytes?: Bytes): Generator<[Bytes, Bytes], void, undefined> {
  if (root === undefined) return;
  const start = startBytes === undefined ? undefined : keyString(startBytes);
  const end = endBytes === undefined ? undefined : keyString(endBytes);
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isLeaf) {
      if (end !== undefined && node.key >= end) return;
      if (start === undefined || node.key >= start) yield [keyBytes(node.key), node.value!];
      continue;
    }
    if (end === undefined || node.key < end) stack.push(nodes.right(node));
    if (start === undefined || start < node.key) stack.push(nodes.left(node));
  }
}

/** The entries of [start, end) from the largest key down. */
export function* descending(root: Node | undefined, nodes: NodeSource, startBytes?: Bytes, endBytes?: Bytes): Generator<[Bytes, Bytes], void, undefined> {
  if (root === undefined) return;
  const start = startBytes === undefined ? undefined : keyString(startBytes);
  const end = endBytes === undefined ? undefined : keyString(endBytes);
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isLeaf) {
      if (start !== undefined && node.key < start) return;
      if (end === undefined || node.key < end) yield [keyBytes(node.key), node.value!];
      continue;
    }
    if (start === undefined || start < node.key) stack.push(nodes.left(node));
    if (end === undefined || node.key < end) stack.push(nodes.right(node));
  }
}
