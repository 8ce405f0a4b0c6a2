import { describe, expect, it } from "@jest/globals";
import type { Channel, Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import {
  acknowledgePacketEvents,
  CHANNEL_EVENTS,
  callbackErrorEvents,
  channelClosedEvents,
  handshakeEvents,
  recvPacketEvents,
  sendPacketEvents,
  timeoutPacketEvents,
  writeAcknowledgementEvents,
} from "../../../../abci-app/src/modules/ibc/channel/events";
import { event, type Event } from "../../../../abci-app/src/types/events";
import { vectors } from "./vectors";

/** The events ibc-go v7.10.0's own emitters produce (fixtures/ibc-go-vectors.go.txt), for one packet and channel. */
const p = vectors.event_packet;
const packet: Packet = {
  sequence: BigInt(p.sequence),
  sourcePort: p.source_port,
  sourceChannel: p.source_channel,
  destinationPort: p.destination_port,
  destinationChannel: p.destination_channel,
  data: new Uint8Array(Buffer.from(p.data_hex, "hex")),
  timeoutHeight: { revisionNumber: BigInt(p.timeout_revision_number), revisionHeight: BigInt(p.timeout_revision_height) },
  timeoutTimestamp: BigInt(p.timeout_timestamp),
};
const channelOf = (c: typeof vectors.event_channel): Channel => ({
  state: c.state,
  ordering: c.ordering,
  counterparty: { portId: c.counterparty_port_id, channelId: c.counterparty_channel_id },
  connectionHops: c.connection_hops,
  version: c.version,
});
const channel = channelOf(vectors.event_channel);
const ordered = channelOf(vectors.event_ordered_channel);
const ack = new TextEncoder().encode('{"result":"AQ=="}');

const plain = (events: readonly Event[]) => events.map((e) => ({ type: e.type, attributes: e.attributes.map((a) => [a.key, a.value]) }));

describe("04-channel events are ibc-go's, attribute for attribute and in order", () => {
  const ours: Record<string, Event[]> = {
    channel_open_init: handshakeEvents("channel_open_init", "transfer", "channel-2", channel),
    channel_open_try: handshakeEvents("channel_open_try", "transfer", "channel-2", channel),
    channel_open_ack: handshakeEvents("channel_open_ack", "transfer", "channel-2", channel),
    channel_open_confirm: handshakeEvents("channel_open_confirm", "transfer", "channel-2", channel),
    channel_close_init: handshakeEvents("channel_close_init", "transfer", "channel-2", channel),
    channel_close_confirm: handshakeEvents("channel_close_confirm", "transfer", "channel-2", channel),
    send_packet: sendPacketEvents(packet, channel),
    recv_packet: recvPacketEvents(packet, channel),
    write_acknowledgement: writeAcknowledgementEvents(packet, channel, ack),
    acknowledge_packet: acknowledgePacketEvents(packet, channel),
    timeout_packet: timeoutPacketEvents(packet, ordered),
    channel_close: channelClosedEvents(packet, ordered),
  };

  it.each(Object.keys(vectors.events))("%s", (name) => {
    expect(plain(ours[name]!)).toEqual(vectors.events[name]);
  });

  it("covers every event ibc-go emits, and the documented table lists exactly their keys", () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(vectors.events).sort());
    for (const [name, events] of Object.entries(vectors.events)) expect(CHANNEL_EVENTS[name]).toEqual(events[0]!.attributes.map(([key]) => key));
    expect(Object.keys(CHANNEL_EVENTS).sort()).toEqual(Object.keys(vectors.events).sort());
  });

  it("values: heights as {revision}-{height}, timestamps and sequences decimal, ordering by enum name, data as text and hex", () => {
    const [send] = plain(ours.send_packet!);
    const attrs = Object.fromEntries(send!.attributes);
    expect(attrs).toMatchObject({
      packet_timeout_height: "3-77",
      packet_timeout_timestamp: "1700000000123456789",
      packet_sequence: "7",
      packet_channel_ordering: "ORDER_UNORDERED",
      packet_data: '{"a":"<&>"}',
      packet_data_hex: Buffer.from('{"a":"<&>"}').toString("hex"),
      connection_id: "connection-5",
      packet_connection: "connection-5",
    });
    expect(plain(ours.send_packet!)[1]).toEqual({ type: "message", attributes: [["module", "ibc_channel"]] });
  });

  it("an application's events under a failed acknowledgement get the ibccallbackerror- prefix (ibc-go's convertToErrorEvents)", () => {
    const converted = callbackErrorEvents([event("fungible_token_packet", [["receiver", "x"]])]);
    expect(plain(converted)).toEqual([{ type: "ibccallbackerror-fungible_token_packet", attributes: [["ibccallbackerror-receiver", "x"]] }]);
  });
});
