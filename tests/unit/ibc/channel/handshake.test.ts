import { beforeEach, describe, expect, it } from "@jest/globals";
import { State as ConnectionState } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import {
  CHANNEL_CLOSE_CONFIRM_MSG_TYPE,
  CHANNEL_CLOSE_INIT_MSG_TYPE,
  CHANNEL_OPEN_ACK_MSG_TYPE,
  CHANNEL_OPEN_CONFIRM_MSG_TYPE,
  CHANNEL_OPEN_INIT_MSG_TYPE,
  CHANNEL_OPEN_TRY_MSG_TYPE,
} from "../../../../abci-app/src/modules/ibc/channel/msgs";
import {
  ErrChannelNotFound,
  ErrClientNotActive,
  ErrConnectionNotFound,
  ErrFailedMembershipVerification,
  ErrInvalidChannelState,
  ErrInvalidConnectionState,
  ErrInvalidRoute,
  ErrInvalidVersion,
} from "../../../../abci-app/src/modules/ibc/errors";
import { NEXT_CHANNEL_SEQUENCE } from "../../../../abci-app/src/modules/ibc/host/paths";
import {
  CLIENT_ID,
  CONNECTION_ID,
  COUNTERPARTY_CONNECTION_ID,
  COUNTERPARTY_PORT,
  deliver,
  eventsOf,
  expectError,
  type Harness,
  newHarness,
  newPair,
  Order,
  openChannel,
  openConnection,
  PORT,
  PROOF,
  PROOF_HEIGHT,
  RELAYER,
  State,
  VERSION,
  writesOf,
} from "./setup";

const initMsg = (overrides: Record<string, unknown> = {}) => ({
  portId: PORT,
  channel: {
    state: State.STATE_INIT,
    ordering: Order.ORDER_UNORDERED,
    counterparty: { portId: COUNTERPARTY_PORT, channelId: "" },
    connectionHops: [CONNECTION_ID],
    version: "",
  },
  signer: RELAYER,
  ...overrides,
});

const tryMsg = (order = Order.ORDER_UNORDERED) => ({
  portId: PORT,
  previousChannelId: "",
  channel: {
    state: State.STATE_TRYOPEN,
    ordering: order,
    counterparty: { portId: COUNTERPARTY_PORT, channelId: "channel-5" },
    connectionHops: [CONNECTION_ID],
    version: "",
  },
  counterpartyVersion: VERSION,
  proofInit: PROOF,
  proofHeight: PROOF_HEIGHT,
  signer: RELAYER,
});

describe("ChanOpenInit", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  it("stores channel-0 in INIT with the application's version, sequences at 1, and emits channel_open_init", () => {
    h.app.version = VERSION;
    let result!: ReturnType<typeof deliver>;
    const written = writesOf(h, () => {
      result = deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg());
    });
    expect(result.error).toBeUndefined();
    expect(result.response).toEqual({ channelId: "channel-0", version: VERSION });
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")).toEqual({
      state: State.STATE_INIT,
      ordering: Order.ORDER_UNORDERED,
      counterparty: { portId: COUNTERPARTY_PORT, channelId: "" },
      connectionHops: [CONNECTION_ID],
      version: VERSION,
    });
    expect(Object.keys(written).sort()).toEqual(
      [
        "ibc/channelEnds/ports/transfer/channels/channel-0",
        `ibc/${NEXT_CHANNEL_SEQUENCE}`,
        "ibc/nextSequenceAck/ports/transfer/channels/channel-0",
        "ibc/nextSequenceRecv/ports/transfer/channels/channel-0",
        "ibc/nextSequenceSend/ports/transfer/channels/channel-0",
      ].sort(),
    );
    expect(written[`ibc/${NEXT_CHANNEL_SEQUENCE}`]).toBe("0000000000000001");
    expect(written["ibc/nextSequenceSend/ports/transfer/channels/channel-0"]).toBe("0000000000000001");
    expect(h.connections.calls).toEqual([]);
    expect(h.app.calls).toEqual([
      [
        "onChanOpenInit",
        {
          order: Order.ORDER_UNORDERED,
          connectionHops: [CONNECTION_ID],
          portId: PORT,
          channelId: "channel-0",
          counterparty: { portId: COUNTERPARTY_PORT, channelId: "" },
        },
        "",
      ],
    ]);
    expect(eventsOf(result.events, "channel_open_init")).toEqual([
      {
        port_id: PORT,
        channel_id: "channel-0",
        counterparty_port_id: COUNTERPARTY_PORT,
        counterparty_channel_id: "",
        connection_id: CONNECTION_ID,
        version: VERSION,
      },
    ]);
    expect(eventsOf(result.events, "message")).toEqual([{ module: "ibc_channel" }]);
    expect(deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg()).response).toEqual({ channelId: "channel-1", version: VERSION });
  });

  it("may start on a connection that is not open yet", () => {
    h.connections.connections.set(CONNECTION_ID, openConnection({ state: ConnectionState.STATE_INIT }));
    expect(deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg()).error).toBeUndefined();
  });

  it.each([
    [
      "an ordering the connection version lacks",
      () => openConnection({ versions: [{ identifier: "1", features: ["ORDER_ORDERED"] }] }),
      ErrInvalidVersion,
      "does not support channel ordering: ORDER_UNORDERED",
    ],
    [
      "a connection with two versions",
      () => openConnection({ versions: [openConnection().versions[0]!, openConnection().versions[0]!] }),
      ErrInvalidVersion,
      "single version must be negotiated",
    ],
  ])("refuses %s, writing nothing", (_name, connection, kind, message) => {
    h.connections.connections.set(CONNECTION_ID, connection());
    const written = writesOf(h, () => expectError(deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg()).error, kind, message));
    expect(written).toEqual({});
    expect(h.app.calls).toEqual([]);
  });

  it("refuses a client that is not active, a missing connection, an unbound port, and the application's refusal", () => {
    h.connections.clients.status_ = "Expired";
    expectError(deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg()).error, ErrClientNotActive, `client (${CLIENT_ID}) status is Expired`);
    h.connections.clients.status_ = "Active";
    const elsewhere = initMsg();
    elsewhere.channel.connectionHops = ["connection-99"];
    expectError(deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, elsewhere).error, ErrConnectionNotFound, "connection-99");
    expectError(deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg({ portId: "unbound" })).error, ErrInvalidRoute, "could not retrieve module from port-id");
    h.app.refusing.add("onChanOpenInit");
    const written = writesOf(h, () =>
      expectError(
        deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg()).error,
        ErrFailedMembershipVerification,
        "channel open init callback failed for port ID: transfer, channel ID: channel-0",
      ),
    );
    expect(written).toEqual({});
  });
});

describe("ChanOpenTry", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  it("proves the counterparty's end is INIT, pointing at our port with no channel yet, then stores TRYOPEN", () => {
    const result = deliver(h, CHANNEL_OPEN_TRY_MSG_TYPE, tryMsg(Order.ORDER_ORDERED));
    expect(result.error).toBeUndefined();
    expect(result.response).toEqual({ version: VERSION, channelId: "channel-0" });
    expect(h.connections.calls).toEqual([
      {
        method: "verifyChannelState",
        connection: openConnection(),
        height: PROOF_HEIGHT,
        proof: PROOF,
        portId: COUNTERPARTY_PORT,
        channelId: "channel-5",
        channel: {
          state: State.STATE_INIT,
          ordering: Order.ORDER_ORDERED,
          counterparty: { portId: PORT, channelId: "" },
          connectionHops: [COUNTERPARTY_CONNECTION_ID],
          version: VERSION,
        },
      },
    ]);
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")).toEqual({
      state: State.STATE_TRYOPEN,
      ordering: Order.ORDER_ORDERED,
      counterparty: { portId: COUNTERPARTY_PORT, channelId: "channel-5" },
      connectionHops: [CONNECTION_ID],
      version: VERSION,
    });
    expect(h.keeper.getNextSequenceRecv(h.ctx, PORT, "channel-0")).toBe(1n);
    expect(eventsOf(result.events, "channel_open_try")).toEqual([
      {
        port_id: PORT,
        channel_id: "channel-0",
        counterparty_port_id: COUNTERPARTY_PORT,
        counterparty_channel_id: "channel-5",
        connection_id: CONNECTION_ID,
        version: VERSION,
      },
    ]);
    expect(h.app.names()).toEqual(["onChanOpenTry"]);
  });

  it("stores the version the application agrees to, not the counterparty's", () => {
    h.app.version = "ics20-1-negotiated";
    expect(deliver(h, CHANNEL_OPEN_TRY_MSG_TYPE, tryMsg()).response).toEqual({ version: "ics20-1-negotiated", channelId: "channel-0" });
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.version).toBe("ics20-1-negotiated");
  });

  it("a failing proof refuses the step with nothing written and no callback", () => {
    h.connections.failing.add("verifyChannelState");
    const written = writesOf(h, () =>
      expectError(deliver(h, CHANNEL_OPEN_TRY_MSG_TYPE, tryMsg()).error, ErrFailedMembershipVerification, "channel handshake open try failed"),
    );
    expect(written).toEqual({});
    expect(h.app.calls).toEqual([]);
  });

  it("needs an OPEN connection", () => {
    h.connections.connections.set(CONNECTION_ID, openConnection({ state: ConnectionState.STATE_TRYOPEN }));
    expectError(deliver(h, CHANNEL_OPEN_TRY_MSG_TYPE, tryMsg()).error, ErrInvalidConnectionState, "connection state is not OPEN (got STATE_TRYOPEN)");
    expect(h.connections.calls).toEqual([]);
  });
});

describe("ChanOpenAck and ChanOpenConfirm", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
  });

  it("Ack proves the counterparty's end TRYOPEN pointing at ours, then opens ours with its version and channel id", () => {
    deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg());
    const msg = {
      portId: PORT,
      channelId: "channel-0",
      counterpartyChannelId: "channel-5",
      counterpartyVersion: "ics20-1",
      proofTry: PROOF,
      proofHeight: PROOF_HEIGHT,
      signer: RELAYER,
    };
    const result = deliver(h, CHANNEL_OPEN_ACK_MSG_TYPE, msg);
    expect(result.error).toBeUndefined();
    expect(h.connections.calls.map((c) => [c.method, c.portId, c.channelId, c.channel])).toEqual([
      [
        "verifyChannelState",
        COUNTERPARTY_PORT,
        "channel-5",
        {
          state: State.STATE_TRYOPEN,
          ordering: Order.ORDER_UNORDERED,
          counterparty: { portId: PORT, channelId: "channel-0" },
          connectionHops: [COUNTERPARTY_CONNECTION_ID],
          version: "ics20-1",
        },
      ],
    ]);
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")).toMatchObject({
      state: State.STATE_OPEN,
      version: "ics20-1",
      counterparty: { portId: COUNTERPARTY_PORT, channelId: "channel-5" },
    });
    // ibc-go writes the channel OPEN before the application's callback.
    expect(h.app.calls.at(-1)).toEqual(["onChanOpenAck", PORT, "channel-0", "channel-5", "ics20-1", "STATE_OPEN"]);
    expect(eventsOf(result.events, "channel_open_ack")).toEqual([
      { port_id: PORT, channel_id: "channel-0", counterparty_port_id: COUNTERPARTY_PORT, counterparty_channel_id: "channel-5", connection_id: CONNECTION_ID },
    ]);
    // Once OPEN, a second Ack is refused.
    expectError(deliver(h, CHANNEL_OPEN_ACK_MSG_TYPE, msg).error, ErrInvalidChannelState, "channel state should be INIT (got STATE_OPEN)");
  });

  it("Ack refused by the proof or by the application leaves the channel in INIT", () => {
    deliver(h, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg());
    const msg = {
      portId: PORT,
      channelId: "channel-0",
      counterpartyChannelId: "channel-5",
      counterpartyVersion: VERSION,
      proofTry: PROOF,
      proofHeight: PROOF_HEIGHT,
      signer: RELAYER,
    };
    h.connections.failing.add("verifyChannelState");
    expect(writesOf(h, () => expectError(deliver(h, CHANNEL_OPEN_ACK_MSG_TYPE, msg).error, ErrFailedMembershipVerification))).toEqual({});
    h.connections.failing.clear();
    h.app.refusing.add("onChanOpenAck");
    expect(
      writesOf(h, () => expectError(deliver(h, CHANNEL_OPEN_ACK_MSG_TYPE, msg).error, ErrFailedMembershipVerification, "channel open ack callback failed")),
    ).toEqual({});
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_INIT);
    expectError(
      deliver(h, CHANNEL_OPEN_ACK_MSG_TYPE, { ...msg, channelId: "channel-9" }).error,
      ErrChannelNotFound,
      "port ID (transfer) channel ID (channel-9)",
    );
  });

  it("Confirm proves the counterparty's end OPEN with our version, then opens ours", () => {
    deliver(h, CHANNEL_OPEN_TRY_MSG_TYPE, tryMsg());
    h.connections.calls.length = 0;
    const result = deliver(h, CHANNEL_OPEN_CONFIRM_MSG_TYPE, {
      portId: PORT,
      channelId: "channel-0",
      proofAck: PROOF,
      proofHeight: PROOF_HEIGHT,
      signer: RELAYER,
    });
    expect(result.error).toBeUndefined();
    expect(h.connections.calls.map((c) => [c.portId, c.channelId, c.channel, c.height, c.proof])).toEqual([
      [
        COUNTERPARTY_PORT,
        "channel-5",
        {
          state: State.STATE_OPEN,
          ordering: Order.ORDER_UNORDERED,
          counterparty: { portId: PORT, channelId: "channel-0" },
          connectionHops: [COUNTERPARTY_CONNECTION_ID],
          version: VERSION,
        },
        PROOF_HEIGHT,
        PROOF,
      ],
    ]);
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_OPEN);
    expect(h.app.calls.at(-1)).toEqual(["onChanOpenConfirm", PORT, "channel-0", "STATE_OPEN"]);
    expect(eventsOf(result.events, "channel_open_confirm")).toHaveLength(1);
    expectError(
      deliver(h, CHANNEL_OPEN_CONFIRM_MSG_TYPE, { portId: PORT, channelId: "channel-0", proofAck: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER }).error,
      ErrInvalidChannelState,
      "channel state is not TRYOPEN (got STATE_OPEN)",
    );
  });
});

describe("closing", () => {
  let h: Harness;
  beforeEach(() => {
    h = newHarness();
    openChannel(h, Order.ORDER_UNORDERED);
  });

  it("CloseInit asks the application first; its refusal (ICS-20 always refuses) closes nothing", () => {
    h.app.refusing.add("onChanCloseInit");
    const written = writesOf(h, () =>
      expectError(
        deliver(h, CHANNEL_CLOSE_INIT_MSG_TYPE, { portId: PORT, channelId: "channel-0", signer: RELAYER }).error,
        ErrFailedMembershipVerification,
        "channel close init callback failed for port ID: transfer, channel ID: channel-0",
      ),
    );
    expect(written).toEqual({});
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_OPEN);
  });

  it("CloseInit closes our end with no proof; a closed channel cannot close again", () => {
    const result = deliver(h, CHANNEL_CLOSE_INIT_MSG_TYPE, { portId: PORT, channelId: "channel-0", signer: RELAYER });
    expect(result.error).toBeUndefined();
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_CLOSED);
    expect(h.connections.calls).toEqual([]);
    expect(eventsOf(result.events, "channel_close_init")).toEqual([
      { port_id: PORT, channel_id: "channel-0", counterparty_port_id: COUNTERPARTY_PORT, counterparty_channel_id: "channel-5", connection_id: CONNECTION_ID },
    ]);
    expectError(
      deliver(h, CHANNEL_CLOSE_INIT_MSG_TYPE, { portId: PORT, channelId: "channel-0", signer: RELAYER }).error,
      ErrInvalidChannelState,
      "channel is already CLOSED",
    );
  });

  it("CloseInit needs an active client and an OPEN connection", () => {
    const msg = { portId: PORT, channelId: "channel-0", signer: RELAYER };
    h.connections.clients.status_ = "Frozen";
    expectError(deliver(h, CHANNEL_CLOSE_INIT_MSG_TYPE, msg).error, ErrClientNotActive, "status is Frozen");
    h.connections.clients.status_ = "Active";
    h.connections.connections.set(CONNECTION_ID, openConnection({ state: ConnectionState.STATE_INIT }));
    expectError(deliver(h, CHANNEL_CLOSE_INIT_MSG_TYPE, msg).error, ErrInvalidConnectionState, "connection state is not OPEN (got STATE_INIT)");
  });

  it("CloseConfirm proves the counterparty's end CLOSED, then closes ours", () => {
    const msg = { portId: PORT, channelId: "channel-0", proofInit: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER };
    h.connections.failing.add("verifyChannelState");
    expect(
      writesOf(h, () =>
        expectError(deliver(h, CHANNEL_CLOSE_CONFIRM_MSG_TYPE, msg).error, ErrFailedMembershipVerification, "channel handshake close confirm failed"),
      ),
    ).toEqual({});
    h.connections.failing.clear();
    h.connections.calls.length = 0;
    const result = deliver(h, CHANNEL_CLOSE_CONFIRM_MSG_TYPE, msg);
    expect(result.error).toBeUndefined();
    expect(h.connections.calls.map((c) => [c.portId, c.channelId, c.channel])).toEqual([
      [
        COUNTERPARTY_PORT,
        "channel-5",
        {
          state: State.STATE_CLOSED,
          ordering: Order.ORDER_UNORDERED,
          counterparty: { portId: PORT, channelId: "channel-0" },
          connectionHops: [COUNTERPARTY_CONNECTION_ID],
          version: VERSION,
        },
      ],
    ]);
    expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")!.state).toBe(State.STATE_CLOSED);
    expect(eventsOf(result.events, "channel_close_confirm")).toHaveLength(1);
  });
});

describe("a full handshake between two keepers, each proving the other's actual state", () => {
  it("Init on A, Try on B, Ack on A, Confirm on B: both OPEN, each pointing at the other", () => {
    const [a, b] = newPair();
    const init = deliver(a, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg());
    expect(init.error).toBeUndefined();
    // B's connection-7 runs to A's connection-0.
    const tried = deliver(b, CHANNEL_OPEN_TRY_MSG_TYPE, {
      ...tryMsg(),
      channel: { ...tryMsg().channel, counterparty: { portId: PORT, channelId: "channel-0" }, connectionHops: [COUNTERPARTY_CONNECTION_ID] },
      counterpartyVersion: "",
    });
    expect(tried.error).toBeUndefined();
    expect(tried.response).toEqual({ version: "", channelId: "channel-0" });
    const acked = deliver(a, CHANNEL_OPEN_ACK_MSG_TYPE, {
      portId: PORT,
      channelId: "channel-0",
      counterpartyChannelId: "channel-0",
      counterpartyVersion: "",
      proofTry: PROOF,
      proofHeight: PROOF_HEIGHT,
      signer: RELAYER,
    });
    expect(acked.error).toBeUndefined();
    const confirmed = deliver(b, CHANNEL_OPEN_CONFIRM_MSG_TYPE, {
      portId: PORT,
      channelId: "channel-0",
      proofAck: PROOF,
      proofHeight: PROOF_HEIGHT,
      signer: RELAYER,
    });
    expect(confirmed.error).toBeUndefined();
    for (const [h, hop] of [
      [a, CONNECTION_ID],
      [b, COUNTERPARTY_CONNECTION_ID],
    ] as const) {
      expect(h.keeper.getChannel(h.ctx, PORT, "channel-0")).toEqual({
        state: State.STATE_OPEN,
        ordering: Order.ORDER_UNORDERED,
        counterparty: { portId: PORT, channelId: "channel-0" },
        connectionHops: [hop],
        version: "",
      });
    }
    // A proof of a state the peer does not hold fails: B cannot confirm what A never acknowledged.
    const [c, d] = newPair();
    deliver(c, CHANNEL_OPEN_INIT_MSG_TYPE, initMsg());
    const wrongVersion = deliver(d, CHANNEL_OPEN_TRY_MSG_TYPE, {
      ...tryMsg(),
      channel: { ...tryMsg().channel, counterparty: { portId: PORT, channelId: "channel-0" }, connectionHops: [COUNTERPARTY_CONNECTION_ID] },
      counterpartyVersion: "not-the-version",
    });
    expectError(wrongVersion.error, ErrFailedMembershipVerification, "the peer's state differs");
    expect(d.keeper.getChannel(d.ctx, PORT, "channel-0")).toBeUndefined();
  });
});
