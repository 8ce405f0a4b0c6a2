import { Any } from "cosmjs-types/google/protobuf/any";
import { type Height, Params } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { type ClientState, type ConsensusState, Header, Misbehaviour } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { LenientCheckHook } from "../../../crypto/ed25519-zip215";
import { isMisbehaviourPair, verifyMisbehaviour } from "../../../light-client/misbehaviour";
import {
  type ClientStatus,
  clientAfter,
  clientStatus,
  compareHeights,
  consensusStateOf,
  headerParts,
  ibcHeight,
  isMisbehaviour,
  verifyClientHeader,
} from "../../../light-client/tendermint-client";
import { CommitVerificationError } from "../../../light-client/verify-commit";
import type { Context } from "../../../module-kit/context";
import { readU64be, u64be } from "../../../store/bytes";
import { ErrInvalidHeight } from "../../../types/sdk-errors";
import { durationNanos, timestampNanos } from "../../../types/time";
import {
  ErrClientNotActive,
  ErrClientNotFound,
  ErrConsensusStateNotFound,
  ErrInvalidClientType,
  ErrInvalidHeader,
  ErrDelayPeriodNotPassed,
  ErrInvalidMisbehaviour,
  ErrProcessedHeightNotFound,
  ErrProcessedTimeNotFound,
} from "../errors";
import { formatClientIdentifier } from "../host/identifiers";
import { CLIENT_PARAMS, heightText, NEXT_CLIENT_SEQUENCE } from "../host/paths";
import { getPath, setPath } from "../host/store";
import { TENDERMINT_CLIENT_TYPE } from "../types/keys";
import { createClientEvents, misbehaviourEvents, updateClientEvents } from "./events";
import { statePath, verifyMembershipProof, verifyNonMembershipProof } from "./merkle-proof";
import * as tmStore from "./tendermint-store";

export const TENDERMINT_HEADER_TYPE_URL = "/ibc.lightclients.tendermint.v1.Header";
export const TENDERMINT_MISBEHAVIOUR_TYPE_URL = "/ibc.lightclients.tendermint.v1.Misbehaviour";

/**
 * Gas per vote a client message asks the light client to check: the SDK's price of one Ed25519 signature check (auth's
 * default `sig_verify_cost_ed25519`), twice (a header that skips heights is checked against the trusted set and its
 * own). Charged before any check, so a header costs its sender in proportion to the work it asks of every node;
 * ibc-go charges only for its store reads.
 */
export const VOTE_CHECK_GAS = 2n * 590n;
/**
 * Gas for a vote OpenSSL cannot settle, checked again by ZIP-215 in JavaScript: fifteen times an Ed25519 check, as it
 * costs (about 1 ms against 65 µs). Honest validators' votes never need it; a header of crafted votes pays for each.
 */
export const LENIENT_VOTE_CHECK_GAS = 15n * 590n;

/** ibc-go's frozen height: any non-zero height freezes a client; 07-tendermint sets 0-1. */
const FROZEN_HEIGHT: Height = { revisionNumber: 0n, revisionHeight: 1n };

/** ibc-go's connection delay: how long a consensus state must have been known before its proofs count. */
export interface ProofDelay {
  readonly timeNanos: bigint;
  readonly blocks: bigint;
}

/** A proof of a key of the counterparty's state at `height`, under its commitment prefix. */
export interface CounterpartyProof {
  readonly clientId: string;
  readonly height: Height;
  readonly delay: ProofDelay;
  readonly proof: Uint8Array;
  readonly prefix: Uint8Array;
  readonly path: string;
}

/**
 * ICS-02 with the one client type this chain runs, 07-tendermint: creates clients of other chains, updates them with
 * headers their validators signed, freezes them on misbehaviour, and verifies the counterparty proofs connections,
 * channels and packets rest on. The light client's rules are in `light-client/`; this keeper stores what they return.
 */
export class ClientKeeper {
  getParams(ctx: Context): Params {
    const bytes = getPath(ctx, CLIENT_PARAMS);
    return bytes === undefined ? defaultClientParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: Params): void {
    setPath(ctx, CLIENT_PARAMS, Params.encode(params).finish());
  }

  nextClientSequence(ctx: Context): bigint {
    const bytes = getPath(ctx, NEXT_CLIENT_SEQUENCE);
    return bytes === undefined ? 0n : readU64be(bytes);
  }

  setNextClientSequence(ctx: Context, sequence: bigint): void {
    setPath(ctx, NEXT_CLIENT_SEQUENCE, u64be(sequence));
  }

  getClientState(ctx: Context, clientId: string): ClientState | undefined {
    return tmStore.getClientState(ctx, clientId);
  }

  getConsensusState(ctx: Context, clientId: string, height: Height): ConsensusState | undefined {
    return tmStore.getConsensusState(ctx, clientId, height);
  }

  /** The client's status at the context's block time; "Unknown" for a client that does not exist. */
  status(ctx: Context, clientId: string): ClientStatus | "Unknown" {
    const client = this.getClientState(ctx, clientId);
    if (client === undefined) return "Unknown";
    return clientStatus(client, this.getConsensusState(ctx, clientId, client.latestHeight), ctx.time);
  }

  /** Our own IBC height: the revision of our chain id and the block height. */
  selfHeight(ctx: Context): Height {
    return ibcHeight(ctx.chainId, ctx.height);
  }

  /** ibc-go's `CreateClient`: a new 07-tendermint client trusting `consensus` at the client state's latest height. */
  createClient(ctx: Context, client: ClientState, consensus: ConsensusState): string {
    if (!this.getParams(ctx).allowedClients.includes(TENDERMINT_CLIENT_TYPE)) {
      throw ErrInvalidClientType.wrap(`client type ${TENDERMINT_CLIENT_TYPE} is not in the allowed client list`);
    }
    const sequence = this.nextClientSequence(ctx);
    const clientId = formatClientIdentifier(TENDERMINT_CLIENT_TYPE, sequence);
    tmStore.setClientState(ctx, clientId, client);
    tmStore.setConsensusState(ctx, clientId, client.latestHeight, consensus, this.selfHeight(ctx));
    if (this.status(ctx, clientId) !== "Active") throw ErrClientNotActive.wrap(`cannot create client ${clientId}: its consensus state has expired`);
    this.setNextClientSequence(ctx, sequence + 1n);
    ctx.events.emitAll(createClientEvents(clientId, TENDERMINT_CLIENT_TYPE, client.latestHeight));
    return clientId;
  }

  /**
   * ibc-go's `UpdateClient` for a client message (a Header or a Misbehaviour, as Any): verified against the client's
   * trusted state, then either stored as a new consensus state or, when it proves misbehaviour, freezing the client.
   */
  updateClient(ctx: Context, clientId: string, message: Any): void {
    const client = this.activeClient(ctx, clientId, "update");
    if (message.typeUrl === TENDERMINT_HEADER_TYPE_URL) {
      const header = decodeClientMessage(() => Header.decode(message.value), ErrInvalidHeader.wrap.bind(ErrInvalidHeader));
      chargeVoteChecks(ctx, [header]);
      this.applyHeader(ctx, clientId, client, header, message);
    } else if (message.typeUrl === TENDERMINT_MISBEHAVIOUR_TYPE_URL) {
      const misbehaviour = decodeClientMessage(() => Misbehaviour.decode(message.value), ErrInvalidMisbehaviour.wrap.bind(ErrInvalidMisbehaviour));
      chargeVoteChecks(ctx, [misbehaviour.header1, misbehaviour.header2]);
      this.applyMisbehaviour(ctx, clientId, client, misbehaviour, message);
    } else {
      throw ErrInvalidHeader.wrap(`client message type ${message.typeUrl} is not a 07-tendermint Header or Misbehaviour`);
    }
  }

  /** Verifies that the counterparty's state held `value` at `path` at `height` (ibc-go's `VerifyMembership`). */
  verifyMembership(ctx: Context, at: CounterpartyProof, value: Uint8Array): void {
    verifyMembershipProof(this.provenRoot(ctx, at), at.proof, this.path(at), value);
  }

  /** Verifies that the counterparty's state held nothing at `path` at `height` (ibc-go's `VerifyNonMembership`). */
  verifyNonMembership(ctx: Context, at: CounterpartyProof): void {
    verifyNonMembershipProof(this.provenRoot(ctx, at), at.proof, this.path(at));
  }

  /** The counterparty's block time (ns) at `height`, as the client's consensus state there says (packet timeouts). */
  timestampAtHeight(ctx: Context, clientId: string, height: Height): bigint {
    const state = this.getConsensusState(ctx, clientId, height);
    if (state === undefined)
      throw ErrConsensusStateNotFound.wrap(`client ${clientId} has no consensus state at height ${height.revisionNumber}-${height.revisionHeight}`);
    return timestampNanos(state.timestamp);
  }

  /** The client, which must exist and be Active (connections open only on live clients). */
  requireActive(ctx: Context, clientId: string): ClientState {
    return this.activeClient(ctx, clientId, "use");
  }

  private activeClient(ctx: Context, clientId: string, action: string): ClientState {
    const client = this.getClientState(ctx, clientId);
    if (client === undefined) throw ErrClientNotFound.wrap(`cannot ${action} client with ID ${clientId}`);
    const status = this.status(ctx, clientId);
    if (status !== "Active") throw ErrClientNotActive.wrap(`cannot ${action} client (${clientId}) with status ${status}`);
    return client;
  }

  private applyHeader(ctx: Context, clientId: string, client: ClientState, header: Header, message: Any): void {
    headerOrFail(() => verifyClientHeader(client, this.getConsensusState(ctx, clientId, header.trustedHeight), header, ctx.time, chargeLenientCheck(ctx)));
    const { chainId, height: blockHeight } = headerParts(header).header;
    const height = ibcHeight(chainId, blockHeight);
    const around = {
      atHeight: this.getConsensusState(ctx, clientId, height),
      previous: tmStore.previousConsensusState(ctx, clientId, height),
      next: tmStore.nextConsensusState(ctx, clientId, height),
    };
    if (isMisbehaviour(header, around)) {
      this.freeze(ctx, clientId, client);
      return;
    }
    this.pruneOldestExpired(ctx, clientId, client);
    if (around.atHeight === undefined) {
      tmStore.setClientState(ctx, clientId, clientAfter(client, header));
      tmStore.setConsensusState(ctx, clientId, height, consensusStateOf(header), this.selfHeight(ctx));
    }
    ctx.events.emitAll(updateClientEvents(clientId, TENDERMINT_CLIENT_TYPE, [height], Any.encode(message).finish()));
  }

  private applyMisbehaviour(ctx: Context, clientId: string, client: ClientState, misbehaviour: Misbehaviour, message: Any): void {
    const trust = {
      trusted1: misbehaviour.header1 && this.getConsensusState(ctx, clientId, misbehaviour.header1.trustedHeight),
      trusted2: misbehaviour.header2 && this.getConsensusState(ctx, clientId, misbehaviour.header2.trustedHeight),
    };
    try {
      verifyMisbehaviour(client, trust, misbehaviour, ctx.time, chargeLenientCheck(ctx));
    } catch (err) {
      if (err instanceof CommitVerificationError) throw ErrInvalidMisbehaviour.wrap(err.message);
      throw err;
    }
    if (isMisbehaviourPair(misbehaviour)) {
      this.freeze(ctx, clientId, client);
      return;
    }
    // Two verified, consistent headers: as in ibc-go, an update that stores nothing (no consensus height).
    ctx.events.emitAll(updateClientEvents(clientId, TENDERMINT_CLIENT_TYPE, [], Any.encode(message).finish()));
  }

  private freeze(ctx: Context, clientId: string, client: ClientState): void {
    tmStore.setClientState(ctx, clientId, { ...client, frozenHeight: FROZEN_HEIGHT });
    ctx.events.emitAll(misbehaviourEvents(clientId, TENDERMINT_CLIENT_TYPE));
  }

  /** 07-tendermint's pruning: on each update, the oldest consensus state goes if it has expired (one at most, so the work is bounded). */
  private pruneOldestExpired(ctx: Context, clientId: string, client: ClientState): void {
    const oldest = tmStore.consensusHeights(ctx, clientId).next();
    if (oldest.done === true) return;
    const state = this.getConsensusState(ctx, clientId, oldest.value)!;
    if (timestampNanos(state.timestamp) + durationNanos(client.trustingPeriod) <= timestampNanos(ctx.time)) {
      tmStore.deleteConsensusState(ctx, clientId, oldest.value);
    }
  }

  /** 07-tendermint's `VerifyMembership` before the proof: in ibc-go's order, the height, the delay, then the consensus state. */
  private provenRoot(ctx: Context, at: CounterpartyProof): Uint8Array {
    const client = this.activeClient(ctx, at.clientId, "verify proofs with");
    if (compareHeights(client.latestHeight, at.height) < 0) {
      throw ErrInvalidHeight.wrap(
        `client state height < proof height (${heightText(client.latestHeight)} < ${heightText(at.height)}), please ensure the client has been updated`,
      );
    }
    this.checkDelayPassed(ctx, at);
    const state = this.getConsensusState(ctx, at.clientId, at.height);
    if (state === undefined) {
      throw ErrConsensusStateNotFound.wrap(`please ensure the proof was constructed against a height that exists on the client (${heightText(at.height)})`);
    }
    return state.root.hash;
  }

  private checkDelayPassed(ctx: Context, at: CounterpartyProof): void {
    if (at.delay.timeNanos !== 0n) {
      const processed = tmStore.processedTime(ctx, at.clientId, at.height);
      if (processed === undefined) throw ErrProcessedTimeNotFound.wrap(`processed time not found for height: ${heightText(at.height)}`);
      const now = timestampNanos(ctx.time);
      if (now < processed + at.delay.timeNanos) {
        throw ErrDelayPeriodNotPassed.wrap(`cannot verify packet until time: ${processed + at.delay.timeNanos}, current time: ${now}`);
      }
    }
    if (at.delay.blocks !== 0n) {
      const processed = tmStore.processedHeight(ctx, at.clientId, at.height);
      if (processed === undefined) throw ErrProcessedHeightNotFound.wrap(`processed height not found for height: ${heightText(at.height)}`);
      const valid = { ...processed, revisionHeight: processed.revisionHeight + at.delay.blocks };
      if (compareHeights(this.selfHeight(ctx), valid) < 0) {
        throw ErrDelayPeriodNotPassed.wrap(`cannot verify packet until height: ${heightText(valid)}, current height: ${heightText(this.selfHeight(ctx))}`);
      }
    }
  }

  private path(at: CounterpartyProof) {
    return statePath(at.prefix, at.path);
  }
}

export function defaultClientParams(): Params {
  return { allowedClients: [TENDERMINT_CLIENT_TYPE] };
}

function chargeVoteChecks(ctx: Context, headers: readonly (Header | undefined)[]): void {
  const votes = headers.reduce((sum, header) => sum + (header?.signedHeader?.commit?.signatures.length ?? 0), 0);
  ctx.gasMeter.consume(VOTE_CHECK_GAS * BigInt(votes), "light client vote checks");
}

function chargeLenientCheck(ctx: Context): LenientCheckHook {
  return () => ctx.gasMeter.consume(LENIENT_VOTE_CHECK_GAS, "light client ZIP-215 vote check");
}

function headerOrFail(verify: () => void): void {
  try {
    verify();
  } catch (err) {
    if (err instanceof CommitVerificationError) throw ErrInvalidHeader.wrap(err.message);
    throw err;
  }
}

function decodeClientMessage<T>(decode: () => T, fail: (why: string) => Error): T {
  try {
    return decode();
  } catch (err) {
    throw fail(`cannot decode the client message: ${(err as Error).message}`);
  }
}
