import { Order } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Context } from "../../module-kit/context";
import { AppError } from "../../types/errors";
import { ErrInvalidRequest, ErrOutOfGas } from "../../types/sdk-errors";
import { ErrInvalidChannelOrdering, ErrInvalidPort } from "../ibc/errors";
import { isBlank, parseChannelSequence } from "../ibc/host/identifiers";
import type { AppAcknowledgement, ChannelOpening, IbcApp } from "../ibc/port/ibc-app";
import { ErrInvalidVersion, ErrMaxTransferChannels } from "./errors";
import { acknowledgedPacketEvents, receivedPacketEvent, timeoutEvent } from "./events";
import type { TransferKeeper } from "./keeper/keeper";
import {
  acknowledgementBytes,
  errorAcknowledgement,
  parseAcknowledgement,
  successAcknowledgement,
  type TransferAcknowledgement,
} from "./types/acknowledgement";
import { TRANSFER_VERSION } from "./types/keys";
import { type FungibleTokenPacketData, parsePacketData } from "./types/packet-data";

const MAX_TRANSFER_CHANNEL_SEQUENCE = 0xffff_ffffn;

/**
 * ICS-20's side of IBC core (ibc-go's transfer `IBCModule`): accepts unordered `ics20-1` channels on its port, runs
 * the packets it receives, and refunds the ones it sent when they fail or time out.
 */
export function transferIbcApp(keeper: TransferKeeper): IbcApp {
  const checkChannel = (ctx: Context, channel: ChannelOpening) => {
    if (parseChannelSequence(channel.channelId) > MAX_TRANSFER_CHANNEL_SEQUENCE) {
      throw ErrMaxTransferChannels.wrap(
        `channel sequence of ${channel.channelId} is greater than max allowed transfer channels ${MAX_TRANSFER_CHANNEL_SEQUENCE}`,
      );
    }
    if (channel.order !== Order.ORDER_UNORDERED) throw ErrInvalidChannelOrdering.wrap(`expected ORDER_UNORDERED channel, got ${Order[channel.order]}`);
    const bound = keeper.getPort(ctx);
    if (bound !== channel.portId) throw ErrInvalidPort.wrap(`invalid port: ${channel.portId}, expected ${bound}`);
  };
  return {
    onChanOpenInit(ctx, channel, version) {
      checkChannel(ctx, channel);
      const agreed = isBlank(version) ? TRANSFER_VERSION : version;
      if (agreed !== TRANSFER_VERSION) throw ErrInvalidVersion.wrap(`got ${agreed}, expected ${TRANSFER_VERSION}`);
      return agreed;
    },
    onChanOpenTry(ctx, channel) {
      checkChannel(ctx, channel);
      return TRANSFER_VERSION;
    },
    onChanOpenAck(_ctx, _portId, _channelId, _counterpartyChannelId, counterpartyVersion) {
      if (counterpartyVersion !== TRANSFER_VERSION)
        throw ErrInvalidVersion.wrap(`invalid counterparty version: ${counterpartyVersion}, expected ${TRANSFER_VERSION}`);
    },
    onChanOpenConfirm() {},
    onChanCloseInit() {
      throw ErrInvalidRequest.wrap("user cannot close channel");
    },
    onChanCloseConfirm() {},
    onRecvPacket(ctx, packet): AppAcknowledgement {
      let data: FungibleTokenPacketData = { denom: "", amount: "", sender: "", receiver: "", memo: "" };
      let ack: TransferAcknowledgement = successAcknowledgement();
      let failure: unknown;
      try {
        data = parsePacketData(packet.data);
        keeper.onRecvPacket(ctx, packet, data);
      } catch (err) {
        // Out of gas is the transaction's failure, not the packet's: it must not become an acknowledgement.
        if (!(err instanceof AppError) || ErrOutOfGas.is(err)) throw err;
        failure = err;
        ack = errorAcknowledgement(err);
      }
      ctx.events.emit(receivedPacketEvent(data, ack.success, failure === undefined ? undefined : (failure as Error).message));
      return { success: ack.success, bytes: acknowledgementBytes(ack) };
    },
    onAcknowledgementPacket(ctx, packet, acknowledgement) {
      const ack = parseAcknowledgement(acknowledgement);
      const data = parsePacketData(packet.data);
      if (!ack.success) keeper.refundPacketToken(ctx, packet, data);
      const outcome = ack.success ? { result: Buffer.from(ack.result).toString("latin1") } : { error: ack.error };
      ctx.events.emitAll(acknowledgedPacketEvents(data, acknowledgementText(ack), outcome));
    },
    onTimeoutPacket(ctx, packet) {
      const data = parsePacketData(packet.data);
      keeper.refundPacketToken(ctx, packet, data);
      ctx.events.emit(timeoutEvent(data));
    },
  };
}

/** The acknowledgement as gogoproto's compact text prints it (`result:"\001" `), which ibc-go puts in its event. */
function acknowledgementText(ack: TransferAcknowledgement): string {
  if (!ack.success) return `error:${JSON.stringify(ack.error)} `;
  const escaped = [...ack.result].map((b) =>
    b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c ? String.fromCharCode(b) : `\\${b.toString(8).padStart(3, "0")}`,
  );
  return `result:"${escaped.join("")}" `;
}
