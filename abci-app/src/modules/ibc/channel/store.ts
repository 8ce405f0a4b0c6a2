import { Channel } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { ConnectionEnd } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { Context } from "../../../module-kit/context";
import { readU64be, u64be } from "../../../store/bytes";
import { ErrConnectionNotFound } from "../errors";
import { formatChannelIdentifier } from "../host/identifiers";
import {
  channelPath,
  NEXT_CHANNEL_SEQUENCE,
  nextSequenceAckPath,
  nextSequenceRecvPath,
  nextSequenceSendPath,
  packetAcknowledgementPath,
  packetCommitmentPath,
  packetReceiptPath,
} from "../host/paths";
import { deletePath, getPath, setPath } from "../host/store";
import type { PortRouter } from "../port/router";
import { PACKET_RECEIPT } from "./commitment";
import type { ChannelConnections } from "./expected-keepers";

/** What a relay step did: its checks passed and it changed state, or it was already done (ibc-go's ErrNoOpMsg). */
export type RelayOutcome = "applied" | "redundant";

/**
 * ICS-04's state: channel ends and packets at their ICS-24 paths in the `ibc` store, valued exactly as ibc-go stores
 * them (channel ends as `Channel` proto bytes, sequences as uint64 big-endian, packet and acknowledgement commitments
 * as sha256 hashes, receipts as one 0x01 byte) since counterparties prove them. The protocol's steps (keeper.ts) read
 * and write through it.
 */
export class ChannelStore {
  constructor(
    readonly connections: ChannelConnections,
    readonly ports: PortRouter,
  ) {}

  // ---- Store ----

  getChannel(ctx: Context, portId: string, channelId: string): Channel | undefined {
    const bytes = getPath(ctx, channelPath(portId, channelId));
    return bytes === undefined || bytes.length === 0 ? undefined : Channel.decode(bytes);
  }

  setChannel(ctx: Context, portId: string, channelId: string, channel: Channel): void {
    setPath(ctx, channelPath(portId, channelId), Channel.encode(channel).finish());
  }

  /** The sequence of the next channel identifier; 0 before the first (ibc-go's genesis sets 0). */
  nextChannelSequence(ctx: Context): bigint {
    const bytes = getPath(ctx, NEXT_CHANNEL_SEQUENCE);
    return bytes === undefined || bytes.length === 0 ? 0n : readU64be(bytes);
  }

  setNextChannelSequence(ctx: Context, sequence: bigint): void {
    setPath(ctx, NEXT_CHANNEL_SEQUENCE, u64be(sequence));
  }

  /** `channel-{N}` with the next sequence, which it consumes. */
  generateChannelIdentifier(ctx: Context): string {
    const sequence = this.nextChannelSequence(ctx);
    this.setNextChannelSequence(ctx, sequence + 1n);
    return formatChannelIdentifier(sequence);
  }

  getNextSequenceSend(ctx: Context, portId: string, channelId: string): bigint | undefined {
    return readSequence(ctx, nextSequenceSendPath(portId, channelId));
  }

  setNextSequenceSend(ctx: Context, portId: string, channelId: string, sequence: bigint): void {
    setPath(ctx, nextSequenceSendPath(portId, channelId), u64be(sequence));
  }

  getNextSequenceRecv(ctx: Context, portId: string, channelId: string): bigint | undefined {
    return readSequence(ctx, nextSequenceRecvPath(portId, channelId));
  }

  setNextSequenceRecv(ctx: Context, portId: string, channelId: string, sequence: bigint): void {
    setPath(ctx, nextSequenceRecvPath(portId, channelId), u64be(sequence));
  }

  getNextSequenceAck(ctx: Context, portId: string, channelId: string): bigint | undefined {
    return readSequence(ctx, nextSequenceAckPath(portId, channelId));
  }

  setNextSequenceAck(ctx: Context, portId: string, channelId: string, sequence: bigint): void {
    setPath(ctx, nextSequenceAckPath(portId, channelId), u64be(sequence));
  }

  /** The stored commitment of a packet sent and not yet acknowledged or timed out; undefined otherwise. */
  getPacketCommitment(ctx: Context, portId: string, channelId: string, sequence: bigint): Uint8Array | undefined {
    const bytes = getPath(ctx, packetCommitmentPath(portId, channelId, sequence));
    return bytes === undefined || bytes.length === 0 ? undefined : bytes;
  }

  setPacketCommitment(ctx: Context, portId: string, channelId: string, sequence: bigint, commitment: Uint8Array): void {
    setPath(ctx, packetCommitmentPath(portId, channelId, sequence), commitment);
  }

  deletePacketCommitment(ctx: Context, portId: string, channelId: string, sequence: bigint): void {
    deletePath(ctx, packetCommitmentPath(portId, channelId, sequence));
  }

  hasPacketReceipt(ctx: Context, portId: string, channelId: string, sequence: bigint): boolean {
    const bytes = getPath(ctx, packetReceiptPath(portId, channelId, sequence));
    return bytes !== undefined && bytes.length > 0;
  }

  setPacketReceipt(ctx: Context, portId: string, channelId: string, sequence: bigint): void {
    setPath(ctx, packetReceiptPath(portId, channelId, sequence), PACKET_RECEIPT);
  }

  /** The stored acknowledgement commitment (sha256 of the acknowledgement); undefined when none was written. */
  getPacketAcknowledgement(ctx: Context, portId: string, channelId: string, sequence: bigint): Uint8Array | undefined {
    const bytes = getPath(ctx, packetAcknowledgementPath(portId, channelId, sequence));
    return bytes === undefined || bytes.length === 0 ? undefined : bytes;
  }

  hasPacketAcknowledgement(ctx: Context, portId: string, channelId: string, sequence: bigint): boolean {
    return getPath(ctx, packetAcknowledgementPath(portId, channelId, sequence)) !== undefined;
  }

  setPacketAcknowledgement(ctx: Context, portId: string, channelId: string, sequence: bigint, ackCommitment: Uint8Array): void {
    setPath(ctx, packetAcknowledgementPath(portId, channelId, sequence), ackCommitment);
  }

  /** The connection of a channel's one hop; ErrConnectionNotFound when it does not exist. */
  connectionOf(ctx: Context, channel: Pick<Channel, "connectionHops">): ConnectionEnd {
    const connectionId = channel.connectionHops[0] ?? "";
    const connection = this.connections.getConnection(ctx, connectionId);
    if (connection === undefined) throw ErrConnectionNotFound.wrap(connectionId);
    return connection;
  }
}

function readSequence(ctx: Context, path: string): bigint | undefined {
  const bytes = getPath(ctx, path);
  return bytes === undefined || bytes.length === 0 ? undefined : readU64be(bytes);
}
