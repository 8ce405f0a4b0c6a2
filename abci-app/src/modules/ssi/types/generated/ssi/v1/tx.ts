/* eslint-disable */
import { Did, SignInfo } from "./did";
import { SchemaDocument, SchemaProof } from "./schema";
import { CredentialStatus, CredentialProof } from "./credential";
import { Params } from "./params";
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
export interface MsgCreateDID {
  didDocString?: Did;
  signatures: SignInfo[];
  creator: string;
}
export interface MsgCreateDIDResponse {
  id: bigint;
}
export interface MsgUpdateDID {
  didDocString?: Did;
  versionId: string;
  signatures: SignInfo[];
  creator: string;
}
export interface MsgUpdateDIDResponse {
  updateId: string;
}
export interface MsgCreateSchema {
  creator: string;
  schemaDoc?: SchemaDocument;
  schemaProof?: SchemaProof;
}
export interface MsgCreateSchemaResponse {
  id: bigint;
}
export interface MsgDeactivateDID {
  creator: string;
  didId: string;
  versionId: string;
  signatures: SignInfo[];
}
export interface MsgDeactivateDIDResponse {
  id: bigint;
}
export interface MsgRegisterCredentialStatus {
  creator: string;
  credentialStatus?: CredentialStatus;
  proof?: CredentialProof;
}
export interface MsgRegisterCredentialStatusResponse {
  id: bigint;
}
/** Signed by the gov module account (`authority`), so it runs only as the message of a passed proposal. */
export interface MsgUpdateParams {
  authority: string;
  /** The whole params: every field is replaced. */
  params?: Params;
}
export interface MsgUpdateParamsResponse {}
function createBaseMsgCreateDID(): MsgCreateDID {
  return {
    didDocString: undefined,
    signatures: [],
    creator: ""
  };
}
export const MsgCreateDID = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateDID",
  encode(message: MsgCreateDID, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.didDocString !== undefined) {
      Did.encode(message.didDocString, writer.uint32(10).fork()).ldelim();
    }
    for (const v of message.signatures) {
      SignInfo.encode(v!, writer.uint32(18).fork()).ldelim();
    }
    if (message.creator !== "") {
      writer.uint32(26).string(message.creator);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgCreateDID {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgCreateDID();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.didDocString = Did.decode(reader, reader.uint32());
          break;
        case 2:
          message.signatures.push(SignInfo.decode(reader, reader.uint32()));
          break;
        case 3:
          message.creator = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgCreateDID {
    const obj = createBaseMsgCreateDID();
    if (isSet(object.didDocString)) obj.didDocString = Did.fromJSON(object.didDocString);
    if (Array.isArray(object?.signatures)) obj.signatures = object.signatures.map((e: any) => SignInfo.fromJSON(e));
    if (isSet(object.creator)) obj.creator = String(object.creator);
    return obj;
  },
  toJSON(message: MsgCreateDID): JsonSafe<MsgCreateDID> {
    const obj: any = {};
    message.didDocString !== undefined && (obj.didDocString = message.didDocString ? Did.toJSON(message.didDocString) : undefined);
    if (message.signatures) {
      obj.signatures = message.signatures.map(e => e ? SignInfo.toJSON(e) : undefined);
    } else {
      obj.signatures = [];
    }
    message.creator !== undefined && (obj.creator = message.creator);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgCreateDID>, I>>(object: I): MsgCreateDID {
    const message = createBaseMsgCreateDID();
    if (object.didDocString !== undefined && object.didDocString !== null) {
      message.didDocString = Did.fromPartial(object.didDocString);
    }
    message.signatures = object.signatures?.map(e => SignInfo.fromPartial(e)) || [];
    message.creator = object.creator ?? "";
    return message;
  }
};
function createBaseMsgCreateDIDResponse(): MsgCreateDIDResponse {
  return {
    id: BigInt(0)
  };
}
export const MsgCreateDIDResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateDIDResponse",
  encode(message: MsgCreateDIDResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== BigInt(0)) {
      writer.uint32(8).uint64(message.id);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgCreateDIDResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgCreateDIDResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.uint64();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgCreateDIDResponse {
    const obj = createBaseMsgCreateDIDResponse();
    if (isSet(object.id)) obj.id = BigInt(object.id.toString());
    return obj;
  },
  toJSON(message: MsgCreateDIDResponse): JsonSafe<MsgCreateDIDResponse> {
    const obj: any = {};
    message.id !== undefined && (obj.id = (message.id || BigInt(0)).toString());
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgCreateDIDResponse>, I>>(object: I): MsgCreateDIDResponse {
    const message = createBaseMsgCreateDIDResponse();
    if (object.id !== undefined && object.id !== null) {
      message.id = BigInt(object.id.toString());
    }
    return message;
  }
};
function createBaseMsgUpdateDID(): MsgUpdateDID {
  return {
    didDocString: undefined,
    versionId: "",
    signatures: [],
    creator: ""
  };
}
export const MsgUpdateDID = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgUpdateDID",
  encode(message: MsgUpdateDID, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.didDocString !== undefined) {
      Did.encode(message.didDocString, writer.uint32(10).fork()).ldelim();
    }
    if (message.versionId !== "") {
      writer.uint32(18).string(message.versionId);
    }
    for (const v of message.signatures) {
      SignInfo.encode(v!, writer.uint32(26).fork()).ldelim();
    }
    if (message.creator !== "") {
      writer.uint32(34).string(message.creator);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgUpdateDID {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgUpdateDID();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.didDocString = Did.decode(reader, reader.uint32());
          break;
        case 2:
          message.versionId = reader.string();
          break;
        case 3:
          message.signatures.push(SignInfo.decode(reader, reader.uint32()));
          break;
        case 4:
          message.creator = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgUpdateDID {
    const obj = createBaseMsgUpdateDID();
    if (isSet(object.didDocString)) obj.didDocString = Did.fromJSON(object.didDocString);
    if (isSet(object.versionId)) obj.versionId = String(object.versionId);
    if (Array.isArray(object?.signatures)) obj.signatures = object.signatures.map((e: any) => SignInfo.fromJSON(e));
    if (isSet(object.creator)) obj.creator = String(object.creator);
    return obj;
  },
  toJSON(message: MsgUpdateDID): JsonSafe<MsgUpdateDID> {
    const obj: any = {};
    message.didDocString !== undefined && (obj.didDocString = message.didDocString ? Did.toJSON(message.didDocString) : undefined);
    message.versionId !== undefined && (obj.versionId = message.versionId);
    if (message.signatures) {
      obj.signatures = message.signatures.map(e => e ? SignInfo.toJSON(e) : undefined);
    } else {
      obj.signatures = [];
    }
    message.creator !== undefined && (obj.creator = message.creator);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgUpdateDID>, I>>(object: I): MsgUpdateDID {
    const message = createBaseMsgUpdateDID();
    if (object.didDocString !== undefined && object.didDocString !== null) {
      message.didDocString = Did.fromPartial(object.didDocString);
    }
    message.versionId = object.versionId ?? "";
    message.signatures = object.signatures?.map(e => SignInfo.fromPartial(e)) || [];
    message.creator = object.creator ?? "";
    return message;
  }
};
function createBaseMsgUpdateDIDResponse(): MsgUpdateDIDResponse {
  return {
    updateId: ""
  };
}
export const MsgUpdateDIDResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgUpdateDIDResponse",
  encode(message: MsgUpdateDIDResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.updateId !== "") {
      writer.uint32(10).string(message.updateId);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgUpdateDIDResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgUpdateDIDResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.updateId = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgUpdateDIDResponse {
    const obj = createBaseMsgUpdateDIDResponse();
    if (isSet(object.updateId)) obj.updateId = String(object.updateId);
    return obj;
  },
  toJSON(message: MsgUpdateDIDResponse): JsonSafe<MsgUpdateDIDResponse> {
    const obj: any = {};
    message.updateId !== undefined && (obj.updateId = message.updateId);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgUpdateDIDResponse>, I>>(object: I): MsgUpdateDIDResponse {
    const message = createBaseMsgUpdateDIDResponse();
    message.updateId = object.updateId ?? "";
    return message;
  }
};
function createBaseMsgCreateSchema(): MsgCreateSchema {
  return {
    creator: "",
    schemaDoc: undefined,
    schemaProof: undefined
  };
}
export const MsgCreateSchema = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateSchema",
  encode(message: MsgCreateSchema, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.creator !== "") {
      writer.uint32(10).string(message.creator);
    }
    if (message.schemaDoc !== undefined) {
      SchemaDocument.encode(message.schemaDoc, writer.uint32(18).fork()).ldelim();
    }
    if (message.schemaProof !== undefined) {
      SchemaProof.encode(message.schemaProof, writer.uint32(26).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgCreateSchema {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgCreateSchema();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.creator = reader.string();
          break;
        case 2:
          message.schemaDoc = SchemaDocument.decode(reader, reader.uint32());
          break;
        case 3:
          message.schemaProof = SchemaProof.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgCreateSchema {
    const obj = createBaseMsgCreateSchema();
    if (isSet(object.creator)) obj.creator = String(object.creator);
    if (isSet(object.schemaDoc)) obj.schemaDoc = SchemaDocument.fromJSON(object.schemaDoc);
    if (isSet(object.schemaProof)) obj.schemaProof = SchemaProof.fromJSON(object.schemaProof);
    return obj;
  },
  toJSON(message: MsgCreateSchema): JsonSafe<MsgCreateSchema> {
    const obj: any = {};
    message.creator !== undefined && (obj.creator = message.creator);
    message.schemaDoc !== undefined && (obj.schemaDoc = message.schemaDoc ? SchemaDocument.toJSON(message.schemaDoc) : undefined);
    message.schemaProof !== undefined && (obj.schemaProof = message.schemaProof ? SchemaProof.toJSON(message.schemaProof) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgCreateSchema>, I>>(object: I): MsgCreateSchema {
    const message = createBaseMsgCreateSchema();
    message.creator = object.creator ?? "";
    if (object.schemaDoc !== undefined && object.schemaDoc !== null) {
      message.schemaDoc = SchemaDocument.fromPartial(object.schemaDoc);
    }
    if (object.schemaProof !== undefined && object.schemaProof !== null) {
      message.schemaProof = SchemaProof.fromPartial(object.schemaProof);
    }
    return message;
  }
};
function createBaseMsgCreateSchemaResponse(): MsgCreateSchemaResponse {
  return {
    id: BigInt(0)
  };
}
export const MsgCreateSchemaResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateSchemaResponse",
  encode(message: MsgCreateSchemaResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== BigInt(0)) {
      writer.uint32(8).uint64(message.id);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgCreateSchemaResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgCreateSchemaResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.uint64();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgCreateSchemaResponse {
    const obj = createBaseMsgCreateSchemaResponse();
    if (isSet(object.id)) obj.id = BigInt(object.id.toString());
    return obj;
  },
  toJSON(message: MsgCreateSchemaResponse): JsonSafe<MsgCreateSchemaResponse> {
    const obj: any = {};
    message.id !== undefined && (obj.id = (message.id || BigInt(0)).toString());
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgCreateSchemaResponse>, I>>(object: I): MsgCreateSchemaResponse {
    const message = createBaseMsgCreateSchemaResponse();
    if (object.id !== undefined && object.id !== null) {
      message.id = BigInt(object.id.toString());
    }
    return message;
  }
};
function createBaseMsgDeactivateDID(): MsgDeactivateDID {
  return {
    creator: "",
    didId: "",
    versionId: "",
    signatures: []
  };
}
export const MsgDeactivateDID = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgDeactivateDID",
  encode(message: MsgDeactivateDID, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.creator !== "") {
      writer.uint32(10).string(message.creator);
    }
    if (message.didId !== "") {
      writer.uint32(18).string(message.didId);
    }
    if (message.versionId !== "") {
      writer.uint32(26).string(message.versionId);
    }
    for (const v of message.signatures) {
      SignInfo.encode(v!, writer.uint32(34).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgDeactivateDID {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgDeactivateDID();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.creator = reader.string();
          break;
        case 2:
          message.didId = reader.string();
          break;
        case 3:
          message.versionId = reader.string();
          break;
        case 4:
          message.signatures.push(SignInfo.decode(reader, reader.uint32()));
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgDeactivateDID {
    const obj = createBaseMsgDeactivateDID();
    if (isSet(object.creator)) obj.creator = String(object.creator);
    if (isSet(object.didId)) obj.didId = String(object.didId);
    if (isSet(object.versionId)) obj.versionId = String(object.versionId);
    if (Array.isArray(object?.signatures)) obj.signatures = object.signatures.map((e: any) => SignInfo.fromJSON(e));
    return obj;
  },
  toJSON(message: MsgDeactivateDID): JsonSafe<MsgDeactivateDID> {
    const obj: any = {};
    message.creator !== undefined && (obj.creator = message.creator);
    message.didId !== undefined && (obj.didId = message.didId);
    message.versionId !== undefined && (obj.versionId = message.versionId);
    if (message.signatures) {
      obj.signatures = message.signatures.map(e => e ? SignInfo.toJSON(e) : undefined);
    } else {
      obj.signatures = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgDeactivateDID>, I>>(object: I): MsgDeactivateDID {
    const message = createBaseMsgDeactivateDID();
    message.creator = object.creator ?? "";
    message.didId = object.didId ?? "";
    message.versionId = object.versionId ?? "";
    message.signatures = object.signatures?.map(e => SignInfo.fromPartial(e)) || [];
    return message;
  }
};
function createBaseMsgDeactivateDIDResponse(): MsgDeactivateDIDResponse {
  return {
    id: BigInt(0)
  };
}
export const MsgDeactivateDIDResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgDeactivateDIDResponse",
  encode(message: MsgDeactivateDIDResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== BigInt(0)) {
      writer.uint32(8).uint64(message.id);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgDeactivateDIDResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgDeactivateDIDResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.uint64();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgDeactivateDIDResponse {
    const obj = createBaseMsgDeactivateDIDResponse();
    if (isSet(object.id)) obj.id = BigInt(object.id.toString());
    return obj;
  },
  toJSON(message: MsgDeactivateDIDResponse): JsonSafe<MsgDeactivateDIDResponse> {
    const obj: any = {};
    message.id !== undefined && (obj.id = (message.id || BigInt(0)).toString());
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgDeactivateDIDResponse>, I>>(object: I): MsgDeactivateDIDResponse {
    const message = createBaseMsgDeactivateDIDResponse();
    if (object.id !== undefined && object.id !== null) {
      message.id = BigInt(object.id.toString());
    }
    return message;
  }
};
function createBaseMsgRegisterCredentialStatus(): MsgRegisterCredentialStatus {
  return {
    creator: "",
    credentialStatus: undefined,
    proof: undefined
  };
}
export const MsgRegisterCredentialStatus = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgRegisterCredentialStatus",
  encode(message: MsgRegisterCredentialStatus, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.creator !== "") {
      writer.uint32(10).string(message.creator);
    }
    if (message.credentialStatus !== undefined) {
      CredentialStatus.encode(message.credentialStatus, writer.uint32(18).fork()).ldelim();
    }
    if (message.proof !== undefined) {
      CredentialProof.encode(message.proof, writer.uint32(26).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgRegisterCredentialStatus {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgRegisterCredentialStatus();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.creator = reader.string();
          break;
        case 2:
          message.credentialStatus = CredentialStatus.decode(reader, reader.uint32());
          break;
        case 3:
          message.proof = CredentialProof.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgRegisterCredentialStatus {
    const obj = createBaseMsgRegisterCredentialStatus();
    if (isSet(object.creator)) obj.creator = String(object.creator);
    if (isSet(object.credentialStatus)) obj.credentialStatus = CredentialStatus.fromJSON(object.credentialStatus);
    if (isSet(object.proof)) obj.proof = CredentialProof.fromJSON(object.proof);
    return obj;
  },
  toJSON(message: MsgRegisterCredentialStatus): JsonSafe<MsgRegisterCredentialStatus> {
    const obj: any = {};
    message.creator !== undefined && (obj.creator = message.creator);
    message.credentialStatus !== undefined && (obj.credentialStatus = message.credentialStatus ? CredentialStatus.toJSON(message.credentialStatus) : undefined);
    message.proof !== undefined && (obj.proof = message.proof ? CredentialProof.toJSON(message.proof) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgRegisterCredentialStatus>, I>>(object: I): MsgRegisterCredentialStatus {
    const message = createBaseMsgRegisterCredentialStatus();
    message.creator = object.creator ?? "";
    if (object.credentialStatus !== undefined && object.credentialStatus !== null) {
      message.credentialStatus = CredentialStatus.fromPartial(object.credentialStatus);
    }
    if (object.proof !== undefined && object.proof !== null) {
      message.proof = CredentialProof.fromPartial(object.proof);
    }
    return message;
  }
};
function createBaseMsgRegisterCredentialStatusResponse(): MsgRegisterCredentialStatusResponse {
  return {
    id: BigInt(0)
  };
}
export const MsgRegisterCredentialStatusResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgRegisterCredentialStatusResponse",
  encode(message: MsgRegisterCredentialStatusResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== BigInt(0)) {
      writer.uint32(8).uint64(message.id);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgRegisterCredentialStatusResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgRegisterCredentialStatusResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.uint64();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgRegisterCredentialStatusResponse {
    const obj = createBaseMsgRegisterCredentialStatusResponse();
    if (isSet(object.id)) obj.id = BigInt(object.id.toString());
    return obj;
  },
  toJSON(message: MsgRegisterCredentialStatusResponse): JsonSafe<MsgRegisterCredentialStatusResponse> {
    const obj: any = {};
    message.id !== undefined && (obj.id = (message.id || BigInt(0)).toString());
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgRegisterCredentialStatusResponse>, I>>(object: I): MsgRegisterCredentialStatusResponse {
    const message = createBaseMsgRegisterCredentialStatusResponse();
    if (object.id !== undefined && object.id !== null) {
      message.id = BigInt(object.id.toString());
    }
    return message;
  }
};
function createBaseMsgUpdateParams(): MsgUpdateParams {
  return {
    authority: "",
    params: undefined
  };
}
export const MsgUpdateParams = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgUpdateParams",
  encode(message: MsgUpdateParams, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.authority !== "") {
      writer.uint32(10).string(message.authority);
    }
    if (message.params !== undefined) {
      Params.encode(message.params, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgUpdateParams {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgUpdateParams();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.authority = reader.string();
          break;
        case 2:
          message.params = Params.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): MsgUpdateParams {
    const obj = createBaseMsgUpdateParams();
    if (isSet(object.authority)) obj.authority = String(object.authority);
    if (isSet(object.params)) obj.params = Params.fromJSON(object.params);
    return obj;
  },
  toJSON(message: MsgUpdateParams): JsonSafe<MsgUpdateParams> {
    const obj: any = {};
    message.authority !== undefined && (obj.authority = message.authority);
    message.params !== undefined && (obj.params = message.params ? Params.toJSON(message.params) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgUpdateParams>, I>>(object: I): MsgUpdateParams {
    const message = createBaseMsgUpdateParams();
    message.authority = object.authority ?? "";
    if (object.params !== undefined && object.params !== null) {
      message.params = Params.fromPartial(object.params);
    }
    return message;
  }
};
function createBaseMsgUpdateParamsResponse(): MsgUpdateParamsResponse {
  return {};
}
export const MsgUpdateParamsResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.MsgUpdateParamsResponse",
  encode(_: MsgUpdateParamsResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): MsgUpdateParamsResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMsgUpdateParamsResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(_: any): MsgUpdateParamsResponse {
    const obj = createBaseMsgUpdateParamsResponse();
    return obj;
  },
  toJSON(_: MsgUpdateParamsResponse): JsonSafe<MsgUpdateParamsResponse> {
    const obj: any = {};
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<MsgUpdateParamsResponse>, I>>(_: I): MsgUpdateParamsResponse {
    const message = createBaseMsgUpdateParamsResponse();
    return message;
  }
};