import type { Counterparty, Order, Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Context } from "../../../module-kit/context";

/** What an application answers to a received packet: the acknowledgement to write, and whether it reports success. */
export interface AppAcknowledgement {
  /** On failure the app's state changes of the packet are dropped; the acknowledgement is still written. */
  readonly success: boolean;
  /** The acknowledgement's bytes, as the app encodes them (ICS-20: the channel Acknowledgement's JSON). */
  readonly bytes: Uint8Array;
}

/** A channel end as a handshake callback sees it. */
export interface ChannelOpening {
  readonly order: Order;
  readonly connectionHops: readonly string[];
  readonly portId: string;
  readonly channelId: string;
  readonly counterparty: Counterparty;
}

/**
 * An IBC application bound to a port (ibc-go's `porttypes.IBCModule`): the channel handshake's callbacks, where it
 * accepts or refuses a channel and its version, and the packet callbacks. Each throws an AppError to refuse.
 */
export interface IbcApp {
  /** Returns the version the channel will carry (the proposed one, or the app's default when none was proposed). */
  onChanOpenInit(ctx: Context, channel: ChannelOpening, version: string): string;
  /** Returns the version this end agrees to, given the counterparty's. */
  onChanOpenTry(ctx: Context, channel: ChannelOpening, counterpartyVersion: string): string;
  onChanOpenAck(ctx: Context, portId: string, channelId: string, counterpartyChannelId: string, counterpartyVersion: string): void;
  onChanOpenConfirm(ctx: Context, portId: string, channelId: string): void;
  onChanCloseInit(ctx: Context, portId: string, channelId: string): void;
  onChanCloseConfirm(ctx: Context, portId: string, channelId: string): void;
  /** Runs the packet on a branch of state; the branch is kept only when the acknowledgement reports success. */
  onRecvPacket(ctx: Context, packet: Packet, relayer: string): AppAcknowledgement;
  onAcknowledgementPacket(ctx: Context, packet: Packet, acknowledgement: Uint8Array, relayer: string): void;
  onTimeoutPacket(ctx: Context, packet: Packet, relayer: string): void;
}
