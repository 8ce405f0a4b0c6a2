import { beforeEach, describe, expect, it } from "@jest/globals";
import type { Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import { State as ConnectionState } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import { ResponseResultType } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/tx";
import { commitAcknowledgement, commitPacket } from "../../../../abci-app/src/modules/ibc/channel/commitment";
import { ACKNOWLEDGEMENT_MSG_TYPE, RECV_PACKET_MSG_TYPE } from "../../../../abci-app/src/modules/ibc/channel/msgs";
import {
  ErrAcknowledgementExists,
  ErrChannelNotFound,
  ErrClientNotActive,
  ErrFailedMembershipVerification,
  ErrInvalidAcknowledgement,
  ErrInvalidChannelState,
  ErrInvalidConnectionState,
  ErrInvalidID,
  ErrInvalidPacket,
  ErrPacketSequenceOutOfOrder,
  ErrPacketTimeout,
} from "../../../../abci-app/src/modules/ibc/errors";
import {
  APP_STORE,
  CLIENT_LATEST_HEIGHT,
  CONNECTION_ID,
  COUNTERPARTY_PORT,
  COUNTERPARTY_TIME_NANOS,
  deliver,
  eventsOf,
  expectError,
  type Harness,
  incoming,
  NOW_NANOS,
  newHarness,
  newPair,
  Order,
  openChannel,
  openConnection,
  outgoing,
  PORT,
  PROOF,
  PROOF_HEIGHT,
  RELAYER,
  State,
  thrown,
  writesOf,
} from "./setup";

const { RESPONSE_RESULT_TYPE_NOOP: NOOP, RESPONSE_RESULT_TYPE_SUCCESS: SUCCESS } = ResponseResultType;
const ACK = new TextEncoder().encode('{"result":"AQ=="}');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const recvMsg = (packet: Packet) => ({ packet, proofCommitment: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER });
const ackMsg = (packet: Packet, acknowledgement = ACK) => ({ packet, acknowledgement, proofAcked: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER });
const send = (h: Harness, p: Packet) => h.keeper.sendPacket(h.ctx, p.sourcePort, p.sourceChannel, p.timeoutHeight, p.timeoutTimestamp, p.data);

describe("sendPacket", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
    openChannel(h, Order.ORDER_UNORDERED);
  });

  it("commits the packet under the next send sequence, which it returns, and emits send_packet", () => {
    const packet = outgoing(1n, { timeoutTimestamp: NOW_NANOS + 1n });
    const written = writesOf(h, () => expect(send(h, packet)).toBe(1n));
    expect(written).toEqual({
      "ibc/commitments/ports/transfer/channels/channel-0/sequences/1": hex(commitPacket(packet)),
      "ibc/nextSequenceSend/ports/transfer/channels/channel-0": "0000000000000002",
    });
    expect(eventsOf(h.ctx.events.events(), "send_packet")).toEqual([
      {
        packet_data: '{"n":1}',
        packet_data_hex: hex(packet.data),
        packet_timeout_height: "1-1000",
        packet_timeout_timestamp: (NOW_NANOS + 1n).toString(),
        packet_sequence: "1",
        packet_src_port: PORT,
        packet_src_channel: "channel-0",
        packet_dst_port: COUNTERPARTY_PORT,
        packet_dst_channel: "channel-5",
        packet_channel_ordering: "ORDER_UNORDERED",
        packet_connection: CONNECTION_ID,
        connection_id: CONNECTION_ID,
      },
    ]);
    expect(send(h, outgoing(2n))).toBe(2n);
  });

  it("refuses a packet already timed out on the receiving chain, as far as our client knows", () => {
    expectError(
      thrown(() => send(h, outgoing(1n, { timeoutHeight: CLIENT_LATEST_HEIGHT }))),
      ErrPacketTimeout,
      "receiving chain block height >= packet timeout height (1-60 >= 1-60)",
    );
    expect(send(h, outgoing(1n, { timeoutHeight: { revisionNumber: 1n, revisionHeight: 61n } }))).toBe(1n);
    expectError(
      thrown(() => send(h, outgoing(2n, { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n }, timeoutTimestamp: COUNTERPARTY_TIME_NANOS }))),
      ErrPacketTimeout,
      "receiving chain block timestamp >= packet timeout timestamp (2023-11-14 21:56:40 +0000 UTC >= 2023-11-14 21:56:40 +0000 UTC)",
    );
  });

  it("refuses a closed channel, a missing one, an inactive client and a packet failing ValidateBasic, writing nothing", () => {
    const written = writesOf(h, () => {
      expectError(
        thrown(() => send(h, outgoing(1n, { sourceChannel: "channel-9" }))),
        ErrChannelNotFound,
        "channel-9",
      );
      expectError(
        thrown(() => send(h, outgoing(1n, { data: new Uint8Array() }))),
        ErrInvalidPacket,
        "packet data bytes cannot be empty: invalid packet",
      );
      expectError(
        thrown(() => send(h, outgoing(1n, { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n } }))),
        ErrInvalidPacket,
        "constructed packet failed basic validation",
      );
      h.connections.clients.status_ = "Expired";
      expectError(
        thrown(() => send(h, outgoing(1n))),
        ErrClientNotActive,
        "cannot send packet using client (07-tendermint-0) with status Expired",
      );
    });
    expect(written).toEqual({});
    h.keeper.setChannel(h.ctx, PORT, "channel-0", { ...h.keeper.getChannel(h.ctx, PORT, "channel-0")!, state: State.STATE_CLOSED });
    expectError(
      thrown(() => send(h, outgoing(1n))),
      ErrInvalidChannelState,
      "channel is not OPEN (got STATE_CLOSED)",
    );
  });
});

describe("RecvPacket", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  it("unordered: proves the counterparty's commitment, sets the receipt, runs the application, writes its acknowledgement", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const packet = incoming(3n);
    let result!: ReturnType<typeof deliver>;
    const written = writesOf(h, () => {
      result = deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(packet));
    });
    expect(result.error).toBeUndefined();
    expect(result.response).toEqual({ result: SUCCESS });
    expect(h.connections.calls).toEqual([
      {
        method: "verifyPacketCommitment",
        connection: openConnection(),
        height: PROOF_HEIGHT,
        proof: PROOF,
        portId: COUNTERPARTY_PORT,
        channelId: "channel-5",
        sequence: 3n,
        commitment: commitPacket(packet),
      },
    ]);
    expect(written).toEqual({
      "ibc/receipts/ports/transfer/channels/channel-0/sequences/3": "01",
      "ibc/acks/ports/transfer/channels/channel-0/sequences/3": hex(commitAcknowledgement(ACK)),
      [`${APP_STORE}/received/3`]: "01",
    });
    expect(h.app.calls).toEqual([["onRecvPacket", 3n, RELAYER]]);
    expect(result.events.map((e) => e.type)).toEqual(["recv_packet", "message", "fungible_token_packet", "write_acknowledgement", "message"]);
    expect(eventsOf(result.events, "write_acknowledgement")[0]).toMatchObject({
      packet_sequence: "3",
      packet_ack: '{"result":"AQ=="}',
      packet_ack_hex: hex(ACK),
      packet_dst_channel: "channel-0",
      connection_id: CONNECTION_ID,
    });
  });

  it("a redundant relay is a no-op answering NOOP: no failure, no events, nothing written, no callback", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n)));
    let result!: ReturnType<typeof deliver>;
    const written = writesOf(h, () => {
      result = deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n)));
    });
    expect(result).toEqual({ response: { result: NOOP }, events: [] });
    expect(written).toEqual({});
    expect(h.app.names()).toEqual(["onRecvPacket"]);
  });

  it("ordered: packets in sequence only; an old one is a no-op, a later one out of order", () => {
    openChannel(h, Order.ORDER_ORDERED);
    const first = writesOf(h, () => expect(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n))).response).toEqual({ result: SUCCESS }));
    expect(first["ibc/nextSequenceRecv/ports/transfer/channels/channel-0"]).toBe("0000000000000002");
    expect(Object.keys(first).some((k) => k.includes("receipts/"))).toBe(false);
    expect(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n))).response).toEqual({ result: NOOP });
    expectError(
      deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(3n))).error,
      ErrPacketSequenceOutOfOrder,
      "receive packet verification failed: packet sequence ≠ next receive sequence (3 ≠ 2)",
    );
    expect(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(2n))).response).toEqual({ result: SUCCESS });
    expect(h.keeper.getNextSequenceRecv(h.ctx, PORT, "channel-0")).toBe(3n);
  });

  it("a failure acknowledgement drops the application's state, keeps its events as ibccallbackerror-, and is still written", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const errorAck = new TextEncoder().encode('{"error":"ABCI code: 5: error handling packet: see events for details"}');
    h.app.ack = { success: false, bytes: errorAck };
    let result!: ReturnType<typeof deliver>;
    const written = writesOf(h, () => {
      result = deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n)));
    });
    expect(result.response).toEqual({ result: SUCCESS });
    expect(written).toEqual({
      "ibc/receipts/ports/transfer/channels/channel-0/sequences/1": "01",
      "ibc/acks/ports/transfer/channels/channel-0/sequences/1": hex(commitAcknowledgement(errorAck)),
    });
    expect(result.events.map((e) => e.type)).toEqual(["recv_packet", "message", "ibccallbackerror-fungible_token_packet", "write_acknowledgement", "message"]);
    expect(eventsOf(result.events, "ibccallbackerror-fungible_token_packet")).toEqual([{ "ibccallbackerror-sequence": "1" }]);
  });

  it("an empty acknowledgement is asynchronous: nothing written for it now, the application writes it later once", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    h.app.ack = { success: true, bytes: new Uint8Array() };
    const written = writesOf(h, () => expect(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n))).response).toEqual({ result: SUCCESS }));
    expect(Object.keys(written).sort()).toEqual([`${APP_STORE}/received/1`, "ibc/receipts/ports/transfer/channels/channel-0/sequences/1"]);
    h.keeper.writeAcknowledgement(h.ctx, incoming(1n), ACK);
    expect(h.keeper.getPacketAcknowledgement(h.ctx, PORT, "channel-0", 1n)).toEqual(commitAcknowledgement(ACK));
    expectError(
      thrown(() => h.keeper.writeAcknowledgement(h.ctx, incoming(1n), ACK)),
      ErrAcknowledgementExists,
    );
    expectError(
      thrown(() => h.keeper.writeAcknowledgement(h.ctx, incoming(2n), new Uint8Array())),
      ErrInvalidAcknowledgement,
      "acknowledgement cannot be empty",
    );
  });

  it("times out by our height (IBC height: revision 2 of idledger-2) and by our block time", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const timedOut = (overrides: Partial<Packet>, message: string) => {
      const written = writesOf(h, () => expectError(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, overrides))).error, ErrPacketTimeout, message));
      expect(written).toEqual({});
    };
    timedOut({ timeoutHeight: { revisionNumber: 2n, revisionHeight: 100n } }, "block height >= packet timeout height (2-100 >= 2-100)");
    timedOut({ timeoutHeight: { revisionNumber: 1n, revisionHeight: 5000n } }, "block height >= packet timeout height (2-100 >= 1-5000)");
    timedOut(
      { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n }, timeoutTimestamp: NOW_NANOS },
      "block timestamp >= packet timeout timestamp (2023-11-14 22:13:20 +0000 UTC >= 2023-11-14 22:13:20 +0000 UTC)",
    );
    expect(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, { timeoutHeight: { revisionNumber: 2n, revisionHeight: 101n } }))).response).toEqual({
      result: SUCCESS,
    });
    expect(
      deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(2n, { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n }, timeoutTimestamp: NOW_NANOS + 1n })))
        .response,
    ).toEqual({ result: SUCCESS });
  });

  it("a failing proof refuses with nothing written and no callback; so do a foreign source, a closed channel or connection", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    h.connections.failing.add("verifyPacketCommitment");
    const written = writesOf(h, () =>
      expectError(
        deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n))).error,
        ErrFailedMembershipVerification,
        "receive packet verification failed: couldn't verify counterparty packet commitment",
      ),
    );
    expect(written).toEqual({});
    expect(h.app.calls).toEqual([]);
    h.connections.failing.clear();
    expectError(
      deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, { sourceChannel: "channel-6" }))).error,
      ErrInvalidPacket,
      "packet source channel doesn't match",
    );
    expectError(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, { sourcePort: "other" }))).error, ErrInvalidPacket, "packet source port doesn't match");
    h.connections.connections.set(CONNECTION_ID, openConnection({ state: ConnectionState.STATE_TRYOPEN }));
    expectError(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n))).error, ErrInvalidConnectionState);
    h.keeper.setChannel(h.ctx, PORT, "channel-0", { ...h.keeper.getChannel(h.ctx, PORT, "channel-0")!, state: State.STATE_CLOSED });
    expectError(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n))).error, ErrInvalidChannelState, "channel state is not OPEN (got STATE_CLOSED)");
  });

  it("ValidateBasic refuses a packet with bad identifiers, sequence 0, no timeout or no data", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    expectError(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(0n))).error, ErrInvalidPacket, "packet sequence cannot be 0");
    expectError(deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, { sourcePort: "a" }))).error, ErrInvalidID, "invalid source port ID");
    expectError(
      deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n } }))).error,
      ErrInvalidPacket,
      "packet timeout height and packet timeout timestamp cannot both be 0",
    );
    expectError(
      deliver(h, RECV_PACKET_MSG_TYPE, recvMsg(incoming(1n, { data: new Uint8Array() }))).error,
      ErrInvalidPacket,
      "packet data bytes cannot be empty",
    );
  });
});

describe("Acknowledgement", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  it("proves the counterparty's acknowledgement, deletes the commitment, emits acknowledge_packet, calls the application", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const packet = outgoing(1n);
    send(h, packet);
    let result!: ReturnType<typeof deliver>;
    const written = writesOf(h, () => {
      result = deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(packet));
    });
    expect(result.response).toEqual({ result: SUCCESS });
    expect(written).toEqual({ "ibc/commitments/ports/transfer/channels/channel-0/sequences/1": null });
    expect(h.connections.calls).toEqual([
      {
        method: "verifyPacketAcknowledgement",
        connection: openConnection(),
        height: PROOF_HEIGHT,
        proof: PROOF,
        portId: COUNTERPARTY_PORT,
        channelId: "channel-5",
        sequence: 1n,
        acknowledgement: ACK,
      },
    ]);
    expect(h.app.calls).toEqual([["onAcknowledgementPacket", 1n, ACK, RELAYER]]);
    expect(eventsOf(result.events, "acknowledge_packet")).toEqual([
      {
        packet_timeout_height: "1-1000",
        packet_timeout_timestamp: "0",
        packet_sequence: "1",
        packet_src_port: PORT,
        packet_src_channel: "channel-0",
        packet_dst_port: COUNTERPARTY_PORT,
        packet_dst_channel: "channel-5",
        packet_channel_ordering: "ORDER_UNORDERED",
        packet_connection: CONNECTION_ID,
        connection_id: CONNECTION_ID,
      },
    ]);
    // Relayed again: a no-op.
    expect(deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(packet))).toEqual({ response: { result: NOOP }, events: [] });
    expect(h.app.calls).toHaveLength(1);
  });

  it("refuses a packet that is not the one committed, and a non-canonical Acknowledgement JSON", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    send(h, outgoing(1n));
    expectError(
      deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(1n, { data: Uint8Array.of(1) }))).error,
      ErrInvalidPacket,
      "commitment bytes are not equal",
    );
    expectError(
      deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(1n), new TextEncoder().encode('{ "result": "AQ==" }'))).error,
      ErrInvalidAcknowledgement,
      "acknowledgement marshalling error",
    );
    // Bytes that are no Acknowledgement JSON at all are the application's business.
    expect(deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(1n), Uint8Array.of(1, 2, 3))).response).toEqual({ result: SUCCESS });
  });

  it("a failing proof refuses with nothing written and no callback", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    send(h, outgoing(1n));
    h.connections.failing.add("verifyPacketAcknowledgement");
    const written = writesOf(h, () =>
      expectError(deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(1n))).error, ErrFailedMembershipVerification, "acknowledge packet verification failed"),
    );
    expect(written).toEqual({});
    expect(h.app.calls).toEqual([]);
  });

  it("ordered: acknowledgements in sequence, advancing the next ack sequence", () => {
    openChannel(h, Order.ORDER_ORDERED);
    send(h, outgoing(1n));
    send(h, outgoing(2n));
    expectError(deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(2n))).error, ErrPacketSequenceOutOfOrder, "packet sequence ≠ next ack sequence (2 ≠ 1)");
    expect(deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(1n))).response).toEqual({ result: SUCCESS });
    expect(deliver(h, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(outgoing(2n))).response).toEqual({ result: SUCCESS });
    expect(h.keeper.getNextSequenceAck(h.ctx, PORT, "channel-0")).toBe(3n);
  });
});

describe("a packet's round trip between two keepers, each proving the other's actual state", () => {
  it("A sends, B receives and acknowledges, A processes the acknowledgement", () => {
    const [a, b] = newPair();
    openChannel(a, Order.ORDER_UNORDERED, "channel-0", "channel-5");
    b.keeper.setChannel(b.ctx, PORT, "channel-5", {
      state: State.STATE_OPEN,
      ordering: Order.ORDER_UNORDERED,
      counterparty: { portId: PORT, channelId: "channel-0" },
      connectionHops: ["connection-7"],
      version: "ics20-1",
    });
    const sequence = a.keeper.sendPacket(a.ctx, PORT, "channel-0", { revisionNumber: 1n, revisionHeight: 1000n }, 0n, new TextEncoder().encode("hi"));
    const packet = outgoing(sequence, { data: new TextEncoder().encode("hi") });
    // A tampered packet does not match A's commitment.
    expectError(deliver(b, RECV_PACKET_MSG_TYPE, recvMsg({ ...packet, data: new TextEncoder().encode("ho") })).error, ErrFailedMembershipVerification);
    expect(deliver(b, RECV_PACKET_MSG_TYPE, recvMsg(packet)).response).toEqual({ result: SUCCESS });
    // A different acknowledgement than B wrote does not prove.
    expectError(deliver(a, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(packet, new TextEncoder().encode('{"result":"Ag=="}'))).error, ErrFailedMembershipVerification);
    expect(deliver(a, ACKNOWLEDGEMENT_MSG_TYPE, ackMsg(packet)).response).toEqual({ result: SUCCESS });
    expect(a.keeper.getPacketCommitment(a.ctx, PORT, "channel-0", sequence)).toBeUndefined();
  });
});
