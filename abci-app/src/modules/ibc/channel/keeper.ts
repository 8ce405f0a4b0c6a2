import type { Counterparty, Order, Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import type { Context } from "../../../module-kit/context";
import * as handshake from "./handshake";
import * as packets from "./packet";
import { ChannelStore, type RelayOutcome } from "./store";
import * as timeouts from "./timeout";

export type { RelayOutcome } from "./store";

/**
 * ICS-04's protocol on top of the channel store (store.ts): the handshake (handshake.ts), packets (packet.ts) and
 * timeouts (timeout.ts), each step's checks and writes; the message handlers (msg-server.ts) put the applications'
 * callbacks around them. Applications bound in `ports` send their packets with `sendPacket`.
 */
export class ChannelKeeper extends ChannelStore {
  // ---- Channel handshake (handshake.ts): each step's checks, then its write after the application's callback ----

  chanOpenInit(ctx: Context, order: Order, connectionHops: readonly string[]): string {
    return handshake.chanOpenInit(this, ctx, order, connectionHops);
  }

  writeOpenInitChannel(
    ctx: Context,
    portId: string,
    channelId: string,
    order: Order,
    connectionHops: readonly string[],
    counterparty: Counterparty,
    version: string,
  ): void {
    handshake.writeOpenInitChannel(this, ctx, portId, channelId, order, connectionHops, counterparty, version);
  }

  chanOpenTry(
    ctx: Context,
    order: Order,
    connectionHops: readonly string[],
    portId: string,
    counterparty: Counterparty,
    counterpartyVersion: string,
    proofInit: Uint8Array,
    proofHeight: Height,
  ): string {
    return handshake.chanOpenTry(this, ctx, order, connectionHops, portId, counterparty, counterpartyVersion, proofInit, proofHeight);
  }

  writeOpenTryChannel(
    ctx: Context,
    portId: string,
    channelId: string,
    order: Order,
    connectionHops: readonly string[],
    counterparty: Counterparty,
    version: string,
  ): void {
    handshake.writeOpenTryChannel(this, ctx, portId, channelId, order, connectionHops, counterparty, version);
  }

  chanOpenAck(
    ctx: Context,
    portId: string,
    channelId: string,
    counterpartyVersion: string,
    counterpartyChannelId: string,
    proofTry: Uint8Array,
    proofHeight: Height,
  ): void {
    handshake.chanOpenAck(this, ctx, portId, channelId, counterpartyVersion, counterpartyChannelId, proofTry, proofHeight);
  }

  writeOpenAckChannel(ctx: Context, portId: string, channelId: string, counterpartyVersion: string, counterpartyChannelId: string): void {
    handshake.writeOpenAckChannel(this, ctx, portId, channelId, counterpartyVersion, counterpartyChannelId);
  }

  chanOpenConfirm(ctx: Context, portId: string, channelId: string, proofAck: Uint8Array, proofHeight: Height): void {
    handshake.chanOpenConfirm(this, ctx, portId, channelId, proofAck, proofHeight);
  }

  writeOpenConfirmChannel(ctx: Context, portId: string, channelId: string): void {
    handshake.writeOpenConfirmChannel(this, ctx, portId, channelId);
  }

  chanCloseInit(ctx: Context, portId: string, channelId: string): void {
    handshake.chanCloseInit(this, ctx, portId, channelId);
  }

  chanCloseConfirm(ctx: Context, portId: string, channelId: string, proofInit: Uint8Array, proofHeight: Height): void {
    handshake.chanCloseConfirm(this, ctx, portId, channelId, proofInit, proofHeight);
  }

  // ---- Packets (packet.ts) ----

  /**
   * Sends a packet on an OPEN channel for the application bound to `sourcePort` (ICS-20 calls it): stores its
   * commitment under the next send sequence, which it returns, and emits `send_packet` for relayers.
   */
  sendPacket(ctx: Context, sourcePort: string, sourceChannel: string, timeoutHeight: Height, timeoutTimestamp: bigint, data: Uint8Array): bigint {
    return packets.sendPacket(this, ctx, sourcePort, sourceChannel, timeoutHeight, timeoutTimestamp, data);
  }

  recvPacket(ctx: Context, packet: Packet, proof: Uint8Array, proofHeight: Height): RelayOutcome {
    return packets.recvPacket(this, ctx, packet, proof, proofHeight);
  }

  /** Writes a received packet's acknowledgement; an application that acknowledges asynchronously calls it later. */
  writeAcknowledgement(ctx: Context, packet: Packet, acknowledgement: Uint8Array): void {
    packets.writeAcknowledgement(this, ctx, packet, acknowledgement);
  }

  acknowledgePacket(ctx: Context, packet: Packet, acknowledgement: Uint8Array, proof: Uint8Array, proofHeight: Height): RelayOutcome {
    return packets.acknowledgePacket(this, ctx, packet, acknowledgement, proof, proofHeight);
  }

  // ---- Timeouts (timeout.ts) ----

  timeoutPacket(ctx: Context, packet: Packet, proof: Uint8Array, proofHeight: Height, nextSequenceRecv: bigint): RelayOutcome {
    return timeouts.timeoutPacket(this, ctx, packet, proof, proofHeight, nextSequenceRecv);
  }

  timeoutOnClose(ctx: Context, packet: Packet, proof: Uint8Array, proofClosed: Uint8Array, proofHeight: Height, nextSequenceRecv: bigint): RelayOutcome {
    return timeouts.timeoutOnClose(this, ctx, packet, proof, proofClosed, proofHeight, nextSequenceRecv);
  }

  timeoutExecuted(ctx: Context, packet: Packet): void {
    timeouts.timeoutExecuted(this, ctx, packet);
  }
}
