import type { Any } from "cosmjs-types/google/protobuf/any";
import { ClientState, ConsensusState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import { revisionNumber } from "../../../light-client/tendermint-client";
import { durationNanos, isValidDuration, isValidTimestamp, timestampNanos } from "../../../types/time";
import { ErrInvalidClient, ErrInvalidClientType, ErrInvalidConsensus } from "../errors";
import { areDefaultProofSpecs } from "./proof-specs";
import { TENDERMINT_CLIENT_STATE_TYPE_URL, TENDERMINT_CONSENSUS_STATE_TYPE_URL } from "./tendermint-store";

/** CometBFT's longest chain id. */
const MAX_CHAIN_ID_LENGTH = 50;

/** A MsgCreateClient's client state: a 07-tendermint ClientState that passes its `Validate`. */
export function unpackClientState(any: Any | undefined): ClientState {
  if (any === undefined) throw ErrInvalidClient.wrap("client state cannot be empty");
  if (any.typeUrl !== TENDERMINT_CLIENT_STATE_TYPE_URL) throw ErrInvalidClientType.wrap(`client state type ${any.typeUrl} is not supported`);
  const client = decode(() => ClientState.decode(any.value), ErrInvalidClient.wrap.bind(ErrInvalidClient));
  validateClientState(client);
  return client;
}

export function unpackConsensusState(any: Any | undefined): ConsensusState {
  if (any === undefined) throw ErrInvalidConsensus.wrap("consensus state cannot be empty");
  if (any.typeUrl !== TENDERMINT_CONSENSUS_STATE_TYPE_URL) throw ErrInvalidConsensus.wrap(`consensus state type ${any.typeUrl} is not supported`);
  const state = decode(() => ConsensusState.decode(any.value), ErrInvalidConsensus.wrap.bind(ErrInvalidConsensus));
  validateConsensusState(state);
  return state;
}

/** 07-tendermint `ClientState.Validate`, and the proof specs this implementation verifies with. */
export function validateClientState(client: ClientState): void {
  const fail = (why: string) => ErrInvalidClient.wrap(why);
  if (client.chainId.trim() === "") throw fail("chain id cannot be empty");
  if (client.chainId.length > MAX_CHAIN_ID_LENGTH) throw fail(`chain id is longer than ${MAX_CHAIN_ID_LENGTH} characters`);
  const { numerator, denominator } = client.trustLevel;
  if (denominator === 0n || 3n * numerator < denominator || numerator > denominator) {
    throw fail(`trust level ${numerator}/${denominator} is not within [1/3, 1]`);
  }
  for (const [name, duration] of [
    ["trusting period", client.trustingPeriod],
    ["unbonding period", client.unbondingPeriod],
    ["max clock drift", client.maxClockDrift],
  ] as const) {
    if (duration === undefined || !isValidDuration(duration) || durationNanos(duration) <= 0n) throw fail(`${name} must be greater than zero`);
  }
  if (durationNanos(client.trustingPeriod) >= durationNanos(client.unbondingPeriod)) throw fail("trusting period must be shorter than the unbonding period");
  if (client.latestHeight.revisionHeight === 0n) throw fail("the latest height's revision height cannot be zero");
  if (client.latestHeight.revisionNumber !== revisionNumber(client.chainId)) {
    throw fail(`the latest height's revision ${client.latestHeight.revisionNumber} is not chain ${client.chainId}'s`);
  }
  if (client.frozenHeight.revisionNumber !== 0n || client.frozenHeight.revisionHeight !== 0n) throw fail("a new client cannot be frozen");
  if (!areDefaultProofSpecs(client.proofSpecs)) throw fail("proof specs must be the Cosmos SDK's (IAVL, then Tendermint)");
  if (client.upgradePath.some((key) => key.trim() === "")) throw fail("upgrade path keys cannot be empty");
}

/** 07-tendermint `ConsensusState.ValidateBasic`. */
export function validateConsensusState(state: ConsensusState): void {
  const fail = (why: string) => ErrInvalidConsensus.wrap(why);
  if (state.root.hash.length === 0) throw fail("root cannot be empty");
  if (state.nextValidatorsHash.length !== 32) throw fail("next validators hash must be 32 bytes");
  if (!isValidTimestamp(state.timestamp) || timestampNanos(state.timestamp) <= 0n) throw fail("timestamp must be a positive time");
}

function decode<T>(run: () => T, fail: (why: string) => Error): T {
  try {
    return run();
  } catch (err) {
    throw fail(`cannot decode: ${(err as Error).message}`);
  }
}
