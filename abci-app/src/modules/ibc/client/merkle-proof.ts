import { BinaryReader } from "cosmjs-types/binary";
import { type StatePath, ProofVerificationError, verifyStateMembership, verifyStateNonMembership } from "../../../light-client/commitment-proof";
import { ErrInvalidMerkleProof, ErrInvalidProof } from "../errors";

/** A Cosmos chain's proofs have two levels; a MerkleProof carrying more is refused before any is decoded. */
const PROOF_LEVELS = 2;

/**
 * ibc-go's `MerkleProof` (23-commitment) as the bytes of its CommitmentProofs: field 1, repeated. Read at the wire
 * level so that each proof reaches ics23's own decoder as sent.
 */
export function merkleProofLevels(proof: Uint8Array): Uint8Array[] {
  if (proof.length === 0) throw ErrInvalidMerkleProof.wrap("proof cannot be empty");
  const levels: Uint8Array[] = [];
  try {
    const reader = new BinaryReader(proof);
    while (reader.pos < reader.len) {
      const tag = reader.uint32();
      if (tag >>> 3 === 1 && (tag & 7) === 2) {
        if (levels.length === PROOF_LEVELS) throw new Error(`more than ${PROOF_LEVELS} levels`);
        levels.push(reader.bytes());
      } else {
        reader.skipType(tag & 7);
      }
    }
  } catch (err) {
    throw ErrInvalidMerkleProof.wrap(`cannot decode the MerkleProof: ${(err as Error).message}`);
  }
  return levels;
}

/** The counterparty's key `path` under its commitment `prefix` (its store name): a MerklePath of two keys. */
export function statePath(prefix: Uint8Array, path: string): StatePath {
  return { store: prefix, key: new TextEncoder().encode(path) };
}

/** 23-commitment's `VerifyMembership` under a trusted root; a failure is ErrInvalidProof with ics23's reason. */
export function verifyMembershipProof(root: Uint8Array, proof: Uint8Array, path: StatePath, value: Uint8Array): void {
  const levels = merkleProofLevels(proof);
  asProofError(() => verifyStateMembership(root, levels, path, value));
}

export function verifyNonMembershipProof(root: Uint8Array, proof: Uint8Array, path: StatePath): void {
  const levels = merkleProofLevels(proof);
  asProofError(() => verifyStateNonMembership(root, levels, path));
}

function asProofError(verify: () => void): void {
  try {
    verify();
  } catch (err) {
    if (err instanceof ProofVerificationError) throw ErrInvalidProof.wrap(err.message);
    throw err;
  }
}
