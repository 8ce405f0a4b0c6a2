import { expect } from "@jest/globals";
import { Channel, Order, type Packet, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { type ConnectionEnd, State as ConnectionState } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import { ClientState, type ConsensusState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { type ClientStatus, ibcHeight } from "../../../../abci-app/src/light-client/tendermint-client";
import { Context } from "../../../../abci-app/src/module-kit/context";
import type { ChannelClients, ChannelConnections } from "../../../../abci-app/src/modules/ibc/channel/expected-keepers";
import { ChannelKeeper } from "../../../../abci-app/src/modules/ibc/channel/keeper";
import { ErrFailedMembershipVerification } from "../../../../abci-app/src/modules/ibc/errors";
import { commitAcknowledgement } from "../../../../abci-app/src/modules/ibc/channel/commitment";
import { channelPath, heightText, pathKey } from "../../../../abci-app/src/modules/ibc/host/paths";
import type { AppAcknowledgement, ChannelOpening, IbcApp } from "../../../../abci-app/src/modules/ibc/port/ibc-app";
import { PortRouter } from "../../../../abci-app/src/modules/ibc/port/router";
import { MemoryMultiStore } from "../../../../abci-app/src/store/memory";
import type { CacheMultiStore, StoreChanges } from "../../../../abci-app/src/store/types";
import { AddressCodec } from "../../../../abci-app/src/types/address";
import { AppError, type ErrorKind } from "../../../../abci-app/src/types/errors";
import { event, type Event, EventManager } from "../../../../abci-app/src/types/events";
import type { MsgType } from "../../../../abci-app/src/codec/proto-codec";
import { channelMsgRoutes } from "../../../../abci-app/src/modules/ibc/channel/msgs";

/** Our chain: revision 2 (`idledger-2`), block 100 at 2023-11-14T22:13:20Z. */
export const CHAIN_ID = "idledger-2";
export const NOW: Timestamp = { seconds: 1_700_000_000n, nanos: 0 };
export const NOW_NANOS = 1_700_000_000_000_000_000n;
export const HEIGHT = 100n;

export const CONNECTION_ID = "connection-0";
export const COUNTERPARTY_CONNECTION_ID = "connection-7";
export const CLIENT_ID = "07-tendermint-0";
export const PORT = "transfer";
export const COUNTERPARTY_PORT = "transfer";
export const VERSION = "ics20-1";
export const PROOF = Uint8Array.of(0xaa, 0xbb);
export const PROOF_HEIGHT: Height = { revisionNumber: 1n, revisionHeight: 50n };
/** The counterparty's block time at PROOF_HEIGHT and at the client's latest height, per the fake client. */
export const COUNTERPARTY_TIME_NANOS = 1_699_999_000_000_000_000n;
export const CLIENT_LATEST_HEIGHT: Height = { revisionNumber: 1n, revisionHeight: 60n };
export const RELAYER = new AddressCodec().encode(new Uint8Array(20).fill(7));
export const ADDRESS_CODEC = new AddressCodec();

/** The store an application writes to from its callbacks, besides `ibc`. */
export const APP_STORE = "app";

/** One verification the channel keeper asked of the connection keeper. */
export interface VerifyCall {
  readonly method: string;
  readonly connection: ConnectionEnd;
  readonly height: Height;
  readonly proof: Uint8Array;
  readonly portId: string;
  readonly channelId: string;
  readonly channel?: Channel;
  readonly sequence?: bigint;
  readonly commitment?: Uint8Array;
  readonly acknowledgement?: Uint8Array;
  readonly nextSequenceRecv?: bigint;
}

/** ICS-02 as the channel sees it: one client, its status settable. */
export class FakeClients implements ChannelClients {
  status_: ClientStatus | "Unknown" = "Active";
  readonly states = new Map<string, ClientState>([[CLIENT_ID, ClientState.fromPartial({ chainId: "other-1", latestHeight: CLIENT_LATEST_HEIGHT })]]);
  readonly consensus = new Map<string, ConsensusState>();

  getClientState(_ctx: Context, clientId: string): ClientState | undefined {
    return this.states.get(clientId);
  }

  getConsensusState(_ctx: Context, clientId: string, height: Height): ConsensusState | undefined {
    return this.consensus.get(`${clientId}@${heightText(height)}`);
  }

  status(_ctx: Context, clientId: string): ClientStatus | "Unknown" {
    return this.states.has(clientId) ? this.status_ : "Unknown";
  }

  selfHeight(ctx: Context): Height {
    return ibcHeight(ctx.chainId, ctx.height);
  }
}

/**
 * A test double of the connection keeper: connection ends by id, and verify methods that record what they were asked
 * to prove and fail on demand (with nothing written, as the real one).
 */
export class FakeConnections implements ChannelConnections {
  readonly clients = new FakeClients();
  readonly connections: Map<string, ConnectionEnd>;
  /** When set, proofs are checked against this other chain's actual state (two keepers relaying to each other). */
  peer: Harness | undefined;

  constructor(connectionId = CONNECTION_ID, counterpartyConnectionId = COUNTERPARTY_CONNECTION_ID) {
    this.connections = new Map([
      [connectionId, openConnection({ counterparty: { ...openConnection().counterparty, connectionId: counterpartyConnectionId } })],
    ]);
  }
  readonly calls: VerifyCall[] = [];
  /** The verify methods that fail. */
  readonly failing = new Set<string>();
  /** The counterparty's time at each height (default COUNTERPARTY_TIME_NANOS). */
  readonly times = new Map<string, bigint>();

  getConnection(_ctx: Context, connectionId: string): ConnectionEnd | undefined {
    return this.connections.get(connectionId);
  }

  verifyChannelState(_ctx: Context, connection: ConnectionEnd, height: Height, proof: Uint8Array, portId: string, channelId: string, channel: Channel): void {
    this.record({ method: "verifyChannelState", connection, height, proof, portId, channelId, channel });
  }

  verifyPacketCommitment(
    _ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
    commitment: Uint8Array,
  ): void {
    this.record({ method: "verifyPacketCommitment", connection, height, proof, portId, channelId, sequence, commitment });
  }

  verifyPacketAcknowledgement(
    _ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
    acknowledgement: Uint8Array,
  ): void {
    this.record({ method: "verifyPacketAcknowledgement", connection, height, proof, portId, channelId, sequence, acknowledgement });
  }

  verifyPacketReceiptAbsence(
    _ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
  ): void {
    this.record({ method: "verifyPacketReceiptAbsence", connection, height, proof, portId, channelId, sequence });
  }

  verifyNextSequenceRecv(
    _ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    nextSequenceRecv: bigint,
  ): void {
    this.record({ method: "verifyNextSequenceRecv", connection, height, proof, portId, channelId, nextSequenceRecv });
  }

  timestampAtHeight(_ctx: Context, _connection: ConnectionEnd, height: Height): bigint {
    return this.times.get(heightText(height)) ?? COUNTERPARTY_TIME_NANOS;
  }

  private record(call: VerifyCall): void {
    this.calls.push(call);
    if (this.failing.has(call.method)) throw ErrFailedMembershipVerification.wrap(`fake ${call.method} refused`);
    if (this.peer !== undefined && !holdsOnPeer(this.peer, call)) throw ErrFailedMembershipVerification.wrap(`${call.method}: the peer's state differs`);
  }
}

/** What the call asks to prove, checked against the peer chain's store as a real proof would be. */
function holdsOnPeer(peer: Harness, call: VerifyCall): boolean {
  const { keeper, ctx } = peer;
  const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) => a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b));
  switch (call.method) {
    case "verifyChannelState":
      return same(ctx.multiStore.getKVStore("ibc").get(pathKey(channelPath(call.portId, call.channelId))), Channel.encode(call.channel!).finish());
    case "verifyPacketCommitment":
      return same(keeper.getPacketCommitment(ctx, call.portId, call.channelId, call.sequence!), call.commitment);
    case "verifyPacketAcknowledgement":
      return same(keeper.getPacketAcknowledgement(ctx, call.portId, call.channelId, call.sequence!), commitAcknowledgement(call.acknowledgement!));
    case "verifyPacketReceiptAbsence":
      return !keeper.hasPacketReceipt(ctx, call.portId, call.channelId, call.sequence!);
    case "verifyNextSequenceRecv":
      return keeper.getNextSequenceRecv(ctx, call.portId, call.channelId) === call.nextSequenceRecv;
    default:
      return false;
  }
}

export function openConnection(overrides: Partial<ConnectionEnd> = {}): ConnectionEnd {
  return {
    clientId: CLIENT_ID,
    versions: [{ identifier: "1", features: ["ORDER_ORDERED", "ORDER_UNORDERED"] }],
    state: ConnectionState.STATE_OPEN,
    counterparty: { clientId: "07-tendermint-3", connectionId: COUNTERPARTY_CONNECTION_ID, prefix: { keyPrefix: new TextEncoder().encode("ibc") } },
    delayPeriod: 0n,
    ...overrides,
  };
}

/** One callback the application received. */
export type AppCall = readonly [name: string, ...args: unknown[]];

/**
 * An application bound to a port: records its callbacks, answers versions, refuses on demand. On receiving a packet
 * it writes a key to the `app` store and emits an event, so that tests see whether the branch was kept.
 */
export class FakeApp implements IbcApp {
  readonly calls: AppCall[] = [];
  readonly refusing = new Set<string>();
  /** The version onChanOpenInit/Try answer; undefined answers the proposed or the counterparty's. */
  version: string | undefined;
  /** What onRecvPacket acknowledges. */
  ack: AppAcknowledgement = { success: true, bytes: new TextEncoder().encode('{"result":"AQ=="}') };

  onChanOpenInit(_ctx: Context, channel: ChannelOpening, version: string): string {
    this.call("onChanOpenInit", channel, version);
    return this.version ?? version;
  }

  onChanOpenTry(_ctx: Context, channel: ChannelOpening, counterpartyVersion: string): string {
    this.call("onChanOpenTry", channel, counterpartyVersion);
    return this.version ?? counterpartyVersion;
  }

  onChanOpenAck(ctx: Context, portId: string, channelId: string, counterpartyChannelId: string, counterpartyVersion: string): void {
    // What the application sees of its channel at that point (ibc-go writes it OPEN before the callback).
    this.call("onChanOpenAck", portId, channelId, counterpartyChannelId, counterpartyVersion, stateSeen(ctx, portId, channelId));
  }

  onChanOpenConfirm(ctx: Context, portId: string, channelId: string): void {
    this.call("onChanOpenConfirm", portId, channelId, stateSeen(ctx, portId, channelId));
  }

  onChanCloseInit(_ctx: Context, portId: string, channelId: string): void {
    this.call("onChanCloseInit", portId, channelId);
  }

  onChanCloseConfirm(_ctx: Context, portId: string, channelId: string): void {
    this.call("onChanCloseConfirm", portId, channelId);
  }

  onRecvPacket(ctx: Context, packet: Packet, relayer: string): AppAcknowledgement {
    this.call("onRecvPacket", packet.sequence, relayer);
    ctx.kvStore(APP_STORE).set(new TextEncoder().encode(`received/${packet.sequence}`), Uint8Array.of(1));
    ctx.events.emit(event("fungible_token_packet", [["sequence", packet.sequence.toString()]]));
    return this.ack;
  }

  onAcknowledgementPacket(_ctx: Context, packet: Packet, acknowledgement: Uint8Array, relayer: string): void {
    this.call("onAcknowledgementPacket", packet.sequence, acknowledgement, relayer);
  }

  onTimeoutPacket(_ctx: Context, packet: Packet, relayer: string): void {
    this.call("onTimeoutPacket", packet.sequence, relayer);
  }

  names(): string[] {
    return this.calls.map(([name]) => name);
  }

  private call(name: string, ...args: unknown[]): void {
    this.calls.push([name, ...args]);
    if (this.refusing.has(name)) throw ErrFailedMembershipVerification.wrap(`app refuses ${name}`);
  }
}

/** A channel keeper on an in-memory store with a fake connection keeper and one application bound to `transfer`. */
export interface Harness {
  readonly keeper: ChannelKeeper;
  readonly connections: FakeConnections;
  readonly app: FakeApp;
  readonly store: CacheMultiStore;
  ctx: Context;
  /** A context of another block on the same state. */
  at(height: bigint, time?: Timestamp): Context;
}

export function newHarness(chainId = CHAIN_ID, connectionId = CONNECTION_ID, counterpartyConnectionId = COUNTERPARTY_CONNECTION_ID): Harness {
  const connections = new FakeConnections(connectionId, counterpartyConnectionId);
  const ports = new PortRouter();
  const app = new FakeApp();
  ports.bind(PORT, app);
  const keeper = new ChannelKeeper(connections, ports);
  const store = new MemoryMultiStore(["ibc", APP_STORE]).branch();
  const at = (height: bigint, time: Timestamp = NOW) => Context.create({ chainId, height, time, proposer: new Uint8Array(20) }, "finalize", store);
  return { keeper, connections, app, store, ctx: at(HEIGHT), at };
}

/** Two chains whose connection keepers check proofs against each other's state: ours (`connection-0`) and theirs (`connection-7`). */
export function newPair(): [Harness, Harness] {
  const a = newHarness(CHAIN_ID, CONNECTION_ID, COUNTERPARTY_CONNECTION_ID);
  const b = newHarness("other-1", COUNTERPARTY_CONNECTION_ID, CONNECTION_ID);
  a.connections.peer = b;
  b.connections.peer = a;
  return [a, b];
}

/** Stores an OPEN channel end `channel-0` on our side, its sequences at 1, as a completed handshake leaves it. */
export function openChannel(h: Harness, order: Order, channelId = "channel-0", counterpartyChannelId = "channel-5"): Channel {
  const channel: Channel = {
    state: State.STATE_OPEN,
    ordering: order,
    counterparty: { portId: COUNTERPARTY_PORT, channelId: counterpartyChannelId },
    connectionHops: [CONNECTION_ID],
    version: VERSION,
  };
  h.keeper.setChannel(h.ctx, PORT, channelId, channel);
  h.keeper.setNextSequenceSend(h.ctx, PORT, channelId, 1n);
  h.keeper.setNextSequenceRecv(h.ctx, PORT, channelId, 1n);
  h.keeper.setNextSequenceAck(h.ctx, PORT, channelId, 1n);
  return channel;
}

/** A packet the counterparty sent to our `channel-0` (its source is the counterparty's `channel-5`). */
export function incoming(sequence: bigint, overrides: Partial<Packet> = {}): Packet {
  return {
    sequence,
    sourcePort: COUNTERPARTY_PORT,
    sourceChannel: "channel-5",
    destinationPort: PORT,
    destinationChannel: "channel-0",
    data: new TextEncoder().encode(`{"n":${sequence}}`),
    timeoutHeight: { revisionNumber: 2n, revisionHeight: 1000n },
    timeoutTimestamp: 0n,
    ...overrides,
  };
}

/** A packet we send on our `channel-0` to the counterparty's `channel-5`. */
export function outgoing(sequence: bigint, overrides: Partial<Packet> = {}): Packet {
  return {
    sequence,
    sourcePort: PORT,
    sourceChannel: "channel-0",
    destinationPort: COUNTERPARTY_PORT,
    destinationChannel: "channel-5",
    data: new TextEncoder().encode(`{"n":${sequence}}`),
    timeoutHeight: { revisionNumber: 1n, revisionHeight: 1000n },
    timeoutTimestamp: 0n,
    ...overrides,
  };
}

/** What a message did when delivered as a transaction would deliver it. */
export interface Delivered<R = any> {
  readonly response?: R;
  readonly error?: unknown;
  /** The message's events (none when it failed). */
  readonly events: Event[];
}

/**
 * Delivers one channel message as a transaction does (tx/run-tx.ts): ValidateBasic, then the handler on a branch of
 * the state, kept only when it succeeds.
 */
export function deliver<R = any>(h: Harness, type: MsgType<any, R>, msg: unknown, ctx: Context = h.ctx): Delivered<R> {
  const route = channelMsgRoutes(h.keeper, ADDRESS_CODEC).find((r) => r.typeUrl === type.typeUrl)!;
  const branch = ctx.multiStore.branch();
  const msgCtx = ctx.withStore(branch).withEvents(new EventManager());
  try {
    route.validateBasic(msg);
    const response = route.handle(msgCtx, msg) as R;
    branch.write();
    return { response, events: msgCtx.events.events() };
  } catch (error) {
    return { error, events: [] };
  }
}

/** Every pending change of the harness's branch (what a step wrote). */
export function changes(h: Harness): StoreChanges {
  return h.store.changes();
}

/** Runs `fn` and returns what the store gained meanwhile, as `store/key → hex` text (deletes as `null`). */
export function writesOf(h: Harness, fn: () => void): Record<string, string | null> {
  const before = snapshot(h);
  fn();
  const after = snapshot(h);
  const diff: Record<string, string | null> = {};
  for (const [key, value] of after) if (before.get(key) !== value) diff[key] = value;
  for (const key of before.keys()) if (!after.has(key)) diff[key] = null;
  return diff;
}

function snapshot(h: Harness): Map<string, string> {
  const out = new Map<string, string>();
  for (const [store, list] of changes(h)) {
    for (const [key, value] of list) if (value !== undefined) out.set(`${store}/${new TextDecoder().decode(key)}`, Buffer.from(value).toString("hex"));
  }
  return out;
}

/** The error thrown by `fn`, or undefined. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err;
  }
}

/** The outcome is an AppError of `kind` whose message contains `message`. */
export function expectError(outcome: unknown, kind: ErrorKind, message?: string): void {
  expect(outcome).toBeInstanceOf(AppError);
  const err = outcome as AppError;
  expect(`${err.codespace}:${err.code} ${err.message}`).toContain(`${kind.codespace}:${kind.code}`);
  if (message !== undefined) expect(err.message).toContain(message);
}

/** The events of `type` as attribute maps, in order. */
export function eventsOf(events: readonly Event[], type: string): Record<string, string>[] {
  return events.filter((e) => e.type === type).map((e) => Object.fromEntries(e.attributes.map((a) => [a.key, a.value])));
}

function stateSeen(ctx: Context, portId: string, channelId: string): string {
  const bytes = ctx.multiStore.getKVStore("ibc").get(new TextEncoder().encode(`channelEnds/ports/${portId}/channels/${channelId}`));
  if (bytes === undefined) return "none";
  return State[Channel.decode(bytes).state]!;
}

export { Order, State };
