import { type Packet, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import {
  type MsgAcknowledgement,
  type MsgAcknowledgementResponse,
  type MsgChannelCloseConfirm,
  type MsgChannelCloseConfirmResponse,
  type MsgChannelCloseInit,
  type MsgChannelCloseInitResponse,
  type MsgChannelOpenAck,
  type MsgChannelOpenAckResponse,
  type MsgChannelOpenConfirm,
  type MsgChannelOpenConfirmResponse,
  type MsgChannelOpenInit,
  type MsgChannelOpenInitResponse,
  type MsgChannelOpenTry,
  type MsgRecvPacket,
  type MsgRecvPacketResponse,
  type MsgTimeout,
  type MsgTimeoutOnClose,
  type MsgTimeoutOnCloseResponse,
  type MsgTimeoutResponse,
  ResponseResultType,
} from "cosmjs-types-ibc-v7/ibc/core/channel/v1/tx";
import type { Context } from "../../../module-kit/context";
import { AppError } from "../../../types/errors";
import { EventManager } from "../../../types/events";
import type { IbcApp } from "../port/ibc-app";
import { ZERO_HEIGHT } from "../types/height";
import { callbackErrorEvents } from "./events";
import * as handshake from "./handshake";
import type { ChannelKeeper } from "./keeper";
import * as packets from "./packet";
import type { RelayOutcome } from "./store";
import * as timeouts from "./timeout";
import type { MsgChannelOpenTryResponseV7 } from "./open-try-response";

/*
 * The channel messages' handlers, as the channel part of ibc-go v7's core/keeper/msg_server.go: route to the port's
 * application, run the 04-channel step, and call the application's callback at the same point ibc-go does. Errors
 * are wrapped with ibc-go's texts. The packet steps run on a branch of state first: a redundant relay (the packet,
 * acknowledgement or timeout was relayed already) drops the branch and answers RESPONSE_RESULT_TYPE_NOOP without
 * failing, so that relayers racing each other do not fail their whole transactions.
 */

export function channelOpenInit(k: ChannelKeeper, ctx: Context, msg: MsgChannelOpenInit): MsgChannelOpenInitResponse {
  const app = appOf(k, msg.portId);
  const { ordering, connectionHops, counterparty, version } = msg.channel;
  const channelId = step("channel handshake open init failed", () => handshake.chanOpenInit(k, ctx, ordering, connectionHops));
  const agreed = callback(`channel open init callback failed for port ID: ${msg.portId}, channel ID: ${channelId}`, () =>
    app.onChanOpenInit(ctx, { order: ordering, connectionHops, portId: msg.portId, channelId, counterparty }, version),
  );
  handshake.writeNewChannel(k, ctx, State.STATE_INIT, msg.portId, channelId, ordering, connectionHops, counterparty, agreed);
  return { channelId, version: agreed };
}

export function channelOpenTry(k: ChannelKeeper, ctx: Context, msg: MsgChannelOpenTry): MsgChannelOpenTryResponseV7 {
  const app = appOf(k, msg.portId);
  const { ordering, connectionHops, counterparty } = msg.channel;
  const channelId = step("channel handshake open try failed", () =>
    handshake.chanOpenTry(k, ctx, ordering, connectionHops, msg.portId, counterparty, msg.counterpartyVersion, msg.proofInit, height(msg.proofHeight)),
  );
  const agreed = callback(`channel open try callback failed for port ID: ${msg.portId}, channel ID: ${channelId}`, () =>
    app.onChanOpenTry(ctx, { order: ordering, connectionHops, portId: msg.portId, channelId, counterparty }, msg.counterpartyVersion),
  );
  handshake.writeNewChannel(k, ctx, State.STATE_TRYOPEN, msg.portId, channelId, ordering, connectionHops, counterparty, agreed);
  return { version: agreed, channelId };
}

/** ibc-go writes the opened channel before the callback: the application sees its end OPEN. */
export function channelOpenAck(k: ChannelKeeper, ctx: Context, msg: MsgChannelOpenAck): MsgChannelOpenAckResponse {
  const app = appOf(k, msg.portId);
  step("channel handshake open ack failed", () =>
    handshake.chanOpenAck(k, ctx, msg.portId, msg.channelId, msg.counterpartyVersion, msg.counterpartyChannelId, msg.proofTry, height(msg.proofHeight)),
  );
  handshake.writeOpenAckChannel(k, ctx, msg.portId, msg.channelId, msg.counterpartyVersion, msg.counterpartyChannelId);
  callback(`channel open ack callback failed for port ID: ${msg.portId}, channel ID: ${msg.channelId}`, () =>
    app.onChanOpenAck(ctx, msg.portId, msg.channelId, msg.counterpartyChannelId, msg.counterpartyVersion),
  );
  return {};
}

export function channelOpenConfirm(k: ChannelKeeper, ctx: Context, msg: MsgChannelOpenConfirm): MsgChannelOpenConfirmResponse {
  const app = appOf(k, msg.portId);
  step("channel handshake open confirm failed", () => handshake.chanOpenConfirm(k, ctx, msg.portId, msg.channelId, msg.proofAck, height(msg.proofHeight)));
  handshake.writeOpenConfirmChannel(k, ctx, msg.portId, msg.channelId);
  callback(`channel open confirm callback failed for port ID: ${msg.portId}, channel ID: ${msg.channelId}`, () =>
    app.onChanOpenConfirm(ctx, msg.portId, msg.channelId),
  );
  return {};
}

/** The application is asked first: it may refuse to close (ICS-20 always does). */
export function channelCloseInit(k: ChannelKeeper, ctx: Context, msg: MsgChannelCloseInit): MsgChannelCloseInitResponse {
  const app = appOf(k, msg.portId);
  callback(`channel close init callback failed for port ID: ${msg.portId}, channel ID: ${msg.channelId}`, () =>
    app.onChanCloseInit(ctx, msg.portId, msg.channelId),
  );
  step("channel handshake close init failed", () => handshake.chanCloseInit(k, ctx, msg.portId, msg.channelId));
  return {};
}

export function channelCloseConfirm(k: ChannelKeeper, ctx: Context, msg: MsgChannelCloseConfirm): MsgChannelCloseConfirmResponse {
  const app = appOf(k, msg.portId);
  callback(`channel close confirm callback failed for port ID: ${msg.portId}, channel ID: ${msg.channelId}`, () =>
    app.onChanCloseConfirm(ctx, msg.portId, msg.channelId),
  );
  step("channel handshake close confirm failed", () => handshake.chanCloseConfirm(k, ctx, msg.portId, msg.channelId, msg.proofInit, height(msg.proofHeight)));
  return {};
}

/**
 * Receives a packet, then runs the application on a branch of its own: kept (state and events) when the
 * acknowledgement reports success, dropped when it reports failure, its events then kept only under
 * `ibccallbackerror-` names. A non-empty acknowledgement is written at once; an empty one means the application will
 * acknowledge later (ibc-go's nil acknowledgement).
 */
export function recvPacket(k: ChannelKeeper, ctx: Context, msg: MsgRecvPacket): MsgRecvPacketResponse {
  const packet = msg.packet;
  const app = appOf(k, packet.destinationPort);
  if (
    onBranch(ctx, "receive packet verification failed", (branch) => packets.recvPacket(k, branch, packet, msg.proofCommitment, height(msg.proofHeight))) ===
    "redundant"
  ) {
    return { result: ResponseResultType.RESPONSE_RESULT_TYPE_NOOP };
  }
  const store = ctx.multiStore.branch();
  const appCtx = ctx.withStore(store).withEvents(new EventManager());
  const ack = app.onRecvPacket(appCtx, packet, msg.signer);
  if (ack.success) {
    store.write();
    ctx.events.emitAll(appCtx.events.events());
  } else {
    ctx.events.emitAll(callbackErrorEvents(appCtx.events.events()));
  }
  if (ack.bytes.length > 0) packets.writeAcknowledgement(k, ctx, packet, ack.bytes);
  return { result: ResponseResultType.RESPONSE_RESULT_TYPE_SUCCESS };
}

export function acknowledgement(k: ChannelKeeper, ctx: Context, msg: MsgAcknowledgement): MsgAcknowledgementResponse {
  const packet = msg.packet;
  const app = appOf(k, packet.sourcePort);
  const outcome = onBranch(ctx, "acknowledge packet verification failed", (branch) =>
    packets.acknowledgePacket(k, branch, packet, msg.acknowledgement, msg.proofAcked, height(msg.proofHeight)),
  );
  if (outcome === "redundant") return { result: ResponseResultType.RESPONSE_RESULT_TYPE_NOOP };
  callback("acknowledge packet callback failed", () => app.onAcknowledgementPacket(ctx, packet, msg.acknowledgement, msg.signer));
  return { result: ResponseResultType.RESPONSE_RESULT_TYPE_SUCCESS };
}

export function timeout(k: ChannelKeeper, ctx: Context, msg: MsgTimeout): MsgTimeoutResponse {
  const packet = msg.packet;
  const app = appOf(k, packet.sourcePort);
  const outcome = onBranch(ctx, "timeout packet verification failed", (branch) =>
    timeouts.timeoutPacket(k, branch, packet, msg.proofUnreceived, height(msg.proofHeight), msg.nextSequenceRecv),
  );
  return { result: afterTimeout(k, ctx, app, packet, msg.signer, outcome) };
}

export function timeoutOnClose(k: ChannelKeeper, ctx: Context, msg: MsgTimeoutOnClose): MsgTimeoutOnCloseResponse {
  const packet = msg.packet;
  const app = appOf(k, packet.sourcePort);
  const outcome = onBranch(ctx, "timeout on close packet verification failed", (branch) =>
    timeouts.timeoutOnClose(k, branch, packet, msg.proofUnreceived, msg.proofClose, height(msg.proofHeight), msg.nextSequenceRecv),
  );
  return { result: afterTimeout(k, ctx, app, packet, msg.signer, outcome) };
}

/** Both timeouts: the commitment goes (an ORDERED channel closes), then the application refunds or reverts. */
function afterTimeout(k: ChannelKeeper, ctx: Context, app: IbcApp, packet: Packet, relayer: string, outcome: RelayOutcome): ResponseResultType {
  if (outcome === "redundant") return ResponseResultType.RESPONSE_RESULT_TYPE_NOOP;
  timeouts.timeoutExecuted(k, ctx, packet);
  callback("timeout packet callback failed", () => app.onTimeoutPacket(ctx, packet, relayer));
  return ResponseResultType.RESPONSE_RESULT_TYPE_SUCCESS;
}

/**
 * ibc-go's cached context around a packet step: its writes and events reach `ctx` only when it applies; when
 * redundant, both are dropped; when it fails, its error is wrapped with `failed`.
 */
function onBranch(ctx: Context, failed: string, run: (branch: Context) => RelayOutcome): RelayOutcome {
  const store = ctx.multiStore.branch();
  const branch = ctx.withStore(store).withEvents(new EventManager());
  const outcome = step(failed, () => run(branch));
  if (outcome === "applied") {
    ctx.events.emitAll(branch.events.events());
    store.write();
  }
  return outcome;
}

/** A 04-channel step, its AppError wrapped as ibc-go wraps it ("<detail>: <error>"). */
function step<T>(failed: string, run: () => T): T {
  try {
    return run();
  } catch (err) {
    throw err instanceof AppError ? err.wrap(failed) : err;
  }
}

/** The application bound to the port (ibc-go looks it up by the port's or the channel's capability). */
function appOf(k: ChannelKeeper, portId: string): IbcApp {
  return step("could not retrieve module from port-id", () => k.ports.route(portId));
}

/** An application callback, its refusal wrapped the same way. */
const callback = step;

function height(proofHeight: Height | undefined): Height {
  return proofHeight ?? ZERO_HEIGHT;
}
