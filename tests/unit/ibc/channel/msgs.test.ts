import { describe, expect, it } from "@jest/globals";
import { MsgChannelOpenTryResponse } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/tx";
import type { MsgType } from "../../../../abci-app/src/codec/proto-codec";
import {
  ACKNOWLEDGEMENT_MSG_TYPE,
  CHANNEL_CLOSE_CONFIRM_MSG_TYPE,
  CHANNEL_CLOSE_INIT_MSG_TYPE,
  CHANNEL_MSG_TYPES,
  CHANNEL_OPEN_ACK_MSG_TYPE,
  CHANNEL_OPEN_CONFIRM_MSG_TYPE,
  CHANNEL_OPEN_INIT_MSG_TYPE,
  CHANNEL_OPEN_TRY_MSG_TYPE,
  channelMsgRoutes,
  RECV_PACKET_MSG_TYPE,
  TIMEOUT_MSG_TYPE,
  TIMEOUT_ON_CLOSE_MSG_TYPE,
} from "../../../../abci-app/src/modules/ibc/channel/msgs";
import { MsgChannelOpenTryResponseV7 } from "../../../../abci-app/src/modules/ibc/channel/open-try-response";
import {
  ErrInvalidAcknowledgement,
  ErrInvalidChannelIdentifier,
  ErrInvalidChannelOrdering,
  ErrInvalidChannelState,
  ErrInvalidCounterpartyChannel,
  ErrInvalidID,
  ErrInvalidPacket,
  ErrInvalidProof,
  ErrTooManyConnectionHops,
} from "../../../../abci-app/src/modules/ibc/errors";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { ErrInvalidAddress, ErrInvalidSequence } from "../../../../abci-app/src/types/sdk-errors";
import { ADDRESS_CODEC, expectError, incoming, newHarness, Order, PROOF, PROOF_HEIGHT, RELAYER, State, thrown } from "./setup";

const channel = (overrides: Record<string, unknown> = {}) => ({
  state: State.STATE_INIT,
  ordering: Order.ORDER_UNORDERED,
  counterparty: { portId: "transfer", channelId: "" },
  connectionHops: ["connection-0"],
  version: "ics20-1",
  ...overrides,
});
const init = (overrides: Record<string, unknown> = {}) => ({ portId: "transfer", channel: channel(), signer: RELAYER, ...overrides });
const tryOpen = (overrides: Record<string, unknown> = {}) => ({
  portId: "transfer",
  previousChannelId: "",
  channel: channel({ state: State.STATE_TRYOPEN, counterparty: { portId: "transfer", channelId: "channel-5" } }),
  counterpartyVersion: "ics20-1",
  proofInit: PROOF,
  proofHeight: PROOF_HEIGHT,
  signer: RELAYER,
  ...overrides,
});
const ack = (overrides: Record<string, unknown> = {}) => ({
  portId: "transfer",
  channelId: "channel-0",
  counterpartyChannelId: "channel-5",
  counterpartyVersion: "ics20-1",
  proofTry: PROOF,
  proofHeight: PROOF_HEIGHT,
  signer: RELAYER,
  ...overrides,
});
const packetMsg = (overrides: Record<string, unknown> = {}) => ({
  packet: incoming(1n),
  proofCommitment: PROOF,
  proofHeight: PROOF_HEIGHT,
  signer: RELAYER,
  ...overrides,
});
const timeout = (overrides: Record<string, unknown> = {}) => ({
  packet: incoming(1n),
  proofUnreceived: PROOF,
  proofHeight: PROOF_HEIGHT,
  nextSequenceRecv: 1n,
  signer: RELAYER,
  ...overrides,
});

type Case = [name: string, type: MsgType, msg: unknown, expErr: ErrorKind | undefined, expErrMsg?: string];

/** ibc-go v7's msgs_test.go cases, in spirit: each message's ValidateBasic, its order of checks and texts. */
const cases: Case[] = [
  ["open init", CHANNEL_OPEN_INIT_MSG_TYPE, init(), undefined],
  ["open init: port too short", CHANNEL_OPEN_INIT_MSG_TYPE, init({ portId: "p" }), ErrInvalidID, "invalid port ID"],
  [
    "open init: state not INIT",
    CHANNEL_OPEN_INIT_MSG_TYPE,
    init({ channel: channel({ state: State.STATE_OPEN }) }),
    ErrInvalidChannelState,
    "expected: STATE_INIT, got: STATE_OPEN",
  ],
  [
    "open init: counterparty channel set",
    CHANNEL_OPEN_INIT_MSG_TYPE,
    init({ channel: channel({ counterparty: { portId: "transfer", channelId: "channel-1" } }) }),
    ErrInvalidCounterpartyChannel,
    "counterparty channel identifier must be empty",
  ],
  ["open init: bad signer", CHANNEL_OPEN_INIT_MSG_TYPE, init({ signer: "nope" }), ErrInvalidAddress, "string could not be parsed as address"],
  [
    "open init: no ordering",
    CHANNEL_OPEN_INIT_MSG_TYPE,
    init({ channel: channel({ ordering: Order.ORDER_NONE_UNSPECIFIED }) }),
    ErrInvalidChannelOrdering,
    "ORDER_NONE_UNSPECIFIED",
  ],
  [
    "open init: two hops",
    CHANNEL_OPEN_INIT_MSG_TYPE,
    init({ channel: channel({ connectionHops: ["connection-0", "connection-1"] }) }),
    ErrTooManyConnectionHops,
  ],
  ["open init: bad hop", CHANNEL_OPEN_INIT_MSG_TYPE, init({ channel: channel({ connectionHops: ["conn"] }) }), ErrInvalidID, "invalid connection hop ID"],
  [
    "open init: bad counterparty port",
    CHANNEL_OPEN_INIT_MSG_TYPE,
    init({ channel: channel({ counterparty: { portId: "", channelId: "" } }) }),
    ErrInvalidID,
    "invalid counterparty port ID",
  ],
  ["open try", CHANNEL_OPEN_TRY_MSG_TYPE, tryOpen(), undefined],
  [
    "open try: previous channel id",
    CHANNEL_OPEN_TRY_MSG_TYPE,
    tryOpen({ previousChannelId: "channel-1" }),
    ErrInvalidChannelIdentifier,
    "crossing hellos are no longer supported",
  ],
  ["open try: empty proof", CHANNEL_OPEN_TRY_MSG_TYPE, tryOpen({ proofInit: new Uint8Array() }), ErrInvalidProof, "cannot submit an empty proof init"],
  ["open try: state INIT", CHANNEL_OPEN_TRY_MSG_TYPE, tryOpen({ channel: channel() }), ErrInvalidChannelState, "channel state must be TRYOPEN"],
  [
    "open try: no counterparty channel",
    CHANNEL_OPEN_TRY_MSG_TYPE,
    tryOpen({ channel: channel({ state: State.STATE_TRYOPEN }) }),
    ErrInvalidID,
    "invalid counterparty channel ID: identifier cannot be blank: invalid identifier",
  ],
  ["open ack", CHANNEL_OPEN_ACK_MSG_TYPE, ack(), undefined],
  ["open ack: not our channel id format", CHANNEL_OPEN_ACK_MSG_TYPE, ack({ channelId: "mychannel" }), ErrInvalidChannelIdentifier],
  ["open ack: counterparty channel any valid identifier", CHANNEL_OPEN_ACK_MSG_TYPE, ack({ counterpartyChannelId: "theirchannel" }), undefined],
  ["open ack: counterparty channel blank", CHANNEL_OPEN_ACK_MSG_TYPE, ack({ counterpartyChannelId: "" }), ErrInvalidID, "invalid counterparty channel ID"],
  ["open ack: empty proof", CHANNEL_OPEN_ACK_MSG_TYPE, ack({ proofTry: new Uint8Array() }), ErrInvalidProof, "cannot submit an empty proof try"],
  [
    "open confirm",
    CHANNEL_OPEN_CONFIRM_MSG_TYPE,
    { portId: "transfer", channelId: "channel-0", proofAck: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER },
    undefined,
  ],
  [
    "open confirm: empty proof",
    CHANNEL_OPEN_CONFIRM_MSG_TYPE,
    { portId: "transfer", channelId: "channel-0", proofAck: new Uint8Array(), proofHeight: PROOF_HEIGHT, signer: RELAYER },
    ErrInvalidProof,
    "cannot submit an empty proof ack",
  ],
  ["close init", CHANNEL_CLOSE_INIT_MSG_TYPE, { portId: "transfer", channelId: "channel-0", signer: RELAYER }, undefined],
  [
    "close init: channel id overflows uint64",
    CHANNEL_CLOSE_INIT_MSG_TYPE,
    { portId: "transfer", channelId: "channel-18446744073709551616", signer: RELAYER },
    ErrInvalidChannelIdentifier,
  ],
  [
    "close confirm: empty proof",
    CHANNEL_CLOSE_CONFIRM_MSG_TYPE,
    { portId: "transfer", channelId: "channel-0", proofInit: new Uint8Array(), proofHeight: PROOF_HEIGHT, signer: RELAYER },
    ErrInvalidProof,
    "cannot submit an empty proof init",
  ],
  ["recv", RECV_PACKET_MSG_TYPE, packetMsg(), undefined],
  ["recv: empty proof", RECV_PACKET_MSG_TYPE, packetMsg({ proofCommitment: new Uint8Array() }), ErrInvalidProof, "cannot submit an empty proof"],
  ["recv: bad signer before the packet", RECV_PACKET_MSG_TYPE, packetMsg({ signer: "", packet: incoming(0n) }), ErrInvalidAddress],
  ["recv: sequence 0", RECV_PACKET_MSG_TYPE, packetMsg({ packet: incoming(0n) }), ErrInvalidPacket, "packet sequence cannot be 0"],
  ["timeout", TIMEOUT_MSG_TYPE, timeout(), undefined],
  ["timeout: empty proof", TIMEOUT_MSG_TYPE, timeout({ proofUnreceived: new Uint8Array() }), ErrInvalidProof, "cannot submit an empty unreceived proof"],
  ["timeout: next sequence 0", TIMEOUT_MSG_TYPE, timeout({ nextSequenceRecv: 0n }), ErrInvalidSequence, "next sequence receive cannot be 0"],
  ["timeout on close", TIMEOUT_ON_CLOSE_MSG_TYPE, timeout({ proofClose: PROOF }), undefined],
  [
    "timeout on close: no close proof",
    TIMEOUT_ON_CLOSE_MSG_TYPE,
    timeout({ proofClose: new Uint8Array() }),
    ErrInvalidProof,
    "cannot submit an empty proof of closed counterparty channel end",
  ],
  ["timeout on close: sequence checked first", TIMEOUT_ON_CLOSE_MSG_TYPE, timeout({ nextSequenceRecv: 0n, proofClose: new Uint8Array() }), ErrInvalidSequence],
  [
    "acknowledgement",
    ACKNOWLEDGEMENT_MSG_TYPE,
    { packet: incoming(1n), acknowledgement: Uint8Array.of(1), proofAcked: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER },
    undefined,
  ],
  [
    "acknowledgement: empty",
    ACKNOWLEDGEMENT_MSG_TYPE,
    { packet: incoming(1n), acknowledgement: new Uint8Array(), proofAcked: PROOF, proofHeight: PROOF_HEIGHT, signer: RELAYER },
    ErrInvalidAcknowledgement,
    "ack bytes cannot be empty",
  ],
];

describe("channel messages", () => {
  const routes = channelMsgRoutes(newHarness().keeper, ADDRESS_CODEC);

  // Rows as objects: jest passes a `done` callback in place of a row's missing last element.
  it.each(cases.map((row) => ({ name: row[0], row })))("ValidateBasic: $name", ({ row: [, type, msg, expErr, expErrMsg] }) => {
    const route = routes.find((r) => r.typeUrl === type.typeUrl)!;
    const err = thrown(() => route.validateBasic(msg));
    if (expErr === undefined) expect(err).toBeUndefined();
    else expectError(err, expErr, expErrMsg);
  });

  it("declares every ibc-go v7 channel message with its response, signed by `signer`", () => {
    expect(CHANNEL_MSG_TYPES.map((t) => [t.typeUrl, t.response.typeUrl])).toEqual(
      [
        "ChannelOpenInit",
        "ChannelOpenTry",
        "ChannelOpenAck",
        "ChannelOpenConfirm",
        "ChannelCloseInit",
        "ChannelCloseConfirm",
        "RecvPacket",
        "Timeout",
        "TimeoutOnClose",
        "Acknowledgement",
      ].map((name) => [`/ibc.core.channel.v1.Msg${name}`, `/ibc.core.channel.v1.Msg${name}Response`]),
    );
    expect(routes.map((r) => r.typeUrl)).toEqual(CHANNEL_MSG_TYPES.map((t) => t.typeUrl));
    expect(RECV_PACKET_MSG_TYPE.signers({ ...packetMsg(), signer: RELAYER })).toEqual([RELAYER]);
  });

  it("MsgChannelOpenTryResponse carries v7.10's channel_id (field 2), which cosmjs-types 0.9 lacks", () => {
    const bytes = MsgChannelOpenTryResponseV7.encode({ version: "ics20-1", channelId: "channel-3" }).finish();
    expect(Buffer.from(bytes).toString("hex")).toBe(`0a07${Buffer.from("ics20-1").toString("hex")}1209${Buffer.from("channel-3").toString("hex")}`);
    expect(MsgChannelOpenTryResponseV7.decode(bytes)).toEqual({ version: "ics20-1", channelId: "channel-3" });
    expect(MsgChannelOpenTryResponse.decode(bytes)).toEqual({ version: "ics20-1" });
  });
});
