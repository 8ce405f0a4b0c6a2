/* eslint-disable */
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
/** The ssi settings governance may change (MsgUpdateParams); idledger's, hid-node v0.1 has none. */
export interface Params {
  /**
   * Empty on the main network; a test network's name otherwise. At most 10 of [a-zA-Z0-9-]. New documents' ids
   * carry it; documents already written keep their ids.
   */
  chainNamespace: string;
}
function createBaseParams(): Params {
  return {
    chainNamespace: ""
  };
}
export const Params = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Params",
  encode(message: Params, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.chainNamespace !== "") {
      writer.uint32(10).string(message.chainNamespace);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Params {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseParams();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.chainNamespace = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Params {
    const obj = createBaseParams();
    if (isSet(object.chainNamespace)) obj.chainNamespace = String(object.chainNamespace);
    return obj;
  },
  toJSON(message: Params): JsonSafe<Params> {
    const obj: any = {};
    message.chainNamespace !== undefined && (obj.chainNamespace = message.chainNamespace);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Params>, I>>(object: I): Params {
    const message = createBaseParams();
    message.chainNamespace = object.chainNamespace ?? "";
    return message;
  }
};