/* eslint-disable */
import { PageRequest } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import { Schema } from "./schema";
import { Credential } from "./credential";
import { Did, Metadata } from "./did";
import { Params } from "./params";
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
export interface QuerySchemaRequest {
  schemaId: string;
}
/** Every version of the schema: an id without its version matches all of them. */
export interface QuerySchemaResponse {
  schema: Schema[];
}
export interface QuerySchemasRequest {
  pagination?: PageRequest;
}
export interface QuerySchemasResponse {
  totalCount: bigint;
  schemaList: Schema[];
}
export interface QueryCredentialRequest {
  credId: string;
}
export interface QueryCredentialResponse {
  credStatus?: Credential;
}
export interface QueryCredentialsRequest {
  pagination?: PageRequest;
}
export interface QueryCredentialsResponse {
  totalCount: bigint;
  credentials: Credential[];
}
export interface QueryDidDocumentRequest {
  didId: string;
}
export interface QueryDidDocumentResponse {
  didDocument?: Did;
  didDocumentMetadata?: Metadata;
}
export interface QueryDidDocumentsRequest {
  count: boolean;
  pagination?: PageRequest;
}
export interface QueryDidDocumentsResponse {
  totalDidCount: bigint;
  didDocList: QueryDidDocumentResponse[];
}
export interface QueryParamsRequest {}
export interface QueryParamsResponse {
  params?: Params;
  /**
   * The chain's genesis `legacy_signatures`, fixed for the chain's life (not a param: MsgUpdateParams cannot change
   * it). True: ssi signatures cover the document bytes alone, as hid-node v0.1 signs them; false: idledger's
   * SignPayload, which binds the chain ID, the operation and the version (docs/ssi-signing.md).
   */
  legacySignatures: boolean;
}
function createBaseQuerySchemaRequest(): QuerySchemaRequest {
  return {
    schemaId: ""
  };
}
export const QuerySchemaRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QuerySchemaRequest",
  encode(message: QuerySchemaRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.schemaId !== "") {
      writer.uint32(10).string(message.schemaId);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QuerySchemaRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQuerySchemaRequest();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.schemaId = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QuerySchemaRequest {
    const obj = createBaseQuerySchemaRequest();
    if (isSet(object.schemaId)) obj.schemaId = String(object.schemaId);
    return obj;
  },
  toJSON(message: QuerySchemaRequest): JsonSafe<QuerySchemaRequest> {
    const obj: any = {};
    message.schemaId !== undefined && (obj.schemaId = message.schemaId);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QuerySchemaRequest>, I>>(object: I): QuerySchemaRequest {
    const message = createBaseQuerySchemaRequest();
    message.schemaId = object.schemaId ?? "";
    return message;
  }
};
function createBaseQuerySchemaResponse(): QuerySchemaResponse {
  return {
    schema: []
  };
}
export const QuerySchemaResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QuerySchemaResponse",
  encode(message: QuerySchemaResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    for (const v of message.schema) {
      Schema.encode(v!, writer.uint32(10).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QuerySchemaResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQuerySchemaResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.schema.push(Schema.decode(reader, reader.uint32()));
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QuerySchemaResponse {
    const obj = createBaseQuerySchemaResponse();
    if (Array.isArray(object?.schema)) obj.schema = object.schema.map((e: any) => Schema.fromJSON(e));
    return obj;
  },
  toJSON(message: QuerySchemaResponse): JsonSafe<QuerySchemaResponse> {
    const obj: any = {};
    if (message.schema) {
      obj.schema = message.schema.map(e => e ? Schema.toJSON(e) : undefined);
    } else {
      obj.schema = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QuerySchemaResponse>, I>>(object: I): QuerySchemaResponse {
    const message = createBaseQuerySchemaResponse();
    message.schema = object.schema?.map(e => Schema.fromPartial(e)) || [];
    return message;
  }
};
function createBaseQuerySchemasRequest(): QuerySchemasRequest {
  return {
    pagination: undefined
  };
}
export const QuerySchemasRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QuerySchemasRequest",
  encode(message: QuerySchemasRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.pagination !== undefined) {
      PageRequest.encode(message.pagination, writer.uint32(10).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QuerySchemasRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQuerySchemasRequest();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.pagination = PageRequest.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QuerySchemasRequest {
    const obj = createBaseQuerySchemasRequest();
    if (isSet(object.pagination)) obj.pagination = PageRequest.fromJSON(object.pagination);
    return obj;
  },
  toJSON(message: QuerySchemasRequest): JsonSafe<QuerySchemasRequest> {
    const obj: any = {};
    message.pagination !== undefined && (obj.pagination = message.pagination ? PageRequest.toJSON(message.pagination) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QuerySchemasRequest>, I>>(object: I): QuerySchemasRequest {
    const message = createBaseQuerySchemasRequest();
    if (object.pagination !== undefined && object.pagination !== null) {
      message.pagination = PageRequest.fromPartial(object.pagination);
    }
    return message;
  }
};
function createBaseQuerySchemasResponse(): QuerySchemasResponse {
  return {
    totalCount: BigInt(0),
    schemaList: []
  };
}
export const QuerySchemasResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QuerySchemasResponse",
  encode(message: QuerySchemasResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.totalCount !== BigInt(0)) {
      writer.uint32(8).uint64(message.totalCount);
    }
    for (const v of message.schemaList) {
      Schema.encode(v!, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QuerySchemasResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQuerySchemasResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.totalCount = reader.uint64();
          break;
        case 2:
          message.schemaList.push(Schema.decode(reader, reader.uint32()));
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QuerySchemasResponse {
    const obj = createBaseQuerySchemasResponse();
    if (isSet(object.totalCount)) obj.totalCount = BigInt(object.totalCount.toString());
    if (Array.isArray(object?.schemaList)) obj.schemaList = object.schemaList.map((e: any) => Schema.fromJSON(e));
    return obj;
  },
  toJSON(message: QuerySchemasResponse): JsonSafe<QuerySchemasResponse> {
    const obj: any = {};
    message.totalCount !== undefined && (obj.totalCount = (message.totalCount || BigInt(0)).toString());
    if (message.schemaList) {
      obj.schemaList = message.schemaList.map(e => e ? Schema.toJSON(e) : undefined);
    } else {
      obj.schemaList = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QuerySchemasResponse>, I>>(object: I): QuerySchemasResponse {
    const message = createBaseQuerySchemasResponse();
    if (object.totalCount !== undefined && object.totalCount !== null) {
      message.totalCount = BigInt(object.totalCount.toString());
    }
    message.schemaList = object.schemaList?.map(e => Schema.fromPartial(e)) || [];
    return message;
  }
};
function createBaseQueryCredentialRequest(): QueryCredentialRequest {
  return {
    credId: ""
  };
}
export const QueryCredentialRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryCredentialRequest",
  encode(message: QueryCredentialRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.credId !== "") {
      writer.uint32(10).string(message.credId);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryCredentialRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryCredentialRequest();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.credId = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryCredentialRequest {
    const obj = createBaseQueryCredentialRequest();
    if (isSet(object.credId)) obj.credId = String(object.credId);
    return obj;
  },
  toJSON(message: QueryCredentialRequest): JsonSafe<QueryCredentialRequest> {
    const obj: any = {};
    message.credId !== undefined && (obj.credId = message.credId);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryCredentialRequest>, I>>(object: I): QueryCredentialRequest {
    const message = createBaseQueryCredentialRequest();
    message.credId = object.credId ?? "";
    return message;
  }
};
function createBaseQueryCredentialResponse(): QueryCredentialResponse {
  return {
    credStatus: undefined
  };
}
export const QueryCredentialResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryCredentialResponse",
  encode(message: QueryCredentialResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.credStatus !== undefined) {
      Credential.encode(message.credStatus, writer.uint32(10).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryCredentialResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryCredentialResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.credStatus = Credential.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryCredentialResponse {
    const obj = createBaseQueryCredentialResponse();
    if (isSet(object.credStatus)) obj.credStatus = Credential.fromJSON(object.credStatus);
    return obj;
  },
  toJSON(message: QueryCredentialResponse): JsonSafe<QueryCredentialResponse> {
    const obj: any = {};
    message.credStatus !== undefined && (obj.credStatus = message.credStatus ? Credential.toJSON(message.credStatus) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryCredentialResponse>, I>>(object: I): QueryCredentialResponse {
    const message = createBaseQueryCredentialResponse();
    if (object.credStatus !== undefined && object.credStatus !== null) {
      message.credStatus = Credential.fromPartial(object.credStatus);
    }
    return message;
  }
};
function createBaseQueryCredentialsRequest(): QueryCredentialsRequest {
  return {
    pagination: undefined
  };
}
export const QueryCredentialsRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryCredentialsRequest",
  encode(message: QueryCredentialsRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.pagination !== undefined) {
      PageRequest.encode(message.pagination, writer.uint32(10).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryCredentialsRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryCredentialsRequest();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.pagination = PageRequest.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryCredentialsRequest {
    const obj = createBaseQueryCredentialsRequest();
    if (isSet(object.pagination)) obj.pagination = PageRequest.fromJSON(object.pagination);
    return obj;
  },
  toJSON(message: QueryCredentialsRequest): JsonSafe<QueryCredentialsRequest> {
    const obj: any = {};
    message.pagination !== undefined && (obj.pagination = message.pagination ? PageRequest.toJSON(message.pagination) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryCredentialsRequest>, I>>(object: I): QueryCredentialsRequest {
    const message = createBaseQueryCredentialsRequest();
    if (object.pagination !== undefined && object.pagination !== null) {
      message.pagination = PageRequest.fromPartial(object.pagination);
    }
    return message;
  }
};
function createBaseQueryCredentialsResponse(): QueryCredentialsResponse {
  return {
    totalCount: BigInt(0),
    credentials: []
  };
}
export const QueryCredentialsResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryCredentialsResponse",
  encode(message: QueryCredentialsResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.totalCount !== BigInt(0)) {
      writer.uint32(8).uint64(message.totalCount);
    }
    for (const v of message.credentials) {
      Credential.encode(v!, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryCredentialsResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryCredentialsResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.totalCount = reader.uint64();
          break;
        case 2:
          message.credentials.push(Credential.decode(reader, reader.uint32()));
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryCredentialsResponse {
    const obj = createBaseQueryCredentialsResponse();
    if (isSet(object.totalCount)) obj.totalCount = BigInt(object.totalCount.toString());
    if (Array.isArray(object?.credentials)) obj.credentials = object.credentials.map((e: any) => Credential.fromJSON(e));
    return obj;
  },
  toJSON(message: QueryCredentialsResponse): JsonSafe<QueryCredentialsResponse> {
    const obj: any = {};
    message.totalCount !== undefined && (obj.totalCount = (message.totalCount || BigInt(0)).toString());
    if (message.credentials) {
      obj.credentials = message.credentials.map(e => e ? Credential.toJSON(e) : undefined);
    } else {
      obj.credentials = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryCredentialsResponse>, I>>(object: I): QueryCredentialsResponse {
    const message = createBaseQueryCredentialsResponse();
    if (object.totalCount !== undefined && object.totalCount !== null) {
      message.totalCount = BigInt(object.totalCount.toString());
    }
    message.credentials = object.credentials?.map(e => Credential.fromPartial(e)) || [];
    return message;
  }
};
function createBaseQueryDidDocumentRequest(): QueryDidDocumentRequest {
  return {
    didId: ""
  };
}
export const QueryDidDocumentRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryDidDocumentRequest",
  encode(message: QueryDidDocumentRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.didId !== "") {
      writer.uint32(10).string(message.didId);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryDidDocumentRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryDidDocumentRequest();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.didId = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryDidDocumentRequest {
    const obj = createBaseQueryDidDocumentRequest();
    if (isSet(object.didId)) obj.didId = String(object.didId);
    return obj;
  },
  toJSON(message: QueryDidDocumentRequest): JsonSafe<QueryDidDocumentRequest> {
    const obj: any = {};
    message.didId !== undefined && (obj.didId = message.didId);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryDidDocumentRequest>, I>>(object: I): QueryDidDocumentRequest {
    const message = createBaseQueryDidDocumentRequest();
    message.didId = object.didId ?? "";
    return message;
  }
};
function createBaseQueryDidDocumentResponse(): QueryDidDocumentResponse {
  return {
    didDocument: undefined,
    didDocumentMetadata: undefined
  };
}
export const QueryDidDocumentResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryDidDocumentResponse",
  encode(message: QueryDidDocumentResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.didDocument !== undefined) {
      Did.encode(message.didDocument, writer.uint32(10).fork()).ldelim();
    }
    if (message.didDocumentMetadata !== undefined) {
      Metadata.encode(message.didDocumentMetadata, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryDidDocumentResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryDidDocumentResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.didDocument = Did.decode(reader, reader.uint32());
          break;
        case 2:
          message.didDocumentMetadata = Metadata.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryDidDocumentResponse {
    const obj = createBaseQueryDidDocumentResponse();
    if (isSet(object.didDocument)) obj.didDocument = Did.fromJSON(object.didDocument);
    if (isSet(object.didDocumentMetadata)) obj.didDocumentMetadata = Metadata.fromJSON(object.didDocumentMetadata);
    return obj;
  },
  toJSON(message: QueryDidDocumentResponse): JsonSafe<QueryDidDocumentResponse> {
    const obj: any = {};
    message.didDocument !== undefined && (obj.didDocument = message.didDocument ? Did.toJSON(message.didDocument) : undefined);
    message.didDocumentMetadata !== undefined && (obj.didDocumentMetadata = message.didDocumentMetadata ? Metadata.toJSON(message.didDocumentMetadata) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryDidDocumentResponse>, I>>(object: I): QueryDidDocumentResponse {
    const message = createBaseQueryDidDocumentResponse();
    if (object.didDocument !== undefined && object.didDocument !== null) {
      message.didDocument = Did.fromPartial(object.didDocument);
    }
    if (object.didDocumentMetadata !== undefined && object.didDocumentMetadata !== null) {
      message.didDocumentMetadata = Metadata.fromPartial(object.didDocumentMetadata);
    }
    return message;
  }
};
function createBaseQueryDidDocumentsRequest(): QueryDidDocumentsRequest {
  return {
    count: false,
    pagination: undefined
  };
}
export const QueryDidDocumentsRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryDidDocumentsRequest",
  encode(message: QueryDidDocumentsRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.count === true) {
      writer.uint32(8).bool(message.count);
    }
    if (message.pagination !== undefined) {
      PageRequest.encode(message.pagination, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryDidDocumentsRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryDidDocumentsRequest();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.count = reader.bool();
          break;
        case 2:
          message.pagination = PageRequest.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryDidDocumentsRequest {
    const obj = createBaseQueryDidDocumentsRequest();
    if (isSet(object.count)) obj.count = Boolean(object.count);
    if (isSet(object.pagination)) obj.pagination = PageRequest.fromJSON(object.pagination);
    return obj;
  },
  toJSON(message: QueryDidDocumentsRequest): JsonSafe<QueryDidDocumentsRequest> {
    const obj: any = {};
    message.count !== undefined && (obj.count = message.count);
    message.pagination !== undefined && (obj.pagination = message.pagination ? PageRequest.toJSON(message.pagination) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryDidDocumentsRequest>, I>>(object: I): QueryDidDocumentsRequest {
    const message = createBaseQueryDidDocumentsRequest();
    message.count = object.count ?? false;
    if (object.pagination !== undefined && object.pagination !== null) {
      message.pagination = PageRequest.fromPartial(object.pagination);
    }
    return message;
  }
};
function createBaseQueryDidDocumentsResponse(): QueryDidDocumentsResponse {
  return {
    totalDidCount: BigInt(0),
    didDocList: []
  };
}
export const QueryDidDocumentsResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryDidDocumentsResponse",
  encode(message: QueryDidDocumentsResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.totalDidCount !== BigInt(0)) {
      writer.uint32(8).uint64(message.totalDidCount);
    }
    for (const v of message.didDocList) {
      QueryDidDocumentResponse.encode(v!, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryDidDocumentsResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryDidDocumentsResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.totalDidCount = reader.uint64();
          break;
        case 2:
          message.didDocList.push(QueryDidDocumentResponse.decode(reader, reader.uint32()));
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryDidDocumentsResponse {
    const obj = createBaseQueryDidDocumentsResponse();
    if (isSet(object.totalDidCount)) obj.totalDidCount = BigInt(object.totalDidCount.toString());
    if (Array.isArray(object?.didDocList)) obj.didDocList = object.didDocList.map((e: any) => QueryDidDocumentResponse.fromJSON(e));
    return obj;
  },
  toJSON(message: QueryDidDocumentsResponse): JsonSafe<QueryDidDocumentsResponse> {
    const obj: any = {};
    message.totalDidCount !== undefined && (obj.totalDidCount = (message.totalDidCount || BigInt(0)).toString());
    if (message.didDocList) {
      obj.didDocList = message.didDocList.map(e => e ? QueryDidDocumentResponse.toJSON(e) : undefined);
    } else {
      obj.didDocList = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryDidDocumentsResponse>, I>>(object: I): QueryDidDocumentsResponse {
    const message = createBaseQueryDidDocumentsResponse();
    if (object.totalDidCount !== undefined && object.totalDidCount !== null) {
      message.totalDidCount = BigInt(object.totalDidCount.toString());
    }
    message.didDocList = object.didDocList?.map(e => QueryDidDocumentResponse.fromPartial(e)) || [];
    return message;
  }
};
function createBaseQueryParamsRequest(): QueryParamsRequest {
  return {};
}
export const QueryParamsRequest = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryParamsRequest",
  encode(_: QueryParamsRequest, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryParamsRequest {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryParamsRequest();
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
  fromJSON(_: any): QueryParamsRequest {
    const obj = createBaseQueryParamsRequest();
    return obj;
  },
  toJSON(_: QueryParamsRequest): JsonSafe<QueryParamsRequest> {
    const obj: any = {};
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryParamsRequest>, I>>(_: I): QueryParamsRequest {
    const message = createBaseQueryParamsRequest();
    return message;
  }
};
function createBaseQueryParamsResponse(): QueryParamsResponse {
  return {
    params: undefined,
    legacySignatures: false
  };
}
export const QueryParamsResponse = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.QueryParamsResponse",
  encode(message: QueryParamsResponse, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.params !== undefined) {
      Params.encode(message.params, writer.uint32(10).fork()).ldelim();
    }
    if (message.legacySignatures === true) {
      writer.uint32(16).bool(message.legacySignatures);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): QueryParamsResponse {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseQueryParamsResponse();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.params = Params.decode(reader, reader.uint32());
          break;
        case 2:
          message.legacySignatures = reader.bool();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): QueryParamsResponse {
    const obj = createBaseQueryParamsResponse();
    if (isSet(object.params)) obj.params = Params.fromJSON(object.params);
    if (isSet(object.legacySignatures)) obj.legacySignatures = Boolean(object.legacySignatures);
    return obj;
  },
  toJSON(message: QueryParamsResponse): JsonSafe<QueryParamsResponse> {
    const obj: any = {};
    message.params !== undefined && (obj.params = message.params ? Params.toJSON(message.params) : undefined);
    message.legacySignatures !== undefined && (obj.legacySignatures = message.legacySignatures);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<QueryParamsResponse>, I>>(object: I): QueryParamsResponse {
    const message = createBaseQueryParamsResponse();
    if (object.params !== undefined && object.params !== null) {
      message.params = Params.fromPartial(object.params);
    }
    message.legacySignatures = object.legacySignatures ?? false;
    return message;
  }
};