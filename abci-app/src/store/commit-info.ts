import { CommitmentProof, ExistenceProof, HashOp, LengthOp } from "cosmjs-types/cosmos/ics23/v1/proofs";
import { CommitInfo as CommitInfoProto } from "cosmjs-types/cosmos/store/v1beta1/commit_info";
import { concatBytes } from "./bytes";
import { simpleLeafHash, simpleMerklePath, simpleMerkleRoot } from "./simple-merkle";
import type { Bytes } from "./types";

/** Every store's root hash in one version: what a commit-info record holds and the app hash commits to. */
export type StoreRoots = ReadonlyMap<string, Bytes>;

/** The app hash: the simple Merkle root over (store name, store root) pairs in name order. */
export function appHashOf(roots: StoreRoots): Bytes {
  return simpleMerkleRoot(sortedNames(roots).map((name) => leafOf(name, roots)));
}

/**
 * The `ics23:simple` proof that store `name` has its root in the app hash: an existence proof of the
 * pair (name, root) in the simple Merkle tree, checked with `tendermintSpec`.
 */
export function storeRootProof(roots: StoreRoots, name: string): CommitmentProof {
  const names = sortedNames(roots);
  const index = names.indexOf(name);
  if (index < 0) throw new Error(`store ${name} is not in the commit info`);
  const path = simpleMerklePath(
    names.map((n) => leafOf(n, roots)),
    index,
  ).map((step) => ({
    hash: HashOp.SHA256,
    prefix: step.siblingIsLeft ? concatBytes(Uint8Array.of(1), step.sibling) : Uint8Array.of(1),
    suffix: step.siblingIsLeft ? new Uint8Array(0) : step.sibling,
  }));
  const exist = ExistenceProof.fromPartial({
    key: Buffer.from(name, "latin1"),
    value: roots.get(name)!,
    leaf: { hash: HashOp.SHA256, prehashKey: HashOp.NO_HASH, prehashValue: HashOp.SHA256, length: LengthOp.VAR_PROTO, prefix: Uint8Array.of(0) },
    path,
  });
  return CommitmentProof.fromPartial({ exist });
}

/** The commit-info record of a version, as the Cosmos SDK stores it (cosmos.store.v1beta1.CommitInfo). */
export function encodeCommitInfo(version: number, roots: StoreRoots): Buffer {
  const storeInfos = sortedNames(roots).map((name) => ({ name, commitId: { version: BigInt(version), hash: roots.get(name)! } }));
  const bytes = CommitInfoProto.encode(CommitInfoProto.fromPartial({ version: BigInt(version), storeInfos })).finish();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Reads a commit-info record back into its version and store roots. */
export function decodeCommitInfo(bytes: Bytes): { version: number; roots: StoreRoots } {
  const info = CommitInfoProto.decode(bytes);
  return { version: Number(info.version), roots: new Map(info.storeInfos.map((s) => [s.name, s.commitId.hash])) };
}

function sortedNames(roots: StoreRoots): string[] {
  return [...roots.keys()].sort();
}

function leafOf(name: string, roots: StoreRoots): Bytes {
  return simpleLeafHash(Buffer.from(name, "latin1"), roots.get(name)!);
}
