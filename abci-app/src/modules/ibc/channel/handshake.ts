import { type Channel, type Counterparty, type Order, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { type ConnectionEnd, State as ConnectionState } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { Context } from "../../../module-kit/context";
import {
  ErrChannelNotFound,
  ErrClientNotActive,
  ErrClientNotFound,
  ErrConnectionNotFound,
  ErrInvalidChannelState,
  ErrInvalidConnectionState,
  ErrInvalidVersion,
  ErrTooManyConnectionHops,
} from "../errors";
import {
  EVENT_CHANNEL_CLOSE_CONFIRM,
  EVENT_CHANNEL_CLOSE_INIT,
  EVENT_CHANNEL_OPEN_ACK,
  EVENT_CHANNEL_OPEN_CONFIRM,
  EVENT_CHANNEL_OPEN_INIT,
  EVENT_CHANNEL_OPEN_TRY,
  handshakeEvents,
} from "./events";
import type { ChannelStore } from "./store";
import { connectionStateName, orderName, stateName } from "./names";

/*
 * ICS-04's channel handshake, as ibc-go v7's 04-channel/keeper/handshake.go: each opening step checks (`chan…`), the
 * message handler runs the application's callback, then the step writes (`write…Channel`). The closing steps check
 * and write at once. Every proof is of the counterparty's channel end as this end expects it to be.
 */

/**
 * ChanOpenInit's checks (the hop count is ValidateBasic's); returns the identifier the new channel gets. The connection
 * need not be open yet: a channel may start its handshake while its connection finishes its own.
 */
export function chanOpenInit(k: ChannelStore, ctx: Context, order: Order, connectionHops: readonly string[]): string {
  const connectionId = connectionHops[0] ?? "";
  const connection = k.connections.getConnection(ctx, connectionId);
  if (connection === undefined) throw ErrConnectionNotFound.wrap(connectionId);
  checkOrderingSupported(connection, order);
  checkClientActive(k, ctx, connection);
  // The port's binding (PortRouter) is its owner's authority: the message handler has routed to it already.
  return k.generateChannelIdentifier(ctx);
}

/** Stores a new channel end, in INIT (ChanOpenInit) or TRYOPEN (ChanOpenTry), with every sequence at 1. */
export function writeNewChannel(
  k: ChannelStore,
  ctx: Context,
  state: State.STATE_INIT | State.STATE_TRYOPEN,
  portId: string,
  channelId: string,
  order: Order,
  connectionHops: readonly string[],
  counterparty: Counterparty,
  version: string,
): void {
  const channel = newChannel(state, order, counterparty, connectionHops, version);
  k.setChannel(ctx, portId, channelId, channel);
  initSequences(k, ctx, portId, channelId);
  ctx.events.emitAll(handshakeEvents(state === State.STATE_INIT ? EVENT_CHANNEL_OPEN_INIT : EVENT_CHANNEL_OPEN_TRY, portId, channelId, channel));
}

/** ChanOpenTry's checks: the counterparty's end is in INIT, pointing at our port; returns the new channel's identifier. */
export function chanOpenTry(
  k: ChannelStore,
  ctx: Context,
  order: Order,
  connectionHops: readonly string[],
  portId: string,
  counterparty: Counterparty,
  counterpartyVersion: string,
  proofInit: Uint8Array,
  proofHeight: Height,
): string {
  if (connectionHops.length !== 1) throw ErrTooManyConnectionHops.wrap(`expected 1, got ${connectionHops.length}`);
  const channelId = k.generateChannelIdentifier(ctx);
  const connection = k.connections.getConnection(ctx, connectionHops[0]!);
  if (connection === undefined) throw ErrConnectionNotFound.wrap(connectionHops[0]!);
  checkConnectionOpen(connection);
  checkOrderingSupported(connection, order);
  // The counterparty's end names our port but no channel yet: it had none when it was initialised.
  const expected = newChannel(State.STATE_INIT, order, { portId, channelId: "" }, [connection.counterparty.connectionId], counterpartyVersion);
  k.connections.verifyChannelState(ctx, connection, proofHeight, proofInit, counterparty.portId, counterparty.channelId, expected);
  return channelId;
}

/** ChanOpenAck's checks: our end is in INIT, the counterparty's is in TRYOPEN pointing at ours. */
export function chanOpenAck(
  k: ChannelStore,
  ctx: Context,
  portId: string,
  channelId: string,
  counterpartyVersion: string,
  counterpartyChannelId: string,
  proofTry: Uint8Array,
  proofHeight: Height,
): void {
  const channel = existingChannel(k, ctx, portId, channelId);
  if (channel.state !== State.STATE_INIT) throw ErrInvalidChannelState.wrap(`channel state should be INIT (got ${stateName(channel.state)})`);
  const connection = k.connectionOf(ctx, channel);
  checkConnectionOpen(connection);
  const expected = newChannel(State.STATE_TRYOPEN, channel.ordering, { portId, channelId }, [connection.counterparty.connectionId], counterpartyVersion);
  k.connections.verifyChannelState(ctx, connection, proofHeight, proofTry, channel.counterparty.portId, counterpartyChannelId, expected);
}

/** Opens our end with the version the counterparty agreed to and its channel identifier. */
export function writeOpenAckChannel(
  k: ChannelStore,
  ctx: Context,
  portId: string,
  channelId: string,
  counterpartyVersion: string,
  counterpartyChannelId: string,
): void {
  const channel = mustExist(k, ctx, portId, channelId, "ChanOpenAck");
  const opened: Channel = {
    ...channel,
    state: State.STATE_OPEN,
    version: counterpartyVersion,
    counterparty: { ...channel.counterparty, channelId: counterpartyChannelId },
  };
  k.setChannel(ctx, portId, channelId, opened);
  ctx.events.emitAll(handshakeEvents(EVENT_CHANNEL_OPEN_ACK, portId, channelId, opened));
}

/** ChanOpenConfirm's checks: our end is in TRYOPEN, the counterparty's is OPEN pointing at ours. */
export function chanOpenConfirm(k: ChannelStore, ctx: Context, portId: string, channelId: string, proofAck: Uint8Array, proofHeight: Height): void {
  const channel = existingChannel(k, ctx, portId, channelId);
  if (channel.state !== State.STATE_TRYOPEN) throw ErrInvalidChannelState.wrap(`channel state is not TRYOPEN (got ${stateName(channel.state)})`);
  const connection = k.connectionOf(ctx, channel);
  checkConnectionOpen(connection);
  const expected = newChannel(State.STATE_OPEN, channel.ordering, { portId, channelId }, [connection.counterparty.connectionId], channel.version);
  k.connections.verifyChannelState(ctx, connection, proofHeight, proofAck, channel.counterparty.portId, channel.counterparty.channelId, expected);
}

export function writeOpenConfirmChannel(k: ChannelStore, ctx: Context, portId: string, channelId: string): void {
  const channel = mustExist(k, ctx, portId, channelId, "ChanOpenConfirm");
  const opened: Channel = { ...channel, state: State.STATE_OPEN };
  k.setChannel(ctx, portId, channelId, opened);
  ctx.events.emitAll(handshakeEvents(EVENT_CHANNEL_OPEN_CONFIRM, portId, channelId, opened));
}

/** Closes our end of a channel not yet CLOSED, on an OPEN connection whose client is active. */
export function chanCloseInit(k: ChannelStore, ctx: Context, portId: string, channelId: string): void {
  const channel = existingChannel(k, ctx, portId, channelId);
  if (channel.state === State.STATE_CLOSED) throw ErrInvalidChannelState.wrap("channel is already CLOSED");
  const connection = k.connectionOf(ctx, channel);
  checkClientActive(k, ctx, connection);
  checkConnectionOpen(connection);
  const closed: Channel = { ...channel, state: State.STATE_CLOSED };
  k.setChannel(ctx, portId, channelId, closed);
  ctx.events.emitAll(handshakeEvents(EVENT_CHANNEL_CLOSE_INIT, portId, channelId, closed));
}

/** Closes our end once the counterparty's is proven CLOSED. */
export function chanCloseConfirm(k: ChannelStore, ctx: Context, portId: string, channelId: string, proofInit: Uint8Array, proofHeight: Height): void {
  const channel = existingChannel(k, ctx, portId, channelId);
  if (channel.state === State.STATE_CLOSED) throw ErrInvalidChannelState.wrap("channel is already CLOSED");
  const connection = k.connectionOf(ctx, channel);
  checkConnectionOpen(connection);
  const expected = newChannel(State.STATE_CLOSED, channel.ordering, { portId, channelId }, [connection.counterparty.connectionId], channel.version);
  k.connections.verifyChannelState(ctx, connection, proofHeight, proofInit, channel.counterparty.portId, channel.counterparty.channelId, expected);
  const closed: Channel = { ...channel, state: State.STATE_CLOSED };
  k.setChannel(ctx, portId, channelId, closed);
  ctx.events.emitAll(handshakeEvents(EVENT_CHANNEL_CLOSE_CONFIRM, portId, channelId, closed));
}

/** ibc-go's `NewChannel`, every field set, so that its encoding is the counterparty's byte for byte. */
export function newChannel(state: State, ordering: Order, counterparty: Counterparty, connectionHops: readonly string[], version: string): Channel {
  return { state, ordering, counterparty: { portId: counterparty.portId, channelId: counterparty.channelId }, connectionHops: [...connectionHops], version };
}

/** ibc-go: not OPEN is ErrInvalidConnectionState. */
export function checkConnectionOpen(connection: ConnectionEnd): void {
  if (connection.state !== ConnectionState.STATE_OPEN) {
    throw ErrInvalidConnectionState.wrap(`connection state is not OPEN (got ${connectionStateName(connection.state)})`);
  }
}

/** ibc-go's `VerifySupportedFeature` on the connection's one negotiated version: the ordering's name is a feature. */
function checkOrderingSupported(connection: ConnectionEnd, order: Order): void {
  if (connection.versions.length !== 1) {
    throw ErrInvalidVersion.wrap(`single version must be negotiated on connection before opening channel, got: ${goVersions(connection)}`);
  }
  const version = connection.versions[0]!;
  if (!version.features.includes(orderName(order))) {
    throw ErrInvalidVersion.wrap(`connection version ${goVersion(version)} does not support channel ordering: ${orderName(order)}`);
  }
}

function checkClientActive(k: ChannelStore, ctx: Context, connection: ConnectionEnd): void {
  const clients = k.connections.clients;
  if (clients.getClientState(ctx, connection.clientId) === undefined) throw ErrClientNotFound.wrap(`clientID (${connection.clientId})`);
  const status = clients.status(ctx, connection.clientId);
  if (status !== "Active") throw ErrClientNotActive.wrap(`client (${connection.clientId}) status is ${status}`);
}

function existingChannel(k: ChannelStore, ctx: Context, portId: string, channelId: string): Channel {
  const channel = k.getChannel(ctx, portId, channelId);
  if (channel === undefined) throw ErrChannelNotFound.wrap(`port ID (${portId}) channel ID (${channelId})`);
  return channel;
}

/** The write steps follow their checks in the same message: a missing channel there is a bug (ibc-go panics). */
function mustExist(k: ChannelStore, ctx: Context, portId: string, channelId: string, step: string): Channel {
  const channel = k.getChannel(ctx, portId, channelId);
  if (channel === undefined)
    throw new Error(`could not find existing channel when updating channel state in successful ${step} step, channelID: ${channelId}, portID: ${portId}`);
  return channel;
}

function initSequences(k: ChannelStore, ctx: Context, portId: string, channelId: string): void {
  k.setNextSequenceSend(ctx, portId, channelId, 1n);
  k.setNextSequenceRecv(ctx, portId, channelId, 1n);
  k.setNextSequenceAck(ctx, portId, channelId, 1n);
}

/** A connection Version as ibc-go's messages print it (gogoproto's compact text: `identifier:"1" features:"ORDER_ORDERED" `). */
function goVersion(version: ConnectionEnd["versions"][number]): string {
  const fields = version.identifier === "" ? [] : [`identifier:${JSON.stringify(version.identifier)}`];
  for (const feature of version.features) fields.push(`features:${JSON.stringify(feature)}`);
  return fields.map((field) => `${field} `).join("");
}

function goVersions(connection: ConnectionEnd): string {
  return `[${connection.versions.map(goVersion).join(" ")}]`;
}
