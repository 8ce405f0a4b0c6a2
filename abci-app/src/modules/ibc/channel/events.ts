import type { Channel, Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import { event, type Event } from "../../../types/events";
import { heightText } from "../host/paths";
import { orderName } from "./names";

/** ibc-go v7 04-channel event types and attribute keys (types/events.go): relayers find channels and packets by them. */
export const EVENT_CHANNEL_OPEN_INIT = "channel_open_init";
export const EVENT_CHANNEL_OPEN_TRY = "channel_open_try";
export const EVENT_CHANNEL_OPEN_ACK = "channel_open_ack";
export const EVENT_CHANNEL_OPEN_CONFIRM = "channel_open_confirm";
export const EVENT_CHANNEL_CLOSE_INIT = "channel_close_init";
export const EVENT_CHANNEL_CLOSE_CONFIRM = "channel_close_confirm";
/** An ORDERED channel closed by a packet's timeout. */
export const EVENT_CHANNEL_CLOSED = "channel_close";
export const EVENT_SEND_PACKET = "send_packet";
export const EVENT_RECV_PACKET = "recv_packet";
export const EVENT_WRITE_ACK = "write_acknowledgement";
export const EVENT_ACKNOWLEDGE_PACKET = "acknowledge_packet";
/** Emitted for MsgTimeout and MsgTimeoutOnClose alike (v7 declares `timeout_on_close_packet` but never emits it). */
export const EVENT_TIMEOUT_PACKET = "timeout_packet";

export const ATTR_CONNECTION_ID = "connection_id";
export const ATTR_PORT_ID = "port_id";
export const ATTR_CHANNEL_ID = "channel_id";
export const ATTR_VERSION = "version";
export const ATTR_COUNTERPARTY_PORT_ID = "counterparty_port_id";
export const ATTR_COUNTERPARTY_CHANNEL_ID = "counterparty_channel_id";
/** Deprecated in ibc-go for `packet_data_hex`: the data as text. */
export const ATTR_DATA = "packet_data";
/** Deprecated in ibc-go for `packet_ack_hex`: the acknowledgement as text. */
export const ATTR_ACK = "packet_ack";
export const ATTR_DATA_HEX = "packet_data_hex";
export const ATTR_ACK_HEX = "packet_ack_hex";
export const ATTR_TIMEOUT_HEIGHT = "packet_timeout_height";
export const ATTR_TIMEOUT_TIMESTAMP = "packet_timeout_timestamp";
export const ATTR_SEQUENCE = "packet_sequence";
export const ATTR_SRC_PORT = "packet_src_port";
export const ATTR_SRC_CHANNEL = "packet_src_channel";
export const ATTR_DST_PORT = "packet_dst_port";
export const ATTR_DST_CHANNEL = "packet_dst_channel";
export const ATTR_CHANNEL_ORDERING = "packet_channel_ordering";
/** Deprecated in ibc-go for `connection_id`. */
export const ATTR_CONNECTION = "packet_connection";

/** The `message` event's module for every 04-channel event (ibc-go's `ibc_channel`). */
export const CHANNEL_EVENT_MODULE = "ibc_channel";

/**
 * ibc-go's prefix of the type and every attribute key of the events an application emitted while receiving a packet
 * whose acknowledgement reports failure: its state changes are dropped, its events kept under these names.
 */
export const CALLBACK_ERROR_PREFIX = "ibccallbackerror-";

const HANDSHAKE_ATTRS = [ATTR_PORT_ID, ATTR_CHANNEL_ID, ATTR_COUNTERPARTY_PORT_ID, ATTR_COUNTERPARTY_CHANNEL_ID, ATTR_CONNECTION_ID] as const;
const PACKET_ATTRS = [ATTR_TIMEOUT_HEIGHT, ATTR_TIMEOUT_TIMESTAMP, ATTR_SEQUENCE, ATTR_SRC_PORT, ATTR_SRC_CHANNEL, ATTR_DST_PORT, ATTR_DST_CHANNEL] as const;

/** Every event type the submodule emits and its attribute keys in emission order (documentation checks read this). */
export const CHANNEL_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_CHANNEL_OPEN_INIT]: [...HANDSHAKE_ATTRS, ATTR_VERSION],
  [EVENT_CHANNEL_OPEN_TRY]: [...HANDSHAKE_ATTRS, ATTR_VERSION],
  [EVENT_CHANNEL_OPEN_ACK]: HANDSHAKE_ATTRS,
  [EVENT_CHANNEL_OPEN_CONFIRM]: HANDSHAKE_ATTRS,
  [EVENT_CHANNEL_CLOSE_INIT]: HANDSHAKE_ATTRS,
  [EVENT_CHANNEL_CLOSE_CONFIRM]: HANDSHAKE_ATTRS,
  [EVENT_CHANNEL_CLOSED]: [...HANDSHAKE_ATTRS, ATTR_CHANNEL_ORDERING],
  [EVENT_SEND_PACKET]: [ATTR_DATA, ATTR_DATA_HEX, ...PACKET_ATTRS, ATTR_CHANNEL_ORDERING, ATTR_CONNECTION, ATTR_CONNECTION_ID],
  [EVENT_RECV_PACKET]: [ATTR_DATA, ATTR_DATA_HEX, ...PACKET_ATTRS, ATTR_CHANNEL_ORDERING, ATTR_CONNECTION, ATTR_CONNECTION_ID],
  [EVENT_WRITE_ACK]: [ATTR_DATA, ATTR_DATA_HEX, ...PACKET_ATTRS, ATTR_ACK, ATTR_ACK_HEX, ATTR_CONNECTION, ATTR_CONNECTION_ID],
  [EVENT_ACKNOWLEDGE_PACKET]: [...PACKET_ATTRS, ATTR_CHANNEL_ORDERING, ATTR_CONNECTION, ATTR_CONNECTION_ID],
  [EVENT_TIMEOUT_PACKET]: [...PACKET_ATTRS, ATTR_CONNECTION_ID, ATTR_CHANNEL_ORDERING],
});

export type HandshakeEventType =
  | typeof EVENT_CHANNEL_OPEN_INIT
  | typeof EVENT_CHANNEL_OPEN_TRY
  | typeof EVENT_CHANNEL_OPEN_ACK
  | typeof EVENT_CHANNEL_OPEN_CONFIRM
  | typeof EVENT_CHANNEL_CLOSE_INIT
  | typeof EVENT_CHANNEL_CLOSE_CONFIRM;

/** Each 04-channel event comes with a `message` event naming the submodule, as ibc-go emits them. */
function withModule(e: Event): Event[] {
  return [e, event("message", [["module", CHANNEL_EVENT_MODULE]])];
}

/** A handshake step on our end `portId`/`channelId`; the two opening steps also carry the channel's version. */
export function handshakeEvents(type: HandshakeEventType, portId: string, channelId: string, channel: Channel): Event[] {
  const attributes: [string, string][] = [
    [ATTR_PORT_ID, portId],
    [ATTR_CHANNEL_ID, channelId],
    [ATTR_COUNTERPARTY_PORT_ID, channel.counterparty.portId],
    [ATTR_COUNTERPARTY_CHANNEL_ID, channel.counterparty.channelId],
    [ATTR_CONNECTION_ID, firstHop(channel)],
  ];
  if (type === EVENT_CHANNEL_OPEN_INIT || type === EVENT_CHANNEL_OPEN_TRY) attributes.push([ATTR_VERSION, channel.version]);
  return withModule(event(type, attributes));
}

/** A packet committed for relayers to carry (ibc-go passes the timeout height separately; it is the packet's). */
export function sendPacketEvents(packet: Packet, channel: Channel): Event[] {
  return withModule(event(EVENT_SEND_PACKET, [...dataAttributes(packet), ...packetAttributes(packet), ...orderingAndConnection(channel)]));
}

/** Emitted the first time a packet is received and, in a branch the message handler drops, on a redundant relay. */
export function recvPacketEvents(packet: Packet, channel: Channel): Event[] {
  return withModule(event(EVENT_RECV_PACKET, [...dataAttributes(packet), ...packetAttributes(packet), ...orderingAndConnection(channel)]));
}

export function writeAcknowledgementEvents(packet: Packet, channel: Channel, acknowledgement: Uint8Array): Event[] {
  return withModule(
    event(EVENT_WRITE_ACK, [
      ...dataAttributes(packet),
      ...packetAttributes(packet),
      [ATTR_ACK, asText(acknowledgement)],
      [ATTR_ACK_HEX, hex(acknowledgement)],
      [ATTR_CONNECTION, firstHop(channel)],
      [ATTR_CONNECTION_ID, firstHop(channel)],
    ]),
  );
}

export function acknowledgePacketEvents(packet: Packet, channel: Channel): Event[] {
  return withModule(event(EVENT_ACKNOWLEDGE_PACKET, [...packetAttributes(packet), ...orderingAndConnection(channel)]));
}

/** Unlike the other packet events, the connection comes before the ordering here, as in ibc-go. */
export function timeoutPacketEvents(packet: Packet, channel: Channel): Event[] {
  return withModule(
    event(EVENT_TIMEOUT_PACKET, [...packetAttributes(packet), [ATTR_CONNECTION_ID, firstHop(channel)], [ATTR_CHANNEL_ORDERING, orderName(channel.ordering)]]),
  );
}

/** An ORDERED channel closed because one of its packets timed out: our end is the packet's source. */
export function channelClosedEvents(packet: Packet, channel: Channel): Event[] {
  return withModule(
    event(EVENT_CHANNEL_CLOSED, [
      [ATTR_PORT_ID, packet.sourcePort],
      [ATTR_CHANNEL_ID, packet.sourceChannel],
      [ATTR_COUNTERPARTY_PORT_ID, channel.counterparty.portId],
      [ATTR_COUNTERPARTY_CHANNEL_ID, channel.counterparty.channelId],
      [ATTR_CONNECTION_ID, firstHop(channel)],
      [ATTR_CHANNEL_ORDERING, orderName(channel.ordering)],
    ]),
  );
}

/** ibc-go's `convertToErrorEvents`: the same events with `ibccallbackerror-` in front of the type and every key. */
export function callbackErrorEvents(events: readonly Event[]): Event[] {
  return events.map((e) =>
    event(
      `${CALLBACK_ERROR_PREFIX}${e.type}`,
      e.attributes.map((a) => [`${CALLBACK_ERROR_PREFIX}${a.key}`, a.value] as const),
    ),
  );
}

function dataAttributes(packet: Packet): [string, string][] {
  return [
    [ATTR_DATA, asText(packet.data)],
    [ATTR_DATA_HEX, hex(packet.data)],
  ];
}

function packetAttributes(packet: Packet): [string, string][] {
  return [
    [ATTR_TIMEOUT_HEIGHT, heightText(packet.timeoutHeight)],
    [ATTR_TIMEOUT_TIMESTAMP, packet.timeoutTimestamp.toString()],
    [ATTR_SEQUENCE, packet.sequence.toString()],
    [ATTR_SRC_PORT, packet.sourcePort],
    [ATTR_SRC_CHANNEL, packet.sourceChannel],
    [ATTR_DST_PORT, packet.destinationPort],
    [ATTR_DST_CHANNEL, packet.destinationChannel],
  ];
}

function orderingAndConnection(channel: Channel): [string, string][] {
  return [
    [ATTR_CHANNEL_ORDERING, orderName(channel.ordering)],
    [ATTR_CONNECTION, firstHop(channel)],
    [ATTR_CONNECTION_ID, firstHop(channel)],
  ];
}

function firstHop(channel: Channel): string {
  return channel.connectionHops[0] ?? "";
}

/**
 * Go's `string(bytes)`. ABCI attribute values are strings here, so bytes that are not UTF-8 read as U+FFFD where Go
 * would pass them through raw; the `_hex` twin carries them exactly.
 */
function asText(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
}
