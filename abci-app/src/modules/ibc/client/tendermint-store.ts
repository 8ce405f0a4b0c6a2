import { Any } from "cosmjs-types/google/protobuf/any";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { ClientState, ConsensusState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { Context } from "../../../module-kit/context";
import { PrefixStore } from "../../../store/prefix";
import { concatBytes, prefixEnd, readU64be, u64be } from "../../../store/bytes";
import type { KVStore } from "../../../store/types";
import { clientPrefix, heightText, pathKey } from "../host/paths";
import { ibcStore } from "../host/store";
import { parseHeight, sortableHeightBytes } from "../types/height";

export const TENDERMINT_CLIENT_STATE_TYPE_URL = "/ibc.lightclients.tendermint.v1.ClientState";
export const TENDERMINT_CONSENSUS_STATE_TYPE_URL = "/ibc.lightclients.tendermint.v1.ConsensusState";

/*
 * One 07-tendermint client's store, below `clients/{id}/`, as ibc-go v7 lays it out (07-tendermint/store.go):
 *   clientState                                  Any(ClientState)
 *   consensusStates/{height}                     Any(ConsensusState)
 *   consensusStates/{height}/processedTime       uint64 BE: our block time (ns) when it was stored
 *   consensusStates/{height}/processedHeight     text {revision}-{height}: our height when it was stored
 *   iterateConsensusStates ‖ height (16 bytes)   the consensus state's key: heights in order
 * Counterparties prove the first two; the rest serve connection delays and pruning.
 */
const CLIENT_STATE = pathKey("clientState");
const ITERATE_PREFIX = pathKey("iterateConsensusStates");
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function consensusKey(height: Height): Uint8Array {
  return encoder.encode(`consensusStates/${heightText(height)}`);
}

function store(ctx: Context, clientId: string): KVStore {
  return new PrefixStore(ibcStore(ctx), pathKey(clientPrefix(clientId)));
}

export function getClientState(ctx: Context, clientId: string): ClientState | undefined {
  const bytes = store(ctx, clientId).get(CLIENT_STATE);
  return bytes === undefined ? undefined : ClientState.decode(Any.decode(bytes).value);
}

export function setClientState(ctx: Context, clientId: string, client: ClientState): void {
  store(ctx, clientId).set(CLIENT_STATE, clientStateAny(client));
}

/** The client state as the Any bytes stored at its path (and proven to counterparties). */
export function clientStateAny(client: ClientState): Uint8Array {
  return Any.encode({ typeUrl: TENDERMINT_CLIENT_STATE_TYPE_URL, value: ClientState.encode(client).finish() }).finish();
}

export function consensusStateAny(state: ConsensusState): Uint8Array {
  return Any.encode({ typeUrl: TENDERMINT_CONSENSUS_STATE_TYPE_URL, value: ConsensusState.encode(state).finish() }).finish();
}

export function getConsensusState(ctx: Context, clientId: string, height: Height): ConsensusState | undefined {
  const bytes = store(ctx, clientId).get(consensusKey(height));
  return bytes === undefined ? undefined : ConsensusState.decode(Any.decode(bytes).value);
}

/** Stores a consensus state with what ibc-go keeps beside it: when and at which of our heights it arrived. */
export function setConsensusState(ctx: Context, clientId: string, height: Height, state: ConsensusState, processedHeight: Height): void {
  const s = store(ctx, clientId);
  const key = consensusKey(height);
  s.set(key, consensusStateAny(state));
  s.set(concatBytes(key, encoder.encode("/processedTime")), u64be(BigInt(ctx.time.seconds) * 1_000_000_000n + BigInt(ctx.time.nanos)));
  s.set(concatBytes(key, encoder.encode("/processedHeight")), encoder.encode(heightText(processedHeight)));
  s.set(concatBytes(ITERATE_PREFIX, sortableHeightBytes(height)), key);
}

export function deleteConsensusState(ctx: Context, clientId: string, height: Height): void {
  const s = store(ctx, clientId);
  const key = consensusKey(height);
  for (const suffix of ["", "/processedTime", "/processedHeight"]) s.delete(concatBytes(key, encoder.encode(suffix)));
  s.delete(concatBytes(ITERATE_PREFIX, sortableHeightBytes(height)));
}

/** Our block time (ns) when the consensus state at `height` was stored. */
export function processedTime(ctx: Context, clientId: string, height: Height): bigint | undefined {
  const bytes = store(ctx, clientId).get(concatBytes(consensusKey(height), encoder.encode("/processedTime")));
  return bytes === undefined ? undefined : readU64be(bytes);
}

/** Our height when the consensus state at `height` was stored. */
export function processedHeight(ctx: Context, clientId: string, height: Height): Height | undefined {
  const bytes = store(ctx, clientId).get(concatBytes(consensusKey(height), encoder.encode("/processedHeight")));
  return bytes === undefined ? undefined : parseHeight(decoder.decode(bytes));
}

/** The heights of the client's consensus states, lowest first; `from` (inclusive) and `limit` bound the walk. */
export function* consensusHeights(ctx: Context, clientId: string, order: "ascending" | "descending" = "ascending"): Generator<Height> {
  const s = store(ctx, clientId);
  const end = prefixEnd(ITERATE_PREFIX);
  const entries = order === "ascending" ? s.iterator(ITERATE_PREFIX, end) : s.reverseIterator(ITERATE_PREFIX, end);
  for (const [key] of entries) {
    const bytes = key.subarray(ITERATE_PREFIX.length);
    yield { revisionNumber: readU64be(bytes, 0), revisionHeight: readU64be(bytes, 8) };
  }
}

/** The consensus state stored at the highest height below `height`, if any (07-tendermint's GetPreviousConsensusState). */
export function previousConsensusState(ctx: Context, clientId: string, height: Height): ConsensusState | undefined {
  const s = store(ctx, clientId);
  for (const [, key] of s.reverseIterator(ITERATE_PREFIX, concatBytes(ITERATE_PREFIX, sortableHeightBytes(height)))) {
    return decodeConsensusAt(s, key);
  }
  return undefined;
}

/** The consensus state stored at the lowest height above `height`, if any (GetNextConsensusState). */
export function nextConsensusState(ctx: Context, clientId: string, height: Height): ConsensusState | undefined {
  const s = store(ctx, clientId);
  const after = concatBytes(ITERATE_PREFIX, sortableHeightBytes(height), Uint8Array.of(0));
  for (const [, key] of s.iterator(after, prefixEnd(ITERATE_PREFIX))) return decodeConsensusAt(s, key);
  return undefined;
}

function decodeConsensusAt(s: KVStore, key: Uint8Array): ConsensusState {
  return ConsensusState.decode(Any.decode(s.get(key)!).value);
}
