import { BinaryReader, BinaryWriter } from "cosmjs-types-ibc-v7/binary";
import { Params } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { ProtoCodec } from "../../../codec/proto-codec";

export interface QueryConnectionParamsResponse {
  params?: Params;
}

/**
 * `ibc.core.connection.v1.QueryConnectionParamsResponse`. cosmjs-types' generated codec (0.9 and 0.11) writes its
 * `params` with the 02-client Params codec, a generator mix-up of the two `Params` types; this one writes the
 * connection's `Params` (max_expected_time_per_block), as ibc-go does.
 */
export const QueryConnectionParamsResponse: ProtoCodec<QueryConnectionParamsResponse> = {
  typeUrl: "/ibc.core.connection.v1.QueryConnectionParamsResponse",
  encode(message, writer = BinaryWriter.create()) {
    if (message.params !== undefined) Params.encode(message.params, writer.uint32(10).fork()).ldelim();
    return writer;
  },
  decode(input, length) {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input as Uint8Array);
    const end = length === undefined ? reader.len : reader.pos + length;
    const message: QueryConnectionParamsResponse = {};
    while (reader.pos < end) {
      const tag = reader.uint32();
      if (tag === 10) message.params = Params.decode(reader, reader.uint32());
      else reader.skipType(tag & 7);
    }
    return message;
  },
  fromPartial: (object: { params?: Partial<Params> }) => ({ params: object.params === undefined ? undefined : Params.fromPartial(object.params) }),
  fromJSON: (object: { params?: unknown }) => ({ params: object.params === undefined ? undefined : Params.fromJSON(object.params) }),
  toJSON: (message) => ({ params: message.params === undefined ? undefined : Params.toJSON(message.params) }),
};
