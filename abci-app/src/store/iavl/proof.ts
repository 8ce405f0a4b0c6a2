import { CommitmentProof, ExistenceProof, HashOp, type InnerOp, LengthOp, type LeafOp, NonExistenceProof } from "cosmjs-types/cosmos/ics23/v1/proofs";
import { concatBytes, keyBytes, keyString } from "../bytes";
import type { Bytes } from "../types";
import type { Node } from "./node";
import { nodePrefix } from "./node-hash";
import type { ImmutableTree } from "./tree";

/**
 * ICS23 proofs of one tree, in the shape `iavlSpec` checks: the leaf op carries zz(0) ‖ zz(1) ‖
 * zz(version) as its prefix, each inner op the node's header, and the sibling hash on its side (each
 * hash preceded by its length byte, 32).
 */

const HASH_LENGTH_BYTE = Uint8Array.of(32);

/** A proof that `key` is in the tree with its value, or that it is absent (its neighbours' proofs). */
export function proveKey(tree: ImmutableTree, key: Bytes): { value: Bytes | undefined; proof: CommitmentProof } {
  const exist = existenceProof(tree, key);
  if (exist !== undefined) return { value: exist.value, proof: CommitmentProof.fromPartial({ exist }) };
  return { value: undefined, proof: CommitmentProof.fromPartial({ nonexist: nonExistenceProof(tree, key) }) };
}

/** The path from the key's leaf to the root, or undefined when the key is absent. */
export function existenceProof(tree: ImmutableTree, key: Bytes): ExistenceProof | undefined {
  if (tree.root === undefined) return undefined;
  const wanted = keyString(key);
  const steps: InnerOp[] = [];
  let node = tree.root;
  while (!node.isLeaf) {
    const goesLeft = wanted < node.key;
    steps.push(innerOp(node, goesLeft));
    node = goesLeft ? tree.nodes.left(node) : tree.nodes.right(node);
  }
  if (node.key !== wanted) return undefined;
  return ExistenceProof.fromPartial({ key: keyBytes(node.key), value: node.value!, leaf: leafOp(node), path: steps.reverse() });
}

/**
 * Proves `key` absent through the existence of its neighbours: the largest key below it and the smallest
 * above it (one of them alone at either end of the tree). Throws for an empty tree, where there is no
 * neighbour to prove, and for a key that is present.
 */
export function nonExistenceProof(tree: ImmutableTree, key: Bytes): NonExistenceProof {
  if (tree.root === undefined) throw new Error("the absence of a key cannot be proven in an empty store: there is no neighbouring key to prove");
  if (tree.has(key)) throw new Error("the key is present: prove its existence instead");
  const below = tree.reverseIterator(undefined, key).next();
  const above = tree.iterator(key).next();
  return NonExistenceProof.fromPartial({
    key,
    left: below.done ? undefined : existenceProof(tree, below.value[0]),
    right: above.done ? undefined : existenceProof(tree, above.value[0]),
  });
}

function leafOp(leaf: Node): LeafOp {
  return {
    hash: HashOp.SHA256,
    prehashKey: HashOp.NO_HASH,
    prehashValue: HashOp.SHA256,
    length: LengthOp.VAR_PROTO,
    prefix: nodePrefix(0, 1, leaf.version),
  };
}

/** The step through `node` from the child on the given side: the other child's hash goes in prefix or suffix. */
function innerOp(node: Node, fromLeft: boolean): InnerOp {
  const header = nodePrefix(node.height, node.size, node.version);
  return fromLeft
    ? { hash: HashOp.SHA256, prefix: concatBytes(header, HASH_LENGTH_BYTE), suffix: concatBytes(HASH_LENGTH_BYTE, keyBytes(node.rightHash!)) }
    : { hash: HashOp.SHA256, prefix: concatBytes(header, HASH_LENGTH_BYTE, keyBytes(node.leftHash!), HASH_LENGTH_BYTE), suffix: new Uint8Array(0) };
}
