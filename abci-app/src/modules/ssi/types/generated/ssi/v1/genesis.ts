/* eslint-disable */
import { DidDocumentState } from "./did";
import { Schema } from "./schema";
import { Credential } from "./credential";
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
/**
 * The ssi section of genesis. Field 1 is hid-node v0.1's; the others are idledger's, so that an export
 * carries every document and a chain can be restarted from it.
 */
export interface GenesisState {
  /** Empty on the main network; a test network's name otherwise. At most 10 of [a-zA-Z0-9-]. */
  chainNamespace: string;
  /** Accept hid-node v0.1 signatures (over the document bytes alone) instead of idledger's replay-proof payload. */
  legacySignatures: boolean;
  didDocuments: DidDocumentState[];
  schemas: Schema[];
  credentials: Credential[];
  /** The counters as the chain keeps them (the credential count counts registered statuses, not status changes). */
  didCount: bigint;
  schemaCount: bigint;
  credentialCount: bigint;
  /**
   * The namespaces of documents written before governance changed chain_namespace (MsgUpdateParams): those documents
   * keep their ids. Each is used by some document; chain_namespace is not among them.
   */
  formerNamespaces: string[];
}
function createBaseGenesisState(): GenesisState {
  return {
    chainNamespace: "",
    legacySignatures: false,
    didDocuments: [],
    schemas: [],
    credentials: [],
    didCount: BigInt(0),
    schemaCount: BigInt(0),
    credentialCount: BigInt(0),
    formerNamespaces: []
  };
}
export const GenesisState = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.GenesisState",
  encode(message: GenesisState, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.chainNamespace !== "") {
      writer.uint32(10).string(message.chainNamespace);
    }
    if (message.legacySignatures === true) {
      writer.uint32(16).bool(message.legacySignatures);
    }
    for (const v of message.didDocuments) {
      DidDocumentState.encode(v!, writer.uint32(26).fork()).ldelim();
    }
    for (const v of message.schemas) {
      Schema.encode(v!, writer.uint32(34).fork()).ldelim();
    }
    for (const v of message.credentials) {
      Credential.encode(v!, writer.uint32(42).fork()).ldelim();
    }
    if (message.didCount !== BigInt(0)) {
      writer.uint32(48).uint64(message.didCount);
    }
    if (message.schemaCount !== BigInt(0)) {
      writer.uint32(56).uint64(message.schemaCount);
    }
    if (message.credentialCount !== BigInt(0)) {
      writer.uint32(64).uint64(message.credentialCount);
    }
    for (const v of message.formerNamespaces) {
      writer.uint32(74).string(v!);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): GenesisState {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseGenesisState();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.chainNamespace = reader.string();
          break;
        case 2:
          message.legacySignatures = reader.bool();
          break;
        case 3:
          message.didDocuments.push(DidDocumentState.decode(reader, reader.uint32()));
          break;
        case 4:
          message.schemas.push(Schema.decode(reader, reader.uint32()));
          break;
        case 5:
          message.credentials.push(Credential.decode(reader, reader.uint32()));
          break;
        case 6:
          message.didCount = reader.uint64();
          break;
        case 7:
          message.schemaCount = reader.uint64();
          break;
        case 8:
          message.credentialCount = reader.uint64();
          break;
        case 9:
          message.formerNamespaces.push(reader.string());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): GenesisState {
    const obj = createBaseGenesisState();
    if (isSet(object.chainNamespace)) obj.chainNamespace = String(object.chainNamespace);
    if (isSet(object.legacySignatures)) obj.legacySignatures = Boolean(object.legacySignatures);
    if (Array.isArray(object?.didDocuments)) obj.didDocuments = object.didDocuments.map((e: any) => DidDocumentState.fromJSON(e));
    if (Array.isArray(object?.schemas)) obj.schemas = object.schemas.map((e: any) => Schema.fromJSON(e));
    if (Array.isArray(object?.credentials)) obj.credentials = object.credentials.map((e: any) => Credential.fromJSON(e));
    if (isSet(object.didCount)) obj.didCount = BigInt(object.didCount.toString());
    if (isSet(object.schemaCount)) obj.schemaCount = BigInt(object.schemaCount.toString());
    if (isSet(object.credentialCount)) obj.credentialCount = BigInt(object.credentialCount.toString());
    if (Array.isArray(object?.formerNamespaces)) obj.formerNamespaces = object.formerNamespaces.map((e: any) => String(e));
    return obj;
  },
  toJSON(message: GenesisState): JsonSafe<GenesisState> {
    const obj: any = {};
    message.chainNamespace !== undefined && (obj.chainNamespace = message.chainNamespace);
    message.legacySignatures !== undefined && (obj.legacySignatures = message.legacySignatures);
    if (message.didDocuments) {
      obj.didDocuments = message.didDocuments.map(e => e ? DidDocumentState.toJSON(e) : undefined);
    } else {
      obj.didDocuments = [];
    }
    if (message.schemas) {
      obj.schemas = message.schemas.map(e => e ? Schema.toJSON(e) : undefined);
    } else {
      obj.schemas = [];
    }
    if (message.credentials) {
      obj.credentials = message.credentials.map(e => e ? Credential.toJSON(e) : undefined);
    } else {
      obj.credentials = [];
    }
    message.didCount !== undefined && (obj.didCount = (message.didCount || BigInt(0)).toString());
    message.schemaCount !== undefined && (obj.schemaCount = (message.schemaCount || BigInt(0)).toString());
    message.credentialCount !== undefined && (obj.credentialCount = (message.credentialCount || BigInt(0)).toString());
    if (message.formerNamespaces) {
      obj.formerNamespaces = message.formerNamespaces.map(e => e);
    } else {
      obj.formerNamespaces = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<GenesisState>, I>>(object: I): GenesisState {
    const message = createBaseGenesisState();
    message.chainNamespace = object.chainNamespace ?? "";
    message.legacySignatures = object.legacySignatures ?? false;
    message.didDocuments = object.didDocuments?.map(e => DidDocumentState.fromPartial(e)) || [];
    message.schemas = object.schemas?.map(e => Schema.fromPartial(e)) || [];
    message.credentials = object.credentials?.map(e => Credential.fromPartial(e)) || [];
    if (object.didCount !== undefined && object.didCount !== null) {
      message.didCount = BigInt(object.didCount.toString());
    }
    if (object.schemaCount !== undefined && object.schemaCount !== null) {
      message.schemaCount = BigInt(object.schemaCount.toString());
    }
    if (object.credentialCount !== undefined && object.credentialCount !== null) {
      message.credentialCount = BigInt(object.credentialCount.toString());
    }
    message.formerNamespaces = object.formerNamespaces?.map(e => e) || [];
    return message;
  }
};