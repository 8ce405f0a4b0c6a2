import type { BlockID, Commit, CommitSig } from "cosmjs-types/tendermint/types/types";
import { BlockIDFlag, type Validator } from "cosmjs-types/tendermint/types/validator";
import { type LenientCheckHook, verifyEd25519Zip215 } from "../crypto/ed25519-zip215";
import { equalBytes } from "../store/bytes";
import { totalVotingPower } from "./validator-set";
import { precommitSignBytes } from "./vote-sign-bytes";

/**
 * CometBFT's `MaxVotesCount`: no vote set, so no commit and no validator set that can sign one, has more entries. Checked
 * before any hashing or signature work, so that the work a header costs is bounded whatever a transaction carries.
 */
export const MAX_VALIDATORS = 10_000;

/** Throws unless every list holds at most MAX_VALIDATORS entries. */
export function checkSetSizes(sets: Record<string, { readonly length: number }>): void {
  for (const [what, set] of Object.entries(sets)) {
    if (set.length > MAX_VALIDATORS) throw new CommitVerificationError(`${what} has ${set.length} entries, more than the ${MAX_VALIDATORS} CometBFT allows`);
  }
}

/** Why a commit does not prove its block. */
export class CommitVerificationError extends Error {
  override readonly name = "CommitVerificationError";
}

/** A fraction of voting power, as ibc-go's and CometBFT's trust level: 1/3 by default. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * CometBFT's `VerifyCommitLight`: the commit of block `blockId` at `height` carries valid precommits for that block
 * from more than 2/3 of `validators`' power. `validators` is the set that signed, in set order: the commit's i-th
 * signature is the i-th validator's. Votes for nil and absent votes are skipped, and the check stops as soon as the
 * signed power is enough, so a later bad signature cannot fail a proven block (as in CometBFT).
 */
export function verifyCommitLight(
  chainId: string,
  validators: readonly Validator[],
  blockId: BlockID,
  height: bigint,
  commit: Commit,
  beforeLenientCheck?: LenientCheckHook,
): void {
  checkSetSizes({ "the validator set": validators, "the commit": commit.signatures });
  if (validators.length !== commit.signatures.length) {
    throw new CommitVerificationError(`the commit has ${commit.signatures.length} signatures for ${validators.length} validators`);
  }
  if (commit.height !== height) throw new CommitVerificationError(`the commit is for height ${commit.height}, not ${height}`);
  if (!sameBlockId(commit.blockId, blockId)) throw new CommitVerificationError("the commit is for another block");
  const total = totalVotingPower(validators);
  let signed = 0n;
  for (const [i, sig] of commit.signatures.entries()) {
    if (sig.blockIdFlag !== BlockIDFlag.BLOCK_ID_FLAG_COMMIT) continue;
    const validator = validators[i]!;
    if (!equalBytes(validator.address, sig.validatorAddress)) {
      throw new CommitVerificationError(`signature ${i} is by ${hex(sig.validatorAddress)}, not by the set's validator ${hex(validator.address)}`);
    }
    verifySignature(chainId, commit, sig, validator, i, beforeLenientCheck);
    signed += validator.votingPower;
    if (3n * signed > 2n * total) return;
  }
  throw new CommitVerificationError(`the commit is signed by ${signed} of ${total} voting power, not more than 2/3`);
}

/**
 * CometBFT's `VerifyCommitLightTrusting`: the commit carries valid precommits from validators of a set trusted
 * earlier (`trusted`, found by address) with more than `trustLevel` of that set's power. What lets a light client
 * skip heights: a validator set it trusts vouches for the new block.
 */
export function verifyCommitLightTrusting(
  chainId: string,
  trusted: readonly Validator[],
  commit: Commit,
  trustLevel: Fraction,
  beforeLenientCheck?: LenientCheckHook,
): void {
  if (trustLevel.denominator <= 0n || trustLevel.numerator <= 0n || trustLevel.numerator > trustLevel.denominator) {
    throw new CommitVerificationError(`trust level ${trustLevel.numerator}/${trustLevel.denominator} is not a fraction in (0, 1]`);
  }
  checkSetSizes({ "the trusted validator set": trusted, "the commit": commit.signatures });
  const byAddress = new Map(trusted.map((v) => [hex(v.address), v]));
  const total = totalVotingPower(trusted);
  const seen = new Set<string>();
  let signed = 0n;
  for (const [i, sig] of commit.signatures.entries()) {
    if (sig.blockIdFlag !== BlockIDFlag.BLOCK_ID_FLAG_COMMIT) continue;
    const address = hex(sig.validatorAddress);
    const validator = byAddress.get(address);
    if (validator === undefined) continue;
    if (seen.has(address)) throw new CommitVerificationError(`validator ${address} signed the commit twice`);
    seen.add(address);
    verifySignature(chainId, commit, sig, validator, i, beforeLenientCheck);
    signed += validator.votingPower;
    if (signed * trustLevel.denominator > total * trustLevel.numerator) return;
  }
  throw new CommitVerificationError(
    `the commit is signed by ${signed} of the trusted set's ${total} voting power, not more than ${trustLevel.numerator}/${trustLevel.denominator}`,
  );
}

function verifySignature(chainId: string, commit: Commit, sig: CommitSig, validator: Validator, index: number, beforeLenientCheck?: LenientCheckHook): void {
  const publicKey = validator.pubKey.ed25519;
  if (publicKey === undefined) throw new CommitVerificationError(`validator ${hex(validator.address)} has no Ed25519 key`);
  if (sig.timestamp === undefined) throw new CommitVerificationError(`signature ${index} has no timestamp`);
  const signBytes = precommitSignBytes({ chainId, height: commit.height, round: commit.round, blockId: commit.blockId, timestamp: sig.timestamp });
  if (!verifyEd25519Zip215(signBytes, sig.signature, publicKey, beforeLenientCheck)) {
    throw new CommitVerificationError(`wrong signature ${index} by ${hex(validator.address)}`);
  }
}

function sameBlockId(a: BlockID, b: BlockID): boolean {
  return equalBytes(a.hash, b.hash) && a.partSetHeader.total === b.partSetHeader.total && equalBytes(a.partSetHeader.hash, b.partSetHeader.hash);
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex").toUpperCase();
}
