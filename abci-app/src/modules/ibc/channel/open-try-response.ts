import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import type { ProtoCodec } from "../../../codec/proto-codec";

/**
 * ibc-go v7's MsgChannelOpenTryResponse: `version` (1) and `channel_id` (2). cosmjs-types 0.9's codec predates the
 * second field, which v7.10 fills in; this one carries both (JSON in cosmjs-types' camelCase, as its other codecs).
 */
export interface MsgChannelOpenTryResponseV7 {
  version: string;
  channelId: string;
}

export const MsgChannelOpenTryResponseV7: ProtoCodec<MsgChannelOpenTryResponseV7> = {
  typeUrl: "/ibc.core.channel.v1.MsgChannelOpenTryResponse",
  encode(message: MsgChannelOpenTryResponseV7, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.version !== "") writer.uint32(10).string(message.version);
    if (message.channelId !== "") writer.uint32(18).string(message.channelId);
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgChannelOpenTryResponseV7 {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    const end = length === undefined ? reader.len : reader.pos + length;
    const message: MsgChannelOpenTryResponseV7 = { version: "", channelId: "" };
    while (reader.pos < end) {
      const tag = reader.uint32();
      if (tag >>> 3 === 1) message.version = reader.string();
      else if (tag >>> 3 === 2) message.channelId = reader.string();
      else reader.skipType(tag & 7);
    }
    return message;
  },
  fromPartial(object: Partial<MsgChannelOpenTryResponseV7>): MsgChannelOpenTryResponseV7 {
    return { version: object.version ?? "", channelId: object.channelId ?? "" };
  },
  fromJSON(object: any): MsgChannelOpenTryResponseV7 {
    return { version: typeof object?.version === "string" ? object.version : "", channelId: typeof object?.channelId === "string" ? object.channelId : "" };
  },
  toJSON(message: MsgChannelOpenTryResponseV7): unknown {
    return { version: message.version, channelId: message.channelId };
  },
};
