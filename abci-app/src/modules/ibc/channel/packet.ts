import { type Channel, Order, type Packet, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { compareHeights } from "../../../light-client/tendermint-client";
import type { Context } from "../../../module-kit/context";
import { equalBytes } from "../../../store/bytes";
import { AppError } from "../../../types/errors";
import { timestampNanos } from "../../../types/time";
import {
  ErrAcknowledgementExists,
  ErrChannelNotFound,
  ErrClientNotActive,
  ErrClientNotFound,
  ErrInvalidAcknowledgement,
  ErrInvalidChannelState,
  ErrInvalidPacket,
  ErrPacketSequenceOutOfOrder,
  ErrPacketTimeout,
  ErrSequenceAckNotFound,
  ErrSequenceReceiveNotFound,
  ErrSequenceSendNotFound,
} from "../errors";
import { heightText } from "../host/paths";
import { isZeroHeight } from "../types/height";
import { checkAcknowledgementEncoding } from "./acknowledgement";
import { commitAcknowledgement, commitPacket } from "./commitment";
import { acknowledgePacketEvents, recvPacketEvents, sendPacketEvents, writeAcknowledgementEvents } from "./events";
import { checkConnectionOpen } from "./handshake";
import type { ChannelStore, RelayOutcome } from "./store";
import { goBytes, goTime } from "./go-format";
import { stateName } from "./names";
import { validatePacket } from "./validate";

/*
 * ICS-04's packet flow, as ibc-go v7's 04-channel/keeper/packet.go: send, receive, acknowledge. A redundant receive or
 * acknowledgement (already relayed) is no failure: it answers "redundant" with nothing changed, and the message handler
 * reports a no-op, so that a relayer's transaction carrying it still succeeds.
 */

export function sendPacket(
  k: ChannelStore,
  ctx: Context,
  sourcePort: string,
  sourceChannel: string,
  timeoutHeight: Height,
  timeoutTimestamp: bigint,
  data: Uint8Array,
): bigint {
  const channel = k.getChannel(ctx, sourcePort, sourceChannel);
  if (channel === undefined) throw ErrChannelNotFound.wrap(sourceChannel);
  if (channel.state !== State.STATE_OPEN) throw ErrInvalidChannelState.wrap(`channel is not OPEN (got ${stateName(channel.state)})`);
  const sequence = k.getNextSequenceSend(ctx, sourcePort, sourceChannel);
  if (sequence === undefined) throw ErrSequenceSendNotFound.wrap(`source port: ${sourcePort}, source channel: ${sourceChannel}`);
  const packet: Packet = {
    sequence,
    sourcePort,
    sourceChannel,
    destinationPort: channel.counterparty.portId,
    destinationChannel: channel.counterparty.channelId,
    data,
    timeoutHeight: { revisionNumber: timeoutHeight.revisionNumber, revisionHeight: timeoutHeight.revisionHeight },
    timeoutTimestamp,
  };
  try {
    validatePacket(packet);
  } catch (err) {
    throw err instanceof AppError ? err.wrap("constructed packet failed basic validation") : err;
  }
  const connection = k.connectionOf(ctx, channel);
  const clients = k.connections.clients;
  const client = clients.getClientState(ctx, connection.clientId);
  if (client === undefined) throw ErrClientNotFound.error();
  // Sending on a client that can no longer be updated would strand the packet.
  const status = clients.status(ctx, connection.clientId);
  if (status !== "Active") throw ErrClientNotActive.wrap(`cannot send packet using client (${connection.clientId}) with status ${status}`);
  // Already timed out on the receiving chain, as far as our client of it knows?
  const latestHeight = client.latestHeight;
  if (!isZeroHeight(timeoutHeight) && compareHeights(latestHeight, timeoutHeight) >= 0) {
    throw ErrPacketTimeout.wrap(`receiving chain block height >= packet timeout height (${heightText(latestHeight)} >= ${heightText(timeoutHeight)})`);
  }
  const latestTimestamp = k.connections.timestampAtHeight(ctx, connection, latestHeight);
  if (timeoutTimestamp !== 0n && latestTimestamp >= timeoutTimestamp) {
    throw ErrPacketTimeout.wrap(`receiving chain block timestamp >= packet timeout timestamp (${goTime(latestTimestamp)} >= ${goTime(timeoutTimestamp)})`);
  }
  k.setNextSequenceSend(ctx, sourcePort, sourceChannel, sequence + 1n);
  k.setPacketCommitment(ctx, sourcePort, sourceChannel, sequence, commitPacket(packet));
  ctx.events.emitAll(sendPacketEvents(packet, channel));
  return sequence;
}

/**
 * RecvPacket's checks and replay protection: the packet comes from our channel's counterparty, has not timed out by
 * our height and block time, and the counterparty committed to it. Sets the receipt (unordered) or advances the next
 * receive sequence (ordered). The application's callback and the acknowledgement are the message handler's.
 */
export function recvPacket(k: ChannelStore, ctx: Context, packet: Packet, proof: Uint8Array, proofHeight: Height): RelayOutcome {
  const channel = k.getChannel(ctx, packet.destinationPort, packet.destinationChannel);
  if (channel === undefined) throw ErrChannelNotFound.wrap(packet.destinationChannel);
  if (channel.state !== State.STATE_OPEN) throw ErrInvalidChannelState.wrap(`channel state is not OPEN (got ${stateName(channel.state)})`);
  if (packet.sourcePort !== channel.counterparty.portId) {
    throw ErrInvalidPacket.wrap(`packet source port doesn't match the counterparty's port (${packet.sourcePort} ≠ ${channel.counterparty.portId})`);
  }
  if (packet.sourceChannel !== channel.counterparty.channelId) {
    throw ErrInvalidPacket.wrap(`packet source channel doesn't match the counterparty's channel (${packet.sourceChannel} ≠ ${channel.counterparty.channelId})`);
  }
  // A packet may have been sent before the handshake completed; it is received only on an open connection.
  const connection = k.connectionOf(ctx, channel);
  checkConnectionOpen(connection);
  const selfHeight = k.connections.clients.selfHeight(ctx);
  if (!isZeroHeight(packet.timeoutHeight) && compareHeights(selfHeight, packet.timeoutHeight) >= 0) {
    throw ErrPacketTimeout.wrap(`block height >= packet timeout height (${heightText(selfHeight)} >= ${heightText(packet.timeoutHeight)})`);
  }
  const now = timestampNanos(ctx.time);
  if (packet.timeoutTimestamp !== 0n && now >= packet.timeoutTimestamp) {
    throw ErrPacketTimeout.wrap(`block timestamp >= packet timeout timestamp (${goTime(now)} >= ${goTime(packet.timeoutTimestamp)})`);
  }
  try {
    k.connections.verifyPacketCommitment(ctx, connection, proofHeight, proof, packet.sourcePort, packet.sourceChannel, packet.sequence, commitPacket(packet));
  } catch (err) {
    throw err instanceof AppError ? err.wrap("couldn't verify counterparty packet commitment") : err;
  }
  const outcome = applyReplayProtection(k, ctx, packet, channel);
  if (outcome === "applied") ctx.events.emitAll(recvPacketEvents(packet, channel));
  return outcome;
}

/** A packet received already is redundant (its `recv_packet` event still emitted, as ibc-go does); else it is marked received. */
function applyReplayProtection(k: ChannelStore, ctx: Context, packet: Packet, channel: Channel): RelayOutcome {
  const port = packet.destinationPort;
  const channelId = packet.destinationChannel;
  if (channel.ordering === Order.ORDER_UNORDERED) {
    if (k.hasPacketReceipt(ctx, port, channelId, packet.sequence)) return redundantRecv(ctx, packet, channel);
    k.setPacketReceipt(ctx, port, channelId, packet.sequence);
  } else if (channel.ordering === Order.ORDER_ORDERED) {
    const next = k.getNextSequenceRecv(ctx, port, channelId);
    if (next === undefined) throw ErrSequenceReceiveNotFound.wrap(`destination port: ${port}, destination channel: ${channelId}`);
    if (packet.sequence < next) return redundantRecv(ctx, packet, channel);
    if (packet.sequence !== next) throw ErrPacketSequenceOutOfOrder.wrap(`packet sequence ≠ next receive sequence (${packet.sequence} ≠ ${next})`);
    k.setNextSequenceRecv(ctx, port, channelId, next + 1n);
  }
  return "applied";
}

function redundantRecv(ctx: Context, packet: Packet, channel: Channel): RelayOutcome {
  ctx.events.emitAll(recvPacketEvents(packet, channel));
  return "redundant";
}

/**
 * Stores the commitment of a received packet's acknowledgement for the sender to prove. Once per packet; the
 * acknowledgement must not be empty (an application acknowledging later calls this then).
 */
export function writeAcknowledgement(k: ChannelStore, ctx: Context, packet: Packet, acknowledgement: Uint8Array): void {
  const channel = k.getChannel(ctx, packet.destinationPort, packet.destinationChannel);
  if (channel === undefined) throw ErrChannelNotFound.wrap(packet.destinationChannel);
  if (channel.state !== State.STATE_OPEN) throw ErrInvalidChannelState.wrap(`channel state is not OPEN (got ${stateName(channel.state)})`);
  if (k.hasPacketAcknowledgement(ctx, packet.destinationPort, packet.destinationChannel, packet.sequence)) throw ErrAcknowledgementExists.error();
  if (acknowledgement.length === 0) throw ErrInvalidAcknowledgement.wrap("acknowledgement cannot be empty");
  k.setPacketAcknowledgement(ctx, packet.destinationPort, packet.destinationChannel, packet.sequence, commitAcknowledgement(acknowledgement));
  ctx.events.emitAll(writeAcknowledgementEvents(packet, channel, acknowledgement));
}

/**
 * AcknowledgePacket's checks: we sent this packet (its commitment is still stored and matches) to our channel's
 * counterparty, which wrote this acknowledgement; ordered channels acknowledge in sequence. Deletes the commitment.
 */
export function acknowledgePacket(
  k: ChannelStore,
  ctx: Context,
  packet: Packet,
  acknowledgement: Uint8Array,
  proof: Uint8Array,
  proofHeight: Height,
): RelayOutcome {
  const channel = k.getChannel(ctx, packet.sourcePort, packet.sourceChannel);
  if (channel === undefined) throw ErrChannelNotFound.wrap(`port ID (${packet.sourcePort}) channel ID (${packet.sourceChannel})`);
  if (channel.state !== State.STATE_OPEN) throw ErrInvalidChannelState.wrap(`channel state is not OPEN (got ${stateName(channel.state)})`);
  checkDestination(packet, channel);
  const connection = k.connectionOf(ctx, channel);
  checkConnectionOpen(connection);
  const commitment = k.getPacketCommitment(ctx, packet.sourcePort, packet.sourceChannel, packet.sequence);
  if (commitment === undefined) {
    // Acknowledged already (or never sent): nothing to do.
    ctx.events.emitAll(acknowledgePacketEvents(packet, channel));
    return "redundant";
  }
  checkAcknowledgementEncoding(acknowledgement);
  const expected = commitPacket(packet);
  if (!equalBytes(commitment, expected)) {
    throw ErrInvalidPacket.wrap(`commitment bytes are not equal: got (${goBytes(expected)}), expected (${goBytes(commitment)})`);
  }
  k.connections.verifyPacketAcknowledgement(
    ctx,
    connection,
    proofHeight,
    proof,
    packet.destinationPort,
    packet.destinationChannel,
    packet.sequence,
    acknowledgement,
  );
  if (channel.ordering === Order.ORDER_ORDERED) {
    const next = k.getNextSequenceAck(ctx, packet.sourcePort, packet.sourceChannel);
    if (next === undefined) throw ErrSequenceAckNotFound.wrap(`source port: ${packet.sourcePort}, source channel: ${packet.sourceChannel}`);
    if (packet.sequence !== next) throw ErrPacketSequenceOutOfOrder.wrap(`packet sequence ≠ next ack sequence (${packet.sequence} ≠ ${next})`);
    k.setNextSequenceAck(ctx, packet.sourcePort, packet.sourceChannel, next + 1n);
  }
  k.deletePacketCommitment(ctx, packet.sourcePort, packet.sourceChannel, packet.sequence);
  ctx.events.emitAll(acknowledgePacketEvents(packet, channel));
  return "applied";
}

/** The packet was sent to our channel's counterparty (acknowledgements and timeouts). */
export function checkDestination(packet: Packet, channel: Channel): void {
  if (packet.destinationPort !== channel.counterparty.portId) {
    throw ErrInvalidPacket.wrap(`packet destination port doesn't match the counterparty's port (${packet.destinationPort} ≠ ${channel.counterparty.portId})`);
  }
  if (packet.destinationChannel !== channel.counterparty.channelId) {
    throw ErrInvalidPacket.wrap(
      `packet destination channel doesn't match the counterparty's channel (${packet.destinationChannel} ≠ ${channel.counterparty.channelId})`,
    );
  }
}
