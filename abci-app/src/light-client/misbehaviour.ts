import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { ClientState, ConsensusState, Header, Misbehaviour } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { LenientCheckHook } from "../crypto/ed25519-zip215";
import { equalBytes } from "../store/bytes";
import { durationNanos, timestampNanos } from "../types/time";
import { headerHash } from "./header-hash";
import { compareHeights, headerParts, ibcHeight } from "./tendermint-client";
import { validatorSetHash } from "./validator-set";
import { CommitVerificationError, checkSetSizes, verifyCommitLight, verifyCommitLightTrusting } from "./verify-commit";

/** The consensus states a misbehaviour's two headers say they trust, read by the caller from the client's store. */
export interface MisbehaviourTrust {
  readonly trusted1: ConsensusState | undefined;
  readonly trusted2: ConsensusState | undefined;
}

/**
 * ibc-go's 07-tendermint `verifyMisbehaviour` with the checks of `Misbehaviour.ValidateBasic`: two headers of the
 * client's chain, the first not lower than the second, each a block its own validators committed with more than 2/3,
 * and each vouched for by a validator set the client trusts (more than the trust level of the set its trusted
 * consensus state named next, which must not have expired at `now`).
 */
export function verifyMisbehaviour(
  client: ClientState,
  trust: MisbehaviourTrust,
  misbehaviour: Misbehaviour,
  now: Timestamp,
  beforeLenientCheck?: LenientCheckHook,
): void {
  const { header1, header2 } = misbehaviour;
  if (header1 === undefined || header2 === undefined) throw new CommitVerificationError("the misbehaviour needs two headers");
  const first = headerParts(header1);
  const second = headerParts(header2);
  if (first.header.chainId !== second.header.chainId) throw new CommitVerificationError("the two headers are of different chains");
  if (compareHeights(ibcHeight(first.header.chainId, first.header.height), ibcHeight(second.header.chainId, second.header.height)) < 0) {
    throw new CommitVerificationError(`the first header's height ${first.header.height} is below the second's ${second.header.height}`);
  }
  checkHeader(client, trust.trusted1, header1, now, "the first header", beforeLenientCheck);
  checkHeader(client, trust.trusted2, header2, now, "the second header", beforeLenientCheck);
}

/**
 * ibc-go's `CheckForMisbehaviour` for a verified Misbehaviour: two different blocks at one height, or a higher block
 * whose time is not after the lower one's (time must move forward).
 */
export function isMisbehaviourPair(misbehaviour: Misbehaviour): boolean {
  const first = headerParts(misbehaviour.header1!);
  const second = headerParts(misbehaviour.header2!);
  if (first.header.height === second.header.height) return !equalBytes(first.commit.blockId.hash, second.commit.blockId.hash);
  return timestampNanos(first.header.time) <= timestampNanos(second.header.time);
}

function checkHeader(
  client: ClientState,
  trusted: ConsensusState | undefined,
  message: Header,
  now: Timestamp,
  which: string,
  beforeLenientCheck: LenientCheckHook | undefined,
): void {
  const { header, commit, validators, trustedValidators } = headerParts(message);
  const fail = (why: string) => new CommitVerificationError(`${which}: ${why}`);
  checkSetSizes({ "the trusted validator set": trustedValidators, "the validator set": validators, "the commit": commit.signatures });
  if (header.chainId !== client.chainId) throw fail(`it is of chain ${header.chainId}, the client follows ${client.chainId}`);
  if (message.trustedHeight.revisionHeight === 0n) throw fail("its trusted height is zero");
  if (trusted === undefined)
    throw fail(`no consensus state at its trusted height ${message.trustedHeight.revisionNumber}-${message.trustedHeight.revisionHeight}`);
  if (header.height <= message.trustedHeight.revisionHeight) throw fail("its height is not above its trusted height");
  if (!equalBytes(commit.blockId.hash, headerHash(header))) throw fail("its commit signs another header");
  if (!equalBytes(header.validatorsHash, validatorSetHash(validators))) throw fail("its validator set is not the one it names");
  if (!equalBytes(validatorSetHash(trustedValidators), trusted.nextValidatorsHash)) {
    throw fail("its trusted validators are not those the trusted consensus state named next");
  }
  if (timestampNanos(trusted.timestamp) + durationNanos(client.trustingPeriod) <= timestampNanos(now)) {
    throw fail("its trusted consensus state is older than the trusting period");
  }
  try {
    verifyCommitLight(header.chainId, validators, commit.blockId, header.height, commit, beforeLenientCheck);
    verifyCommitLightTrusting(client.chainId, trustedValidators, commit, client.trustLevel, beforeLenientCheck);
  } catch (err) {
    throw fail((err as Error).message);
  }
}
