import type { Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import type { Context } from "../../../module-kit/context";
import * as packets from "./packet";
import { ChannelStore } from "./store";

/**
 * ICS-04 as the applications bound in `ports` see it: the channel store (store.ts) and the two packet steps they take
 * themselves. The relayers' steps (handshake.ts, packet.ts, timeout.ts) run from the message handlers (msg-server.ts),
 * which put the applications' callbacks around them.
 */
export class ChannelKeeper extends ChannelStore {
  /**
   * Sends a packet on an OPEN channel for the application bound to `sourcePort` (ICS-20 calls it): stores its
   * commitment under the next send sequence, which it returns, and emits `send_packet` for relayers.
   */
  sendPacket(ctx: Context, sourcePort: string, sourceChannel: string, timeoutHeight: Height, timeoutTimestamp: bigint, data: Uint8Array): bigint {
    return packets.sendPacket(this, ctx, sourcePort, sourceChannel, timeoutHeight, timeoutTimestamp, data);
  }

  /** Writes a received packet's acknowledgement; an application that acknowledges asynchronously calls it later. */
  writeAcknowledgement(ctx: Context, packet: Packet, acknowledgement: Uint8Array): void {
    packets.writeAcknowledgement(this, ctx, packet, acknowledgement);
  }
}
