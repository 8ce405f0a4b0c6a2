import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import type { ClientState, ConsensusState, Header } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { Commit, Header as CometHeader } from "cosmjs-types/tendermint/types/types";
import type { Validator } from "cosmjs-types/tendermint/types/validator";
import type { LenientCheckHook } from "../crypto/ed25519-zip215";
import { equalBytes } from "../store/bytes";
import { durationNanos, timestampNanos } from "../types/time";
import { validatorSetHash } from "./validator-set";
import { CommitVerificationError, checkSetSizes } from "./verify-commit";
import { verifyHeader } from "./verify-header";

/** ibc-go's client statuses: only an Active client may be updated or verify a counterparty's proofs. */
export type ClientStatus = "Active" | "Frozen" | "Expired";

/**
 * ibc-go's `ParseChainID`: the revision number of a chain id of the form `{name}-{N}` (`cosmoshub-4` is revision 4);
 * 0 for any other. IBC heights carry it, so that a chain that restarts its heights under a new id stays ordered.
 */
export function revisionNumber(chainId: string): bigint {
  const match = /^.*[^-\n]-([1-9][0-9]*)$/.exec(chainId);
  return match === null ? 0n : BigInt(match[1]!);
}

/** The IBC height of a block of this chain: its revision and its block height. */
export function ibcHeight(chainId: string, blockHeight: bigint): Height {
  return { revisionNumber: revisionNumber(chainId), revisionHeight: blockHeight };
}

/** ibc-go's `Status` of a 07-tendermint client: frozen by misbehaviour, expired once its latest state is older than the trusting period. */
export function clientStatus(client: ClientState, latest: ConsensusState | undefined, now: Timestamp): ClientStatus {
  if (client.frozenHeight.revisionNumber !== 0n || client.frozenHeight.revisionHeight !== 0n) return "Frozen";
  if (latest === undefined || timestampNanos(latest.timestamp) + durationNanos(client.trustingPeriod) <= timestampNanos(now)) return "Expired";
  return "Active";
}

/**
 * ibc-go's `VerifyClientMessage` for a 07-tendermint Header: the header's trusted validators must be those the
 * consensus state at its trusted height named next, and the light client's `Verify` must accept the new signed
 * header from that trusted state at `now`, the block time of the chain that runs the client.
 */
export function verifyClientHeader(
  client: ClientState,
  trusted: ConsensusState | undefined,
  message: Header,
  now: Timestamp,
  beforeLenientCheck?: LenientCheckHook,
): void {
  const { header, commit, validators, trustedValidators } = headerParts(message);
  checkSetSizes({ "the trusted validator set": trustedValidators, "the validator set": validators, "the commit": commit.signatures });
  if (trusted === undefined) {
    throw new CommitVerificationError(`no consensus state at the trusted height ${formatHeight(message.trustedHeight)}`);
  }
  const height = ibcHeight(header.chainId, header.height);
  if (height.revisionNumber !== message.trustedHeight.revisionNumber) {
    throw new CommitVerificationError(`the header's revision ${height.revisionNumber} is not the trusted height's ${message.trustedHeight.revisionNumber}`);
  }
  if (header.height <= message.trustedHeight.revisionHeight) {
    throw new CommitVerificationError(`the header's height ${header.height} is not above the trusted height ${message.trustedHeight.revisionHeight}`);
  }
  if (!equalBytes(validatorSetHash(trustedValidators), trusted.nextValidatorsHash)) {
    throw new CommitVerificationError("the header's trusted validators are not those the trusted consensus state named next");
  }
  const trustedHeader: CometHeader = {
    ...header,
    chainId: client.chainId,
    height: message.trustedHeight.revisionHeight,
    time: trusted.timestamp,
    nextValidatorsHash: trusted.nextValidatorsHash,
  };
  verifyHeader(
    client.chainId,
    { header: trustedHeader, validators: trustedValidators },
    { header, commit, validators },
    {
      trustingPeriodNanos: durationNanos(client.trustingPeriod),
      maxClockDriftNanos: durationNanos(client.maxClockDrift),
      trustLevel: client.trustLevel,
      now,
      ...(beforeLenientCheck === undefined ? {} : { beforeLenientCheck }),
    },
  );
}

/** The consensus state a verified header gives: its time, its app hash (the root proofs are checked against), its next validators. */
export function consensusStateOf(message: Header): ConsensusState {
  const { header } = headerParts(message);
  return { timestamp: header.time, root: { hash: header.appHash }, nextValidatorsHash: header.nextValidatorsHash };
}

/** The client after a verified header: its latest height raised to the header's when that is later. */
export function clientAfter(client: ClientState, message: Header): ClientState {
  const { header } = headerParts(message);
  const height = ibcHeight(header.chainId, header.height);
  return compareHeights(height, client.latestHeight) > 0 ? { ...client, latestHeight: height } : client;
}

/**
 * ibc-go's `CheckForMisbehaviour` for a verified header: a consensus state already stored at its height that differs
 * from the one it gives (two blocks signed at one height), or a time that breaks the order of the states around it.
 */
export function isMisbehaviour(message: Header, around: { atHeight?: ConsensusState; previous?: ConsensusState; next?: ConsensusState }): boolean {
  const state = consensusStateOf(message);
  if (around.atHeight !== undefined) return !sameConsensusState(around.atHeight, state);
  const time = timestampNanos(state.timestamp);
  if (around.previous !== undefined && time <= timestampNanos(around.previous.timestamp)) return true;
  return around.next !== undefined && time >= timestampNanos(around.next.timestamp);
}

export function compareHeights(a: Height, b: Height): number {
  if (a.revisionNumber !== b.revisionNumber) return a.revisionNumber < b.revisionNumber ? -1 : 1;
  if (a.revisionHeight !== b.revisionHeight) return a.revisionHeight < b.revisionHeight ? -1 : 1;
  return 0;
}

function sameConsensusState(a: ConsensusState, b: ConsensusState): boolean {
  return (
    timestampNanos(a.timestamp) === timestampNanos(b.timestamp) &&
    equalBytes(a.root.hash, b.root.hash) &&
    equalBytes(a.nextValidatorsHash, b.nextValidatorsHash)
  );
}

/** A Header's parts, each required: a header without them is refused before any work. */
export function headerParts(message: Header): {
  header: CometHeader;
  commit: Commit;
  validators: Validator[];
  trustedValidators: Validator[];
} {
  const header = message.signedHeader?.header;
  const commit = message.signedHeader?.commit;
  if (header === undefined || commit === undefined) throw new CommitVerificationError("the header has no signed header");
  if (message.validatorSet === undefined || message.trustedValidators === undefined)
    throw new CommitVerificationError("the header has no validator set or trusted validators");
  return { header, commit, validators: message.validatorSet.validators, trustedValidators: message.trustedValidators.validators };
}

function formatHeight(height: Height): string {
  return `${height.revisionNumber}-${height.revisionHeight}`;
}
