import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Commit, Header } from "cosmjs-types/tendermint/types/types";
import type { Validator } from "cosmjs-types/tendermint/types/validator";
import type { LenientCheckHook } from "../crypto/ed25519-zip215";
import { equalBytes } from "../store/bytes";
import { timestampNanos } from "../types/time";
import { headerHash } from "./header-hash";
import { validatorSetHash } from "./validator-set";
import { CommitVerificationError, checkSetSizes, verifyCommitLight, verifyCommitLightTrusting, type Fraction } from "./verify-commit";

/** A header with the commit that signs it and the validator set that signed it (the validators of its height). */
export interface SignedBlock {
  readonly header: Header;
  readonly commit: Commit;
  readonly validators: readonly Validator[];
}

/** What a light client trusts: a header it verified before, and that height's validator set. */
export interface TrustedBlock {
  readonly header: Header;
  readonly validators: readonly Validator[];
}

export interface VerificationOptions {
  /** How long a trusted header may vouch for new ones: within the chain's unbonding period (ibc-go's trusting period). */
  readonly trustingPeriodNanos: bigint;
  /** How far ahead of `now` a new header's time may be. */
  readonly maxClockDriftNanos: bigint;
  /** The share of the trusted set's power that must sign a header it skips to: 1/3 by default in ibc-go. */
  readonly trustLevel: Fraction;
  /** The verifier's time: in a state machine the block time, never the host's clock. */
  readonly now: Timestamp;
  /** Charges for a vote checked by ZIP-215 in JavaScript (crypto/ed25519-zip215.ts); a state machine meters it. */
  readonly beforeLenientCheck?: LenientCheckHook;
}

/**
 * CometBFT's light-client `Verify`: whether `untrusted` may be trusted given `trusted`. The next height is adjacent:
 * its validators must be those the trusted header named next, and sign it with more than 2/3 of their power. A later
 * height skips: the trusted set must still hold more than the trust level of the power that signed it, and its own
 * set more than 2/3. Either way the trusted header must not have expired, the new header must be for the same chain,
 * later, not too far in the future, signed by the commit given, and its validators those its header names.
 */
export function verifyHeader(chainId: string, trusted: TrustedBlock, untrusted: SignedBlock, options: VerificationOptions): void {
  const { header } = untrusted;
  checkSetSizes({ "the trusted validator set": trusted.validators, "the validator set": untrusted.validators, "the commit": untrusted.commit.signatures });
  if (trusted.header.chainId !== chainId) throw new CommitVerificationError(`the trusted header is of chain ${trusted.header.chainId}, not ${chainId}`);
  if (timestampNanos(trusted.header.time) + options.trustingPeriodNanos <= timestampNanos(options.now)) {
    throw new CommitVerificationError(`the trusted header of height ${trusted.header.height} has expired: it is older than the trusting period`);
  }
  verifyNewHeader(chainId, trusted.header, untrusted, options);
  if (header.height === trusted.header.height + 1n) {
    if (!equalBytes(header.validatorsHash, trusted.header.nextValidatorsHash)) {
      throw new CommitVerificationError("the new header's validators are not those the trusted header named next");
    }
  } else {
    verifyCommitLightTrusting(chainId, trusted.validators, untrusted.commit, options.trustLevel, options.beforeLenientCheck);
  }
  verifyCommitLight(chainId, untrusted.validators, untrusted.commit.blockId, header.height, untrusted.commit, options.beforeLenientCheck);
}

function verifyNewHeader(chainId: string, trusted: Header, untrusted: SignedBlock, options: VerificationOptions): void {
  const { header, commit } = untrusted;
  if (header.chainId !== chainId) throw new CommitVerificationError(`the new header is of chain ${header.chainId}, not ${chainId}`);
  if (commit.height !== header.height) throw new CommitVerificationError(`the commit is for height ${commit.height}, the header for ${header.height}`);
  if (!equalBytes(commit.blockId.hash, headerHash(header))) throw new CommitVerificationError("the commit signs another header");
  if (header.height <= trusted.height) {
    throw new CommitVerificationError(`the new header's height ${header.height} is not above the trusted ${trusted.height}`);
  }
  if (timestampNanos(header.time) <= timestampNanos(trusted.time)) throw new CommitVerificationError("the new header's time is not after the trusted header's");
  if (timestampNanos(header.time) >= timestampNanos(options.now) + options.maxClockDriftNanos) {
    throw new CommitVerificationError("the new header's time is beyond the verifier's time plus the allowed clock drift");
  }
  if (!equalBytes(header.validatorsHash, validatorSetHash(untrusted.validators))) {
    throw new CommitVerificationError("the validator set given is not the one the new header names");
  }
}
