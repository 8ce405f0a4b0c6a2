/* eslint-disable */
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, bytesFromBase64, base64FromBytes, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
/**
 * What an idledger ssi signature signs (docs/ssi-signing.md). Binding the chain, the operation and the
 * document's current version means no signature is valid for any other operation, chain or version:
 * the signature that created a DID cannot deactivate it, and an old status change cannot be replayed.
 */
export interface SignPayload {
  /** Always "idledger/ssi/v1". */
  domain: string;
  chainId: string;
  /** CreateDID, UpdateDID, DeactivateDID, CreateSchema or RegisterCredentialStatus. */
  operation: string;
  /**
   * The stored versionId of the DID for UpdateDID and DeactivateDID; the upper-case hex SHA-256 of the stored
   * Credential for a status change; empty when the document does not exist yet.
   */
  version: string;
  /** The protobuf bytes of the document signed by hid-node v0.1: Did, SchemaDocument or CredentialStatus. */
  document: Uint8Array;
}
function createBaseSignPayload(): SignPayload {
  return {
    domain: "",
    chainId: "",
    operation: "",
    version: "",
    document: new Uint8Array()
  };
}
export const SignPayload = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.SignPayload",
  encode(message: SignPayload, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.domain !== "") {
      writer.uint32(10).string(message.domain);
    }
    if (message.chainId !== "") {
      writer.uint32(18).string(message.chainId);
    }
    if (message.operation !== "") {
      writer.uint32(26).string(message.operation);
    }
    if (message.version !== "") {
      writer.uint32(34).string(message.version);
    }
    if (message.document.length !== 0) {
      writer.uint32(42).bytes(message.document);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): SignPayload {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseSignPayload();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.domain = reader.string();
          break;
        case 2:
          message.chainId = reader.string();
          break;
        case 3:
          message.operation = reader.string();
          break;
        case 4:
          message.version = reader.string();
          break;
        case 5:
          message.document = reader.bytes();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): SignPayload {
    const obj = createBaseSignPayload();
    if (isSet(object.domain)) obj.domain = String(object.domain);
    if (isSet(object.chainId)) obj.chainId = String(object.chainId);
    if (isSet(object.operation)) obj.operation = String(object.operation);
    if (isSet(object.version)) obj.version = String(object.version);
    if (isSet(object.document)) obj.document = bytesFromBase64(object.document);
    return obj;
  },
  toJSON(message: SignPayload): JsonSafe<SignPayload> {
    const obj: any = {};
    message.domain !== undefined && (obj.domain = message.domain);
    message.chainId !== undefined && (obj.chainId = message.chainId);
    message.operation !== undefined && (obj.operation = message.operation);
    message.version !== undefined && (obj.version = message.version);
    message.document !== undefined && (obj.document = base64FromBytes(message.document !== undefined ? message.document : new Uint8Array()));
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<SignPayload>, I>>(object: I): SignPayload {
    const message = createBaseSignPayload();
    message.domain = object.domain ?? "";
    message.chainId = object.chainId ?? "";
    message.operation = object.operation ?? "";
    message.version = object.version ?? "";
    message.document = object.document ?? new Uint8Array();
    return message;
  }
};