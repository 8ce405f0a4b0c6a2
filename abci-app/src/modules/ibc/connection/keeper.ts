import { sha256 } from "@noble/hashes/sha2.js";
import { Channel } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { ClientPaths, ConnectionEnd, type Counterparty, Params, State, type Version } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { Context } from "../../../module-kit/context";
import { readU64be, u64be } from "../../../store/bytes";
import type { ClientKeeper, ProofDelay } from "../client/keeper";
import { ErrClientNotFound, ErrConnectionNotFound, ErrInvalidConnectionState, ErrInvalidVersion } from "../errors";
import {
  CONNECTION_PARAMS,
  NEXT_CONNECTION_SEQUENCE,
  channelPath,
  clientConnectionsPath,
  connectionPath,
  nextSequenceRecvPath,
  packetAcknowledgementPath,
  packetCommitmentPath,
  packetReceiptPath,
} from "../host/paths";
import { formatConnectionIdentifier } from "../host/identifiers";
import { getPath, setPath } from "../host/store";
import { COMMITMENT_PREFIX } from "../types/keys";
import { connectionEvents } from "./events";
import { compatibleVersions, isSupportedVersion, pickVersion } from "./version";

/** ibc-go's default `MaxExpectedTimePerBlock`: 30 s, what turns a connection's time delay into a block delay. */
export const DEFAULT_MAX_EXPECTED_TIME_PER_BLOCK = 30_000_000_000n;

/** What a relayer proves in a handshake step: the counterparty's connection end at `height`. */
export interface HandshakeProof {
  readonly proof: Uint8Array;
  readonly height: Height;
}

/**
 * ICS-03 as ibc-go v7.10 runs it: the four-step handshake that pairs a client of ours with a client of the counterparty,
 * and the proofs of the counterparty's state that channels and packets rest on. As in v7.10, a handshake does not
 * check the counterparty's client of this chain (the self-client validation ibc-go removed): the counterparty's light
 * client is its own business, and a wrong one only breaks its own verification.
 */
export class ConnectionKeeper {
  constructor(readonly clients: ClientKeeper) {}

  getParams(ctx: Context): Params {
    const bytes = getPath(ctx, CONNECTION_PARAMS);
    return bytes === undefined ? defaultConnectionParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: Params): void {
    setPath(ctx, CONNECTION_PARAMS, Params.encode(params).finish());
  }

  nextConnectionSequence(ctx: Context): bigint {
    const bytes = getPath(ctx, NEXT_CONNECTION_SEQUENCE);
    return bytes === undefined ? 0n : readU64be(bytes);
  }

  setNextConnectionSequence(ctx: Context, sequence: bigint): void {
    setPath(ctx, NEXT_CONNECTION_SEQUENCE, u64be(sequence));
  }

  getConnection(ctx: Context, connectionId: string): ConnectionEnd | undefined {
    const bytes = getPath(ctx, connectionPath(connectionId));
    return bytes === undefined ? undefined : ConnectionEnd.decode(bytes);
  }

  setConnection(ctx: Context, connectionId: string, connection: ConnectionEnd): void {
    setPath(ctx, connectionPath(connectionId), ConnectionEnd.encode(connection).finish());
  }

  /** The connections opened on a client, in the order they were (ibc-go's ClientPaths). */
  clientConnections(ctx: Context, clientId: string): string[] {
    const bytes = getPath(ctx, clientConnectionsPath(clientId));
    return bytes === undefined ? [] : ClientPaths.decode(bytes).paths;
  }

  setClientConnections(ctx: Context, clientId: string, paths: string[]): void {
    setPath(ctx, clientConnectionsPath(clientId), ClientPaths.encode({ paths }).finish());
  }

  /** ConnOpenInit: a new connection on our client `clientId`, proposing `version` or every compatible one. */
  openInit(ctx: Context, clientId: string, counterparty: Counterparty, version: Version | undefined, delayPeriod: bigint): string {
    let versions = compatibleVersions();
    if (version !== undefined) {
      if (!isSupportedVersion(versions, version)) throw ErrInvalidVersion.wrap("version is not supported");
      versions = [version];
    }
    this.clients.requireActive(ctx, clientId);
    const connectionId = this.newConnectionId(ctx, clientId);
    this.setConnection(ctx, connectionId, { clientId, versions, state: State.STATE_INIT, counterparty, delayPeriod });
    ctx.events.emitAll(connectionEvents("connection_open_init", connectionId, clientId, counterparty));
    return connectionId;
  }

  /** ConnOpenTry: the counterparty's INIT end, proven, answered with our TRYOPEN end and the version both support. */
  openTry(ctx: Context, clientId: string, counterparty: Counterparty, delayPeriod: bigint, counterpartyVersions: Version[], proofInit: HandshakeProof): string {
    const expected: ConnectionEnd = {
      clientId: counterparty.clientId,
      versions: counterpartyVersions,
      state: State.STATE_INIT,
      counterparty: { clientId, connectionId: "", prefix: { keyPrefix: COMMITMENT_PREFIX } },
      delayPeriod,
    };
    const version = pickVersion(compatibleVersions(), counterpartyVersions);
    const connection: ConnectionEnd = { clientId, versions: [version], state: State.STATE_TRYOPEN, counterparty, delayPeriod };
    this.verifyConnectionState(ctx, connection, proofInit, counterparty.connectionId, expected);
    const connectionId = this.newConnectionId(ctx, clientId);
    this.setConnection(ctx, connectionId, connection);
    ctx.events.emitAll(connectionEvents("connection_open_try", connectionId, clientId, counterparty));
    return connectionId;
  }

  /** ConnOpenAck: our INIT end opens once the counterparty's TRYOPEN end, with the version it picked, is proven. */
  openAck(ctx: Context, connectionId: string, version: Version, counterpartyConnectionId: string, proofTry: HandshakeProof): void {
    const connection = this.connectionIn(ctx, connectionId, State.STATE_INIT);
    if (!isSupportedVersion(connection.versions, version)) {
      throw ErrInvalidConnectionState.wrap(
        `the counterparty selected version ${version.identifier} [${version.features.join(", ")}] is not supported by versions selected on INIT`,
      );
    }
    const expected: ConnectionEnd = {
      clientId: connection.counterparty.clientId,
      versions: [version],
      state: State.STATE_TRYOPEN,
      counterparty: { clientId: connection.clientId, connectionId, prefix: { keyPrefix: COMMITMENT_PREFIX } },
      delayPeriod: connection.delayPeriod,
    };
    this.verifyConnectionState(ctx, connection, proofTry, counterpartyConnectionId, expected);
    const opened: ConnectionEnd = {
      ...connection,
      state: State.STATE_OPEN,
      versions: [version],
      counterparty: { ...connection.counterparty, connectionId: counterpartyConnectionId },
    };
    this.setConnection(ctx, connectionId, opened);
    ctx.events.emitAll(connectionEvents("connection_open_ack", connectionId, opened.clientId, opened.counterparty));
  }

  /** ConnOpenConfirm: our TRYOPEN end opens once the counterparty's end is proven OPEN. */
  openConfirm(ctx: Context, connectionId: string, proofAck: HandshakeProof): void {
    const connection = this.connectionIn(ctx, connectionId, State.STATE_TRYOPEN);
    const expected: ConnectionEnd = {
      clientId: connection.counterparty.clientId,
      versions: connection.versions,
      state: State.STATE_OPEN,
      counterparty: { clientId: connection.clientId, connectionId, prefix: { keyPrefix: COMMITMENT_PREFIX } },
      delayPeriod: connection.delayPeriod,
    };
    this.verifyConnectionState(ctx, connection, proofAck, connection.counterparty.connectionId, expected);
    const opened: ConnectionEnd = { ...connection, state: State.STATE_OPEN };
    this.setConnection(ctx, connectionId, opened);
    ctx.events.emitAll(connectionEvents("connection_open_confirm", connectionId, opened.clientId, opened.counterparty));
  }

  verifyChannelState(ctx: Context, connection: ConnectionEnd, height: Height, proof: Uint8Array, portId: string, channelId: string, channel: Channel): void {
    this.clients.verifyMembership(ctx, this.at(connection, height, proof, channelPath(portId, channelId), NO_DELAY), Channel.encode(channel).finish());
  }

  verifyPacketCommitment(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
    commitment: Uint8Array,
  ): void {
    const path = packetCommitmentPath(portId, channelId, sequence);
    this.clients.verifyMembership(ctx, this.at(connection, height, proof, path, this.delay(ctx, connection)), commitment);
  }

  verifyPacketAcknowledgement(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
    acknowledgement: Uint8Array,
  ): void {
    const path = packetAcknowledgementPath(portId, channelId, sequence);
    this.clients.verifyMembership(ctx, this.at(connection, height, proof, path, this.delay(ctx, connection)), sha256(acknowledgement));
  }

  verifyPacketReceiptAbsence(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
  ): void {
    const path = packetReceiptPath(portId, channelId, sequence);
    this.clients.verifyNonMembership(ctx, this.at(connection, height, proof, path, this.delay(ctx, connection)));
  }

  verifyNextSequenceRecv(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    nextSequenceRecv: bigint,
  ): void {
    const path = nextSequenceRecvPath(portId, channelId);
    this.clients.verifyMembership(ctx, this.at(connection, height, proof, path, this.delay(ctx, connection)), u64be(nextSequenceRecv));
  }

  /** The counterparty's block time (ns) at `height`, per the connection's client. */
  timestampAtHeight(ctx: Context, connection: ConnectionEnd, height: Height): bigint {
    return this.clients.timestampAtHeight(ctx, connection.clientId, height);
  }

  private verifyConnectionState(ctx: Context, connection: ConnectionEnd, at: HandshakeProof, counterpartyConnectionId: string, expected: ConnectionEnd): void {
    const path = connectionPath(counterpartyConnectionId);
    this.clients.verifyMembership(ctx, this.at(connection, at.height, at.proof, path, NO_DELAY), ConnectionEnd.encode(expected).finish());
  }

  private at(connection: ConnectionEnd, height: Height, proof: Uint8Array, path: string, delay: ProofDelay) {
    return { clientId: connection.clientId, height, delay, proof, prefix: connection.counterparty.prefix.keyPrefix, path };
  }

  /** A connection's delay for packet proofs: its time delay, and that time in blocks at the expected block time, rounded up. */
  private delay(ctx: Context, connection: ConnectionEnd): ProofDelay {
    const perBlock = this.getParams(ctx).maxExpectedTimePerBlock;
    const blocks = perBlock === 0n ? 0n : (connection.delayPeriod + perBlock - 1n) / perBlock;
    return { timeNanos: connection.delayPeriod, blocks };
  }

  private connectionIn(ctx: Context, connectionId: string, state: State): ConnectionEnd {
    const connection = this.getConnection(ctx, connectionId);
    if (connection === undefined) throw ErrConnectionNotFound.wrap(connectionId);
    if (connection.state !== state) throw ErrInvalidConnectionState.wrap(`connection state is not ${State[state]} (got ${State[connection.state]})`);
    return connection;
  }

  private newConnectionId(ctx: Context, clientId: string): string {
    if (this.clients.getClientState(ctx, clientId) === undefined) throw ErrClientNotFound.wrap(clientId);
    const sequence = this.nextConnectionSequence(ctx);
    this.setNextConnectionSequence(ctx, sequence + 1n);
    const connectionId = formatConnectionIdentifier(sequence);
    this.setClientConnections(ctx, clientId, [...this.clientConnections(ctx, clientId), connectionId]);
    return connectionId;
  }
}

const NO_DELAY: ProofDelay = Object.freeze({ timeNanos: 0n, blocks: 0n });

export function defaultConnectionParams(): Params {
  return { maxExpectedTimePerBlock: DEFAULT_MAX_EXPECTED_TIME_PER_BLOCK };
}
