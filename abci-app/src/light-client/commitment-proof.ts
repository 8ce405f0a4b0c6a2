import { calculateExistenceRoot, ics23, iavlSpec, tendermintSpec, verifyMembership, verifyNonMembership } from "@confio/ics23";
import { equalBytes } from "../store/bytes";
import { checkGoIcs23Rules } from "./ics23-go-rules";

/** Why a proof does not show what it is said to. */
export class ProofVerificationError extends Error {
  override readonly name = "ProofVerificationError";
}

/**
 * A key of a Cosmos chain's state, as IBC names it: the store (for IBC, "ibc") and the key in it. ibc-go's MerklePath
 * of two elements.
 */
export interface StatePath {
  readonly store: Uint8Array;
  readonly key: Uint8Array;
}

/** ibc-go's default proof specs for a Cosmos chain: the key in its store's IAVL tree, then the store in the multistore. */
const SPECS = [iavlSpec, tendermintSpec] as const;

/**
 * ibc-go's `MerkleProof.VerifyMembership` (23-commitment) for a Cosmos SDK chain: `proofs` (a `/store/<name>/key`
 * query's two ProofOps, or a MerkleProof's two CommitmentProofs) show that `path` holds `value` under `root`, the
 * app hash a light client trusts. Each level's proof must be an existence proof, checked by its own spec, and each
 * level's root is the value the next level proves. Throws ProofVerificationError saying which level failed.
 */
export function verifyStateMembership(root: Uint8Array, proofs: readonly Uint8Array[], path: StatePath, value: Uint8Array): void {
  const decoded = decodeLevels(proofs);
  if (value.length === 0) throw new ProofVerificationError("a membership proof needs a non-empty value");
  const storeRoot = existenceRoot(decoded[0]!, "key");
  if (!verifyMembership(decoded[0]!, SPECS[0], storeRoot, path.key, value)) throw new ProofVerificationError("the key's proof does not show this value");
  verifyStoreLevel(root, decoded[1]!, path, storeRoot);
}

/**
 * ibc-go's `MerkleProof.VerifyNonMembership`: the key-level proof shows that no value is at `path.key` (its
 * neighbours prove the gap), and the store level shows that store's root under `root`.
 */
export function verifyStateNonMembership(root: Uint8Array, proofs: readonly Uint8Array[], path: StatePath): void {
  const decoded = decodeLevels(proofs);
  const absence = decoded[0]!.nonexist;
  if (absence === null || absence === undefined) throw new ProofVerificationError("the key's proof is not a proof of absence");
  const neighbour = absence.left ?? absence.right;
  if (neighbour === null || neighbour === undefined) throw new ProofVerificationError("the proof of absence has no neighbour");
  const storeRoot = calculateExistenceRoot(neighbour);
  if (!verifyNonMembership(decoded[0]!, SPECS[0], storeRoot, path.key)) throw new ProofVerificationError("the key's proof does not show it absent");
  verifyStoreLevel(root, decoded[1]!, path, storeRoot);
}

function verifyStoreLevel(root: Uint8Array, proof: ics23.CommitmentProof, path: StatePath, storeRoot: Uint8Array): void {
  const appHash = existenceRoot(proof, "store");
  if (!verifyMembership(proof, SPECS[1], appHash, path.store, storeRoot))
    throw new ProofVerificationError("the store's proof does not show the key's store root");
  if (!equalBytes(appHash, root)) throw new ProofVerificationError("the proof leads to another app hash than the one trusted");
}

/** Both levels decoded, each held to the rules of Go's ics23 that ibc-go applies (ics23-go-rules.ts). */
function decodeLevels(proofs: readonly Uint8Array[]): ics23.CommitmentProof[] {
  if (proofs.length !== SPECS.length) throw new ProofVerificationError(`a Cosmos chain's state proof has ${SPECS.length} levels, not ${proofs.length}`);
  return proofs.map((bytes, level) => {
    let proof: ics23.CommitmentProof;
    try {
      proof = ics23.CommitmentProof.decode(bytes);
    } catch (err) {
      throw new ProofVerificationError(`level ${level} is not a CommitmentProof: ${(err as Error).message}`);
    }
    try {
      checkGoIcs23Rules(proof, level === 0 ? "iavl" : "tendermint");
    } catch (err) {
      throw new ProofVerificationError(`level ${level} breaks ics23's rules: ${(err as Error).message}`);
    }
    return proof;
  });
}

function existenceRoot(proof: ics23.CommitmentProof, level: string): Uint8Array {
  if (proof.exist === null || proof.exist === undefined) throw new ProofVerificationError(`the ${level} level is not an existence proof`);
  try {
    return calculateExistenceRoot(proof.exist);
  } catch (err) {
    throw new ProofVerificationError(`the ${level} level's proof does not compute: ${(err as Error).message}`);
  }
}
