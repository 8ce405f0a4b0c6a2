import { type Channel, Order, type Packet, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { ConnectionEnd } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { compareHeights } from "../../../light-client/tendermint-client";
import type { Context } from "../../../module-kit/context";
import { equalBytes } from "../../../store/bytes";
import { ErrChannelNotFound, ErrInvalidChannelOrdering, ErrInvalidChannelState, ErrInvalidPacket, ErrPacketReceived, ErrPacketTimeout } from "../errors";
import { isZeroHeight } from "../types/height";
import { commitPacket } from "./commitment";
import { channelClosedEvents, timeoutPacketEvents } from "./events";
import { goBytes } from "./go-format";
import { newChannel } from "./handshake";
import type { ChannelStore, RelayOutcome } from "./store";
import { orderName, stateName } from "./names";
import { checkDestination } from "./packet";

/*
 * ICS-04's timeouts, as ibc-go v7's 04-channel/keeper/timeout.go: a packet we sent and the counterparty never received
 * is given back to its application, once the counterparty's state proves it can no longer be received (its height or
 * time passed the packet's timeout, or its channel end closed). A timeout relayed already is redundant, as for packets.
 */

/**
 * TimeoutPacket's checks: at `proofHeight` the counterparty had passed the packet's timeout height or timestamp and
 * had not received it: its next receive sequence is at most the packet's (ordered), or it holds no receipt (unordered).
 */
export function timeoutPacket(k: ChannelStore, ctx: Context, packet: Packet, proof: Uint8Array, proofHeight: Height, nextSequenceRecv: bigint): RelayOutcome {
  const channel = sourceChannel(k, ctx, packet);
  checkDestination(packet, channel);
  const connection = k.connectionOf(ctx, channel);
  const proofTimestamp = k.connections.timestampAtHeight(ctx, connection, proofHeight);
  const heightPassed = !isZeroHeight(packet.timeoutHeight) && compareHeights(proofHeight, packet.timeoutHeight) >= 0;
  const timePassed = packet.timeoutTimestamp !== 0n && proofTimestamp >= packet.timeoutTimestamp;
  if (!heightPassed && !timePassed) throw ErrPacketTimeout.wrap("packet timeout has not been reached for height or timestamp");
  const commitment = k.getPacketCommitment(ctx, packet.sourcePort, packet.sourceChannel, packet.sequence);
  if (commitment === undefined) return redundantTimeout(ctx, packet, channel);
  if (channel.state !== State.STATE_OPEN) throw ErrInvalidChannelState.wrap(`channel state is not OPEN (got ${stateName(channel.state)})`);
  checkCommitment(packet, commitment);
  if (channel.ordering === Order.ORDER_ORDERED && nextSequenceRecv > packet.sequence) {
    throw ErrPacketReceived.wrap(`packet already received, next sequence receive > packet sequence (${nextSequenceRecv} > ${packet.sequence})`);
  }
  verifyUnreceived(k, ctx, connection, channel, packet, proof, proofHeight, nextSequenceRecv);
  return "applied";
}

/**
 * TimeoutOnClose's checks: the counterparty's channel end is proven CLOSED at `proofHeight`, and the packet proven not
 * received there, whatever its timeout.
 */
export function timeoutOnClose(
  k: ChannelStore,
  ctx: Context,
  packet: Packet,
  proof: Uint8Array,
  proofClosed: Uint8Array,
  proofHeight: Height,
  nextSequenceRecv: bigint,
): RelayOutcome {
  const channel = sourceChannel(k, ctx, packet);
  checkDestination(packet, channel);
  const connection = k.connectionOf(ctx, channel);
  const commitment = k.getPacketCommitment(ctx, packet.sourcePort, packet.sourceChannel, packet.sequence);
  if (commitment === undefined) return redundantTimeout(ctx, packet, channel);
  checkCommitment(packet, commitment);
  const expected = newChannel(
    State.STATE_CLOSED,
    channel.ordering,
    { portId: packet.sourcePort, channelId: packet.sourceChannel },
    [connection.counterparty.connectionId],
    channel.version,
  );
  k.connections.verifyChannelState(ctx, connection, proofHeight, proofClosed, channel.counterparty.portId, channel.counterparty.channelId, expected);
  if (channel.ordering === Order.ORDER_ORDERED && nextSequenceRecv > packet.sequence) {
    // ibc-go's text, unbalanced parenthesis included.
    throw ErrInvalidPacket.wrap(`packet already received, next sequence receive > packet sequence (${nextSequenceRecv} > ${packet.sequence}`);
  }
  verifyUnreceived(k, ctx, connection, channel, packet, proof, proofHeight, nextSequenceRecv);
  return "applied";
}

/** After either timeout's checks: deletes the commitment; an ORDERED channel closes, since its sequence can never advance. */
export function timeoutExecuted(k: ChannelStore, ctx: Context, packet: Packet): void {
  const channel = sourceChannel(k, ctx, packet);
  k.deletePacketCommitment(ctx, packet.sourcePort, packet.sourceChannel, packet.sequence);
  const ordered = channel.ordering === Order.ORDER_ORDERED;
  const after: Channel = ordered ? { ...channel, state: State.STATE_CLOSED } : channel;
  if (ordered) k.setChannel(ctx, packet.sourcePort, packet.sourceChannel, after);
  ctx.events.emitAll(timeoutPacketEvents(packet, after));
  if (ordered) ctx.events.emitAll(channelClosedEvents(packet, after));
}

function sourceChannel(k: ChannelStore, ctx: Context, packet: Packet): Channel {
  const channel = k.getChannel(ctx, packet.sourcePort, packet.sourceChannel);
  if (channel === undefined) throw ErrChannelNotFound.wrap(`port ID (${packet.sourcePort}) channel ID (${packet.sourceChannel})`);
  return channel;
}

function redundantTimeout(ctx: Context, packet: Packet, channel: Channel): RelayOutcome {
  ctx.events.emitAll(timeoutPacketEvents(packet, channel));
  return "redundant";
}

/** The packet is the one we committed to: same data and timeout. */
function checkCommitment(packet: Packet, stored: Uint8Array): void {
  const expected = commitPacket(packet);
  if (!equalBytes(stored, expected)) {
    throw ErrInvalidPacket.wrap(`packet commitment bytes are not equal: got (${goBytes(stored)}), expected (${goBytes(expected)})`);
  }
}

/** The counterparty had not received the packet at `proofHeight`: next receive sequence (ordered), receipt absence (unordered). */
function verifyUnreceived(
  k: ChannelStore,
  ctx: Context,
  connection: ConnectionEnd,
  channel: Channel,
  packet: Packet,
  proof: Uint8Array,
  proofHeight: Height,
  nextSequenceRecv: bigint,
): void {
  const port = packet.destinationPort;
  const channelId = packet.destinationChannel;
  if (channel.ordering === Order.ORDER_ORDERED) {
    k.connections.verifyNextSequenceRecv(ctx, connection, proofHeight, proof, port, channelId, nextSequenceRecv);
  } else if (channel.ordering === Order.ORDER_UNORDERED) {
    k.connections.verifyPacketReceiptAbsence(ctx, connection, proofHeight, proof, port, channelId, packet.sequence);
  } else {
    throw ErrInvalidChannelOrdering.wrap(orderName(channel.ordering));
  }
}
