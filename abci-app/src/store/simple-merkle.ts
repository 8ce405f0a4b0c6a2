import { sha256 } from "../types/hash";
import { concatBytes } from "./bytes";
import { uvarintBytes } from "./iavl/varint";
import type { Bytes } from "./types";

/**
 * The RFC-6962 style Merkle tree CometBFT and the Cosmos SDK use over key/value pairs (ICS23
 * `tendermintSpec`):
 *
 *   leaf  = sha256(0x00 ‖ uvarint(len key) ‖ key ‖ uvarint(32) ‖ sha256(value))
 *   inner = sha256(0x01 ‖ left ‖ right)
 *
 * n leaves split at the largest power of two below n; one leaf is its own root; no leaves hash to
 * sha256 of nothing.
 */

const LEAF_TAG = Uint8Array.of(0);
const INNER_TAG = Uint8Array.of(1);

/** The leaf of a key/value pair. */
export function simpleLeafHash(key: Bytes, value: Bytes): Bytes {
  const valueHash = sha256(value);
  return sha256(concatBytes(LEAF_TAG, uvarintBytes(key.length), key, uvarintBytes(valueHash.length), valueHash));
}

/** The parent of two subtree roots. */
export function simpleInnerHash(left: Bytes, right: Bytes): Bytes {
  return sha256(concatBytes(INNER_TAG, left, right));
}

/** CometBFT's `merkle.HashFromByteSlices`: the root over items, each leaf sha256(0x00 ‖ item). */
export function hashFromByteSlices(items: readonly Bytes[]): Bytes {
  return simpleMerkleRoot(items.map((item) => sha256(concatBytes(LEAF_TAG, item))));
}

/** The root over leaf hashes in the given order. */
export function simpleMerkleRoot(leafHashes: readonly Bytes[]): Bytes {
  if (leafHashes.length === 0) return sha256(new Uint8Array(0));
  if (leafHashes.length === 1) return leafHashes[0]!;
  const split = splitPoint(leafHashes.length);
  return simpleInnerHash(simpleMerkleRoot(leafHashes.slice(0, split)), simpleMerkleRoot(leafHashes.slice(split)));
}

/** One step from a subtree up to its parent: the sibling's hash and on which side it sits. */
export interface MerkleStep {
  readonly sibling: Bytes;
  readonly siblingIsLeft: boolean;
}

/** The steps from leaf `index` up to the root, lowest first. */
export function simpleMerklePath(leafHashes: readonly Bytes[], index: number): MerkleStep[] {
  if (index < 0 || index >= leafHashes.length) throw new Error(`leaf ${index} is not among ${leafHashes.length} leaves`);
  if (leafHashes.length === 1) return [];
  const split = splitPoint(leafHashes.length);
  if (index < split) {
    return [...simpleMerklePath(leafHashes.slice(0, split), index), { sibling: simpleMerkleRoot(leafHashes.slice(split)), siblingIsLeft: false }];
  }
  return [...simpleMerklePath(leafHashes.slice(split), index - split), { sibling: simpleMerkleRoot(leafHashes.slice(0, split)), siblingIsLeft: true }];
}

/** The largest power of two strictly below n (n >= 2). */
function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
