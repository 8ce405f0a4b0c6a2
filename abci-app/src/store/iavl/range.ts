import { compareBytes } from "../bytes";
import type { Bytes } from "../types";
import type { Node } from "./node";
import type { NodeSource } from "./node-db";

/**
 * Lazy in-order walks over [start, end). An explicit stack instead of recursion keeps one generator frame
 * however deep the tree, and only subtrees that can hold keys of the range are entered.
 *
 * Subtree bounds used for pruning the walk: every key of the left subtree is < node.key, every key of the
 * right subtree is >= node.key.
 */

/** The entries of [start, end) from the smallest key up. */
export function* ascending(root: Node | undefined, nodes: NodeSource, start?: Bytes, end?: Bytes): Generator<[Bytes, Bytes], void, undefined> {
  if (root === undefined) return;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isLeaf) {
      if (end !== undefined && compareBytes(node.key, end) >= 0) return;
      if (start === undefined || compareBytes(node.key, start) >= 0) yield [node.key, node.value!];
      continue;
    }
    if (end === undefined || compareBytes(node.key, end) < 0) stack.push(nodes.right(node));
    if (start === undefined || compareBytes(start, node.key) < 0) stack.push(nodes.left(node));
  }
}

/** The entries of [start, end) from the largest key down. */
export function* descending(root: Node | undefined, nodes: NodeSource, start?: Bytes, end?: Bytes): Generator<[Bytes, Bytes], void, undefined> {
  if (root === undefined) return;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.isLeaf) {
      if (start !== undefined && compareBytes(node.key, start) < 0) return;
      if (end === undefined || compareBytes(node.key, end) < 0) yield [node.key, node.value!];
      continue;
    }
    if (start === undefined || compareBytes(start, node.key) < 0) stack.push(nodes.left(node));
    if (end === undefined || compareBytes(node.key, end) < 0) stack.push(nodes.right(node));
  }
}
