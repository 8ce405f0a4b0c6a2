import {
  MsgAcknowledgement,
  MsgAcknowledgementResponse,
  MsgChannelCloseConfirm,
  MsgChannelCloseConfirmResponse,
  MsgChannelCloseInit,
  MsgChannelCloseInitResponse,
  MsgChannelOpenAck,
  MsgChannelOpenAckResponse,
  MsgChannelOpenConfirm,
  MsgChannelOpenConfirmResponse,
  MsgChannelOpenInit,
  MsgChannelOpenInitResponse,
  MsgChannelOpenTry,
  MsgRecvPacket,
  MsgRecvPacketResponse,
  MsgTimeout,
  MsgTimeoutOnClose,
  MsgTimeoutOnCloseResponse,
  MsgTimeoutResponse,
} from "cosmjs-types-ibc-v7/ibc/core/channel/v1/tx";
import type { MsgType, ProtoCodec } from "../../../codec/proto-codec";
import type { MsgRoute } from "../../../module-kit/module";
import type { AddressCodec } from "../../../types/address";
import type { ChannelKeeper } from "./keeper";
import * as server from "./msg-server";
import { MsgChannelOpenTryResponseV7 } from "./open-try-response";
import * as validate from "./validate";

/** One channel message's wire identity: `/ibc.core.channel.v1.{name}`, its response, signed by `signer`. */
function msgType<T extends { signer: string }, R>(name: string, codec: ProtoCodec<T>, response: ProtoCodec<R>): MsgType<T, R> {
  return {
    typeUrl: `/ibc.core.channel.v1.${name}`,
    codec,
    response: { typeUrl: `/ibc.core.channel.v1.${name}Response`, codec: response },
    signers: (msg) => [msg.signer],
  };
}

export const CHANNEL_OPEN_INIT_MSG_TYPE = msgType("MsgChannelOpenInit", MsgChannelOpenInit, MsgChannelOpenInitResponse);
export const CHANNEL_OPEN_TRY_MSG_TYPE = msgType("MsgChannelOpenTry", MsgChannelOpenTry, MsgChannelOpenTryResponseV7);
export const CHANNEL_OPEN_ACK_MSG_TYPE = msgType("MsgChannelOpenAck", MsgChannelOpenAck, MsgChannelOpenAckResponse);
export const CHANNEL_OPEN_CONFIRM_MSG_TYPE = msgType("MsgChannelOpenConfirm", MsgChannelOpenConfirm, MsgChannelOpenConfirmResponse);
export const CHANNEL_CLOSE_INIT_MSG_TYPE = msgType("MsgChannelCloseInit", MsgChannelCloseInit, MsgChannelCloseInitResponse);
export const CHANNEL_CLOSE_CONFIRM_MSG_TYPE = msgType("MsgChannelCloseConfirm", MsgChannelCloseConfirm, MsgChannelCloseConfirmResponse);
export const RECV_PACKET_MSG_TYPE = msgType("MsgRecvPacket", MsgRecvPacket, MsgRecvPacketResponse);
export const TIMEOUT_MSG_TYPE = msgType("MsgTimeout", MsgTimeout, MsgTimeoutResponse);
export const TIMEOUT_ON_CLOSE_MSG_TYPE = msgType("MsgTimeoutOnClose", MsgTimeoutOnClose, MsgTimeoutOnCloseResponse);
export const ACKNOWLEDGEMENT_MSG_TYPE = msgType("MsgAcknowledgement", MsgAcknowledgement, MsgAcknowledgementResponse);

/** Every ibc-go v7 04-channel message, in ibc-go's `Msg` service order. */
export const CHANNEL_MSG_TYPES: readonly MsgType[] = [
  CHANNEL_OPEN_INIT_MSG_TYPE,
  CHANNEL_OPEN_TRY_MSG_TYPE,
  CHANNEL_OPEN_ACK_MSG_TYPE,
  CHANNEL_OPEN_CONFIRM_MSG_TYPE,
  CHANNEL_CLOSE_INIT_MSG_TYPE,
  CHANNEL_CLOSE_CONFIRM_MSG_TYPE,
  RECV_PACKET_MSG_TYPE,
  TIMEOUT_MSG_TYPE,
  TIMEOUT_ON_CLOSE_MSG_TYPE,
  ACKNOWLEDGEMENT_MSG_TYPE,
];

/** The 04-channel messages: ibc-go's ValidateBasic (validate.ts), then the handler (msg-server.ts). */
export function channelMsgRoutes(keeper: ChannelKeeper, codec: AddressCodec): MsgRoute[] {
  function route<T extends { signer: string }, R>(
    type: MsgType<T, R>,
    check: (msg: T, codec: AddressCodec) => void,
    handle: (k: ChannelKeeper, ctx: Parameters<MsgRoute<T, R>["handle"]>[0], msg: T) => R,
  ): MsgRoute<T, R> {
    return { ...type, validateBasic: (msg) => check(msg, codec), handle: (ctx, msg) => handle(keeper, ctx, msg) };
  }
  return [
    route(CHANNEL_OPEN_INIT_MSG_TYPE, validate.validateMsgChannelOpenInit, server.channelOpenInit),
    route(CHANNEL_OPEN_TRY_MSG_TYPE, validate.validateMsgChannelOpenTry, server.channelOpenTry),
    route(CHANNEL_OPEN_ACK_MSG_TYPE, validate.validateMsgChannelOpenAck, server.channelOpenAck),
    route(CHANNEL_OPEN_CONFIRM_MSG_TYPE, validate.validateMsgChannelOpenConfirm, server.channelOpenConfirm),
    route(CHANNEL_CLOSE_INIT_MSG_TYPE, validate.validateMsgChannelCloseInit, server.channelCloseInit),
    route(CHANNEL_CLOSE_CONFIRM_MSG_TYPE, validate.validateMsgChannelCloseConfirm, server.channelCloseConfirm),
    route(RECV_PACKET_MSG_TYPE, validate.validateMsgRecvPacket, server.recvPacket),
    route(TIMEOUT_MSG_TYPE, validate.validateMsgTimeout, server.timeout),
    route(TIMEOUT_ON_CLOSE_MSG_TYPE, validate.validateMsgTimeoutOnClose, server.timeoutOnClose),
    route(ACKNOWLEDGEMENT_MSG_TYPE, validate.validateMsgAcknowledgement, server.acknowledgement),
  ];
}
