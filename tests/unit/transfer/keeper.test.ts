import { type Channel, Order, type Packet, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { Context } from "../../../abci-app/src/module-kit/context";
import { AuthKeeper } from "../../../abci-app/src/modules/auth/keeper/keeper";
import { BURNER, MINTER } from "../../../abci-app/src/modules/auth/types/account";
import { BankKeeper } from "../../../abci-app/src/modules/bank/keeper/keeper";
import { ErrChannelCapabilityNotFound, ErrChannelNotFound, ErrInvalidChannelOrdering } from "../../../abci-app/src/modules/ibc/errors";
import { ErrInvalidVersion, ErrReceiveDisabled, ErrSendDisabled } from "../../../abci-app/src/modules/transfer/errors";
import { transferIbcApp } from "../../../abci-app/src/modules/transfer/ibc-app";
import { TransferKeeper } from "../../../abci-app/src/modules/transfer/keeper/keeper";
import { escrowAddress } from "../../../abci-app/src/modules/transfer/types/escrow-address";
import { packetDataBytes } from "../../../abci-app/src/modules/transfer/types/packet-data";
import { MemoryMultiStore } from "../../../abci-app/src/store/memory";
import { MAX_AMOUNT } from "../../../abci-app/src/types/coins";
import { newGasMeter } from "../../../abci-app/src/types/gas";
import { ErrInsufficientFunds } from "../../../abci-app/src/types/sdk-errors";

const NO_HEIGHT: Height = { revisionNumber: 0n, revisionHeight: 0n };
const CHANNEL: Channel = {
  state: State.STATE_OPEN,
  ordering: Order.ORDER_UNORDERED,
  counterparty: { portId: "transfer", channelId: "channel-7" },
  connectionHops: ["connection-0"],
  version: "ics20-1",
};
/** The voucher of the counterparty's `uatom` arriving on our channel-0: SHA-256 of transfer/channel-0/uatom. */
const ATOM_VOUCHER = "ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2";

/**
 * ICS-20's keeper and IBC callbacks on a real bank keeper over an in-memory store, with a channel keeper that records
 * the packets it is asked to send: what leaves an account, what is escrowed, minted and burned, and what comes back.
 */
function setup() {
  const auth = new AuthKeeper({ moduleAccountPermissions: { transfer: [MINTER, BURNER] } });
  const bank = new BankKeeper({ accountKeeper: auth });
  const sent: { port: string; channel: string; data: Uint8Array }[] = [];
  const channels = {
    getChannel: (_ctx: Context, port: string, channel: string) => (port === "transfer" && channel === "channel-0" ? CHANNEL : undefined),
    sendPacket: (_ctx: Context, port: string, channel: string, _height: Height, _timestamp: bigint, data: Uint8Array) => {
      sent.push({ port, channel, data });
      return BigInt(sent.length);
    },
  };
  const keeper = new TransferKeeper({ bank, channels, addressCodec: auth.addressCodec });
  const store = new MemoryMultiStore(["acc", "bank", "transfer"]).branch();
  const ctx = Context.create(
    { chainId: "idledger-1", height: 5n, time: { seconds: 1_700_000_000n, nanos: 0 }, proposer: new Uint8Array(20) },
    "finalize",
    store,
  );
  keeper.setPort(ctx, "transfer");
  const alice = new Uint8Array(20).fill(1);
  const bob = new Uint8Array(20).fill(2);
  auth.setAccount(ctx, auth.newAccountWithAddress(ctx, alice));
  bank.initBalances(ctx, alice, [{ denom: "uhid", amount: 10_000n }]);
  const enc = (a: Uint8Array) => auth.addressCodec.encode(a);
  const balance = (a: Uint8Array, denom: string) => bank.getBalance(ctx, a, denom).amount;
  const transfer = (amount: bigint, denom = "uhid", from = alice) =>
    keeper.sendTransfer(ctx, {
      sourcePort: "transfer",
      sourceChannel: "channel-0",
      token: { denom, amount },
      sender: from,
      receiver: "cosmos1receiver",
      timeoutHeight: { revisionNumber: 1n, revisionHeight: 100n },
      timeoutTimestamp: 0n,
      memo: "",
    });
  /** A packet the counterparty sent us on its channel-7 to our channel-0. */
  const incoming = (data: { denom: string; amount: string; sender?: string; receiver: string }): Packet => ({
    sequence: 1n,
    sourcePort: "transfer",
    sourceChannel: "channel-7",
    destinationPort: "transfer",
    destinationChannel: "channel-0",
    data: packetDataBytes({ sender: "cosmos1sender", memo: "", ...data }),
    timeoutHeight: NO_HEIGHT,
    timeoutTimestamp: 1n,
  });
  /** A packet we sent, as the acknowledgement or timeout brings it back. */
  const outgoing = (data: { denom: string; amount: string }): Packet => ({
    ...incoming({ ...data, receiver: "cosmos1receiver" }),
    sourceChannel: "channel-0",
    destinationChannel: "channel-7",
    data: packetDataBytes({ ...data, sender: enc(alice), receiver: "cosmos1receiver", memo: "" }),
  });
  return { auth, bank, keeper, ctx, sent, alice, bob, enc, balance, transfer, incoming, outgoing, app: transferIbcApp(keeper) };
}

describe("ICS-20 transfer keeper", () => {
  test("a native token leaves into the channel's escrow account, and the packet names its denomination and sender", () => {
    const t = setup();
    expect(t.transfer(1_500n)).toBe(1n);
    expect(t.balance(t.alice, "uhid")).toBe(8_500n);
    expect(t.balance(escrowAddress("transfer", "channel-0"), "uhid")).toBe(1_500n);
    expect(t.keeper.getTotalEscrow(t.ctx, "uhid")).toBe(1_500n);
    expect(JSON.parse(new TextDecoder().decode(t.sent[0]!.data))).toEqual({
      amount: "1500",
      denom: "uhid",
      receiver: "cosmos1receiver",
      sender: t.enc(t.alice),
    });
  });

  test("a refund (error acknowledgement) gives back exactly what left, and a success acknowledgement keeps it escrowed", () => {
    const t = setup();
    t.transfer(1_000n);
    t.app.onAcknowledgementPacket(t.ctx, t.outgoing({ denom: "uhid", amount: "1000" }), new TextEncoder().encode('{"result":"AQ=="}'), "relayer");
    expect(t.balance(t.alice, "uhid")).toBe(9_000n);
    t.app.onAcknowledgementPacket(
      t.ctx,
      t.outgoing({ denom: "uhid", amount: "1000" }),
      new TextEncoder().encode('{"error":"ABCI code: 5: error handling packet: see events for details"}'),
      "relayer",
    );
    expect(t.balance(t.alice, "uhid")).toBe(10_000n);
    expect(t.keeper.getTotalEscrow(t.ctx, "uhid")).toBe(0n);
    const kinds = t.ctx.events.events().filter((e) => e.type === "fungible_token_packet");
    expect(kinds.at(-1)!.attributes).toEqual([{ key: "error", value: "ABCI code: 5: error handling packet: see events for details", index: true }]);
  });

  test("a received foreign token is minted as its voucher with a recorded trace; sent back, the voucher is burned", () => {
    const t = setup();
    const ack = t.app.onRecvPacket(t.ctx, t.incoming({ denom: "uatom", amount: "700", receiver: t.enc(t.bob) }), "relayer");
    expect(ack).toEqual({ success: true, bytes: new TextEncoder().encode('{"result":"AQ=="}') });
    expect(t.balance(t.bob, ATOM_VOUCHER)).toBe(700n);
    expect(t.bank.getSupply(t.ctx, ATOM_VOUCHER).amount).toBe(700n);
    expect(t.keeper.denomPathFromHash(t.ctx, ATOM_VOUCHER)).toBe("transfer/channel-0/uatom");
    const trace = t.ctx.events.events().find((e) => e.type === "denomination_trace")!;
    expect(trace.attributes.map((a) => a.value)).toEqual([ATOM_VOUCHER.slice(4), ATOM_VOUCHER]);

    t.transfer(200n, ATOM_VOUCHER, t.bob);
    expect(t.bank.getSupply(t.ctx, ATOM_VOUCHER).amount).toBe(500n);
    expect(JSON.parse(new TextDecoder().decode(t.sent[0]!.data)).denom).toBe("transfer/channel-0/uatom");
    t.app.onTimeoutPacket(
      t.ctx,
      {
        ...t.outgoing({ denom: "transfer/channel-0/uatom", amount: "200" }),
        data: packetDataBytes({ denom: "transfer/channel-0/uatom", amount: "200", sender: t.enc(t.bob), receiver: "x", memo: "" }),
      },
      "relayer",
    );
    expect(t.balance(t.bob, ATOM_VOUCHER)).toBe(700n);
  });

  test("our own token coming home leaves the escrow of the channel it arrives on", () => {
    const t = setup();
    t.transfer(1_000n);
    // The counterparty sends back 400 of our uhid: it carries the counterparty's prefix for its end of the channel.
    const ack = t.app.onRecvPacket(t.ctx, t.incoming({ denom: "transfer/channel-7/uhid", amount: "400", receiver: t.enc(t.bob) }), "relayer");
    expect(ack.success).toBe(true);
    expect(t.balance(t.bob, "uhid")).toBe(400n);
    expect(t.keeper.getTotalEscrow(t.ctx, "uhid")).toBe(600n);
  });

  test("a packet that cannot be applied gets an error acknowledgement carrying only its ABCI code, and the reason in an event", () => {
    const t = setup();
    const more = t.app.onRecvPacket(t.ctx, t.incoming({ denom: "transfer/channel-7/uhid", amount: "400", receiver: t.enc(t.bob) }), "relayer");
    expect(more.success).toBe(false);
    expect(new TextDecoder().decode(more.bytes)).toBe(`{"error":"ABCI code: ${ErrInsufficientFunds.code}: error handling packet: see events for details"}`);
    const badJson = t.app.onRecvPacket(
      t.ctx,
      { ...t.incoming({ denom: "uatom", amount: "1", receiver: t.enc(t.bob) }), data: new TextEncoder().encode("{") },
      "relayer",
    );
    expect(new TextDecoder().decode(badJson.bytes)).toBe('{"error":"ABCI code: 29: error handling packet: see events for details"}');
    t.keeper.setParams(t.ctx, { sendEnabled: false, receiveEnabled: false });
    const disabled = t.app.onRecvPacket(t.ctx, t.incoming({ denom: "uatom", amount: "1", receiver: t.enc(t.bob) }), "relayer");
    expect(new TextDecoder().decode(disabled.bytes)).toContain(`ABCI code: ${ErrReceiveDisabled.code}:`);
    const event = t.ctx.events
      .events()
      .filter((e) => e.type === "fungible_token_packet")
      .at(-1)!;
    expect(Object.fromEntries(event.attributes.map((a) => [a.key, a.value]))).toMatchObject({ success: "false", error: ErrReceiveDisabled.error().message });
    expect(() => t.transfer(1n)).toThrow(ErrSendDisabled.error().message);
  });

  test("the largest amount sends the whole balance (ibc-go's UnboundedSpendLimit)", () => {
    const t = setup();
    t.transfer(MAX_AMOUNT);
    expect(t.balance(t.alice, "uhid")).toBe(0n);
    expect(JSON.parse(new TextDecoder().decode(t.sent[0]!.data)).amount).toBe("10000");
  });

  test("more leaving an escrow than went in fails the transaction, never the packet: no error acknowledgement", () => {
    const t = setup();
    // 400 uhid sent to the escrow address by hand: the module never escrowed them.
    t.bank.sendCoins(t.ctx, t.alice, escrowAddress("transfer", "channel-0"), [{ denom: "uhid", amount: 400n }]);
    expect(() => t.app.onRecvPacket(t.ctx, t.incoming({ denom: "transfer/channel-7/uhid", amount: "400", receiver: t.enc(t.bob) }), "relayer")).toThrow(
      "the total escrow of uhid cannot go below zero (-400)",
    );
  });

  test("out of gas while applying a received packet fails the transaction rather than acknowledging an error", () => {
    const t = setup();
    const poor = t.ctx.withGasMeter(newGasMeter(10n));
    expect(() => t.app.onRecvPacket(poor, t.incoming({ denom: "uatom", amount: "1", receiver: t.enc(t.bob) }), "relayer")).toThrow(/out of gas/);
  });

  test("sending needs an existing channel of the bound port; channels must be unordered ics20-1 on that port", () => {
    const t = setup();
    t.keeper.setPort(t.ctx, "other");
    expect(() => t.transfer(1n)).toThrow(ErrChannelCapabilityNotFound.wrap("module does not own channel capability"));
    t.keeper.setPort(t.ctx, "transfer");
    expect(() => t.keeper.sendTransfer(t.ctx, { ...validTransfer(t.alice), sourceChannel: "channel-9" })).toThrow(
      ErrChannelNotFound.wrap("port ID (transfer) channel ID (channel-9)"),
    );
    const opening = {
      order: Order.ORDER_UNORDERED,
      connectionHops: ["connection-0"],
      portId: "transfer",
      channelId: "channel-1",
      counterparty: CHANNEL.counterparty,
    };
    expect(t.app.onChanOpenInit(t.ctx, opening, "")).toBe("ics20-1");
    expect(() => t.app.onChanOpenInit(t.ctx, opening, "ics20-2")).toThrow(ErrInvalidVersion.wrap("got ics20-2, expected ics20-1"));
    expect(() => t.app.onChanOpenTry(t.ctx, { ...opening, order: Order.ORDER_ORDERED }, "ics20-1")).toThrow(
      ErrInvalidChannelOrdering.wrap("expected ORDER_UNORDERED channel, got ORDER_ORDERED"),
    );
    expect(() => t.app.onChanOpenTry(t.ctx, { ...opening, portId: "other" }, "ics20-1")).toThrow(/invalid port: other, expected transfer/);
    expect(() => t.app.onChanCloseInit(t.ctx, "transfer", "channel-0")).toThrow(/user cannot close channel/);
  });
});

function validTransfer(sender: Uint8Array) {
  return {
    sourcePort: "transfer",
    sourceChannel: "channel-0",
    token: { denom: "uhid", amount: 1n },
    sender,
    receiver: "cosmos1receiver",
    timeoutHeight: NO_HEIGHT,
    timeoutTimestamp: 1n,
    memo: "",
  };
}
