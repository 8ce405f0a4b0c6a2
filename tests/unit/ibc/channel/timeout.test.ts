import { beforeEach, describe, expect, it } from "@jest/globals";
import type { Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { ResponseResultType } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/tx";
import { RECV_PACKET_MSG_TYPE, TIMEOUT_MSG_TYPE, TIMEOUT_ON_CLOSE_MSG_TYPE } from "../../../../abci-app/src/modules/ibc/channel/msgs";
import { ErrFailedMembershipVerification, ErrInvalidPacket, ErrPacketReceived, ErrPacketTimeout } from "../../../../abci-app/src/modules/ibc/errors";
import { heightText } from "../../../../abci-app/src/modules/ibc/host/paths";
import { ErrInvalidSequence } from "../../../../abci-app/src/types/sdk-errors";
import {
  CONNECTION_ID,
  COUNTERPARTY_CONNECTION_ID,
  COUNTERPARTY_PORT,
  COUNTERPARTY_TIME_NANOS,
  deliver,
  eventsOf,
  expectError,
  type Harness,
  newHarness,
  newPair,
  Order,
  openChannel,
  openConnection,
  outgoing,
  PORT,
  PROOF,
  RELAYER,
  State,
  VERSION,
  writesOf,
} from "./setup";

const { RESPONSE_RESULT_TYPE_NOOP: NOOP, RESPONSE_RESULT_TYPE_SUCCESS: SUCCESS } = ResponseResultType;
const at = (revisionHeight: bigint): Height => ({ revisionNumber: 1n, revisionHeight });
const timeoutMsg = (packet: Packet, proofHeight: Height, nextSequenceRecv = 1n) => ({
  packet,
  proofUnreceived: PROOF,
  proofHeight,
  nextSequenceRecv,
  signer: RELAYER,
});
const PROOF_CLOSED = Uint8Array.of(0xcc);
const send = (h: Harness, p: Packet) => h.keeper.sendPacket(h.ctx, p.sourcePort, p.sourceChannel, p.timeoutHeight, p.timeoutTimestamp, p.data);

describe("Timeout", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  it("unordered, by height: proves the receipt's absence at a height past the timeout, deletes the commitment, refunds", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const packet = outgoing(1n, { timeoutHeight: at(1000n) });
    send(h, packet);
    expectError(
      deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(999n))).error,
      ErrPacketTimeout,
      "packet timeout has not been reached for height or timestamp",
    );
    let result!: ReturnType<typeof deliver>;
    const written = writesOf(h, () => {
      result = deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(1000n)));
    });
    expect(result.response).toEqual({ result: SUCCESS });
    expect(written).toEqual({ "ibc/commitments/ports/transfer/channels/channel-0/sequences/1": null });
    expect(h.connections.calls).toEqual([
      {
        method: "verifyPacketReceiptAbsence",
        connection: openConnection(),
        height: at(1000n),
        proof: PROOF,
        portId: COUNTERPARTY_PORT,
        channelId: "channel-5",
        sequence: 1n,
      },
    ]);
    expect(h.app.calls).toEqual([["onTimeoutPacket", 1n, RELAYER]]);
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_OPEN);
    expect(eventsOf(result.events, "timeout_packet")).toEqual([
      {
        packet_timeout_height: "1-1000",
        packet_timeout_timestamp: "0",
        packet_sequence: "1",
        packet_src_port: PORT,
        packet_src_channel: "channel-0",
        packet_dst_port: COUNTERPARTY_PORT,
        packet_dst_channel: "channel-5",
        connection_id: CONNECTION_ID,
        packet_channel_ordering: "ORDER_UNORDERED",
      },
    ]);
    expect(eventsOf(result.events, "channel_close")).toEqual([]);
    // Relayed again: a no-op.
    expect(deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(1000n)))).toEqual({ response: { result: NOOP }, events: [] });
    expect(h.app.calls).toHaveLength(1);
  });

  it("by timestamp: the counterparty's time at the proof height, per its client, reached the packet's", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const deadline = COUNTERPARTY_TIME_NANOS + 5_000n;
    const packet = outgoing(1n, { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n }, timeoutTimestamp: deadline });
    send(h, packet);
    h.connections.times.set(heightText(at(70n)), deadline - 1n);
    h.connections.times.set(heightText(at(71n)), deadline);
    expectError(deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(70n))).error, ErrPacketTimeout);
    expect(deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(71n))).response).toEqual({ result: SUCCESS });
  });

  it("ordered: proves the counterparty's next receive sequence and closes the channel", () => {
    openChannel(h, Order.ORDER_ORDERED);
    const packet = outgoing(1n, { timeoutHeight: at(10n) });
    h.connections.clients.states.set("07-tendermint-0", { ...h.connections.clients.states.get("07-tendermint-0")!, latestHeight: at(5n) });
    send(h, packet);
    expectError(
      deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(10n), 2n)).error,
      ErrPacketReceived,
      "packet already received, next sequence receive > packet sequence (2 > 1)",
    );
    const result = deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(10n), 1n));
    expect(result.response).toEqual({ result: SUCCESS });
    expect(h.connections.calls.map((c) => [c.method, c.portId, c.channelId, c.nextSequenceRecv, c.height])).toEqual([
      ["verifyNextSequenceRecv", COUNTERPARTY_PORT, "channel-5", 1n, at(10n)],
    ]);
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_CLOSED);
    expect(result.events.map((e) => e.type)).toEqual(["timeout_packet", "message", "channel_close", "message"]);
    expect(eventsOf(result.events, "channel_close")).toEqual([
      {
        port_id: PORT,
        channel_id: "channel-0",
        counterparty_port_id: COUNTERPARTY_PORT,
        counterparty_channel_id: "channel-5",
        connection_id: CONNECTION_ID,
        packet_channel_ordering: "ORDER_ORDERED",
      },
    ]);
  });

  it("a failing proof refuses with nothing written and no callback; a packet not the one committed is refused", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const packet = outgoing(1n, { timeoutHeight: at(1000n) });
    send(h, packet);
    h.connections.failing.add("verifyPacketReceiptAbsence");
    const written = writesOf(h, () =>
      expectError(deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(1000n))).error, ErrFailedMembershipVerification, "timeout packet verification failed"),
    );
    expect(written).toEqual({});
    expect(h.app.calls).toEqual([]);
    expectError(
      deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg({ ...packet, data: Uint8Array.of(9) }, at(1000n))).error,
      ErrInvalidPacket,
      "packet commitment bytes are not equal",
    );
    expectError(deliver(h, TIMEOUT_MSG_TYPE, timeoutMsg(packet, at(1000n), 0n)).error, ErrInvalidSequence, "next sequence receive cannot be 0");
  });
});

describe("TimeoutOnClose", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  const msg = (packet: Packet, nextSequenceRecv = 1n) => ({
    packet,
    proofUnreceived: PROOF,
    proofClose: PROOF_CLOSED,
    proofHeight: at(20n),
    nextSequenceRecv,
    signer: RELAYER,
  });

  it("proves the counterparty's end CLOSED and the packet unreceived, before any timeout", () => {
    openChannel(h, Order.ORDER_UNORDERED);
    const packet = outgoing(1n, { timeoutHeight: at(1000n) });
    send(h, packet);
    const result = deliver(h, TIMEOUT_ON_CLOSE_MSG_TYPE, msg(packet));
    expect(result.response).toEqual({ result: SUCCESS });
    expect(
      h.connections.calls.map(({ method, portId, channelId, channel, sequence, proof }) => ({ method, portId, channelId, channel, sequence, proof })),
    ).toEqual([
      {
        method: "verifyChannelState",
        portId: COUNTERPARTY_PORT,
        channelId: "channel-5",
        channel: {
          state: State.STATE_CLOSED,
          ordering: Order.ORDER_UNORDERED,
          counterparty: { portId: PORT, channelId: "channel-0" },
          connectionHops: [COUNTERPARTY_CONNECTION_ID],
          version: VERSION,
        },
        sequence: undefined,
        proof: PROOF_CLOSED,
      },
      { method: "verifyPacketReceiptAbsence", portId: COUNTERPARTY_PORT, channelId: "channel-5", channel: undefined, sequence: 1n, proof: PROOF },
    ]);
    expect(h.keeper.getPacketCommitment(h.ctx, PORT, "channel-0", 1n)).toBeUndefined();
    expect(h.app.calls).toEqual([["onTimeoutPacket", 1n, RELAYER]]);
    expect(eventsOf(result.events, "timeout_packet")).toHaveLength(1);
    expect(deliver(h, TIMEOUT_ON_CLOSE_MSG_TYPE, msg(packet)).response).toEqual({ result: NOOP });
  });

  it("refuses when the counterparty's end is not proven closed, writing nothing", () => {
    openChannel(h, Order.ORDER_ORDERED);
    const packet = outgoing(1n, { timeoutHeight: at(1000n) });
    send(h, packet);
    h.connections.failing.add("verifyChannelState");
    expect(
      writesOf(h, () =>
        expectError(deliver(h, TIMEOUT_ON_CLOSE_MSG_TYPE, msg(packet)).error, ErrFailedMembershipVerification, "timeout on close packet verification failed"),
      ),
    ).toEqual({});
    h.connections.failing.clear();
    expectError(
      deliver(h, TIMEOUT_ON_CLOSE_MSG_TYPE, msg(packet, 2n)).error,
      ErrInvalidPacket,
      "packet already received, next sequence receive > packet sequence (2 > 1",
    );
    expect(deliver(h, TIMEOUT_ON_CLOSE_MSG_TYPE, msg(packet)).response).toEqual({ result: SUCCESS });
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_CLOSED);
  });
});

describe("timeouts between two keepers, each proving the other's actual state", () => {
  it("a packet B never received times out on A; once B has received one, its timeout cannot be proven", () => {
    const [a, b] = newPair();
    openChannel(a, Order.ORDER_UNORDERED, "channel-0", "channel-5");
    b.keeper.setChannel(b.ctx, PORT, "channel-5", {
      state: State.STATE_OPEN,
      ordering: Order.ORDER_UNORDERED,
      counterparty: { portId: PORT, channelId: "channel-0" },
      connectionHops: [COUNTERPARTY_CONNECTION_ID],
      version: VERSION,
    });
    const first = outgoing(1n, { timeoutHeight: at(1000n) });
    const second = outgoing(2n, { timeoutHeight: at(1000n) });
    send(a, first);
    send(a, second);
    expect(deliver(b, RECV_PACKET_MSG_TYPE, { packet: second, proofCommitment: PROOF, proofHeight: at(50n), signer: RELAYER }).response).toEqual({
      result: SUCCESS,
    });
    expect(deliver(a, TIMEOUT_MSG_TYPE, timeoutMsg(first, at(1000n))).response).toEqual({ result: SUCCESS });
    expectError(deliver(a, TIMEOUT_MSG_TYPE, timeoutMsg(second, at(1000n))).error, ErrFailedMembershipVerification, "the peer's state differs");
    expect(a.keeper.getPacketCommitment(a.ctx, PORT, "channel-0", 2n)).toBeDefined();
  });
});
