/* eslint-disable */
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
/** The signed part of a credential schema. */
export interface SchemaDocument {
  type: string;
  modelVersion: string;
  id: string;
  name: string;
  author: string;
  authored: string;
  schema?: SchemaProperty;
}
export interface SchemaProperty {
  schema: string;
  description: string;
  type: string;
  properties: string;
  required: string[];
  additionalProperties: boolean;
}
/** Field 3 is not used, as in hid-node v0.1. */
export interface SchemaProof {
  type: string;
  created: string;
  verificationMethod: string;
  proofPurpose: string;
  proofValue: string;
}
/** A schema as stored and returned: the document's fields and its proof. */
export interface Schema {
  type: string;
  modelVersion: string;
  id: string;
  name: string;
  author: string;
  authored: string;
  schema?: SchemaProperty;
  proof?: SchemaProof;
}
function createBaseSchemaDocument(): SchemaDocument {
  return {
    type: "",
    modelVersion: "",
    id: "",
    name: "",
    author: "",
    authored: "",
    schema: undefined
  };
}
export const SchemaDocument = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.SchemaDocument",
  encode(message: SchemaDocument, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.type !== "") {
      writer.uint32(10).string(message.type);
    }
    if (message.modelVersion !== "") {
      writer.uint32(18).string(message.modelVersion);
    }
    if (message.id !== "") {
      writer.uint32(26).string(message.id);
    }
    if (message.name !== "") {
      writer.uint32(34).string(message.name);
    }
    if (message.author !== "") {
      writer.uint32(42).string(message.author);
    }
    if (message.authored !== "") {
      writer.uint32(50).string(message.authored);
    }
    if (message.schema !== undefined) {
      SchemaProperty.encode(message.schema, writer.uint32(58).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): SchemaDocument {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseSchemaDocument();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.type = reader.string();
          break;
        case 2:
          message.modelVersion = reader.string();
          break;
        case 3:
          message.id = reader.string();
          break;
        case 4:
          message.name = reader.string();
          break;
        case 5:
          message.author = reader.string();
          break;
        case 6:
          message.authored = reader.string();
          break;
        case 7:
          message.schema = SchemaProperty.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): SchemaDocument {
    const obj = createBaseSchemaDocument();
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.modelVersion)) obj.modelVersion = String(object.modelVersion);
    if (isSet(object.id)) obj.id = String(object.id);
    if (isSet(object.name)) obj.name = String(object.name);
    if (isSet(object.author)) obj.author = String(object.author);
    if (isSet(object.authored)) obj.authored = String(object.authored);
    if (isSet(object.schema)) obj.schema = SchemaProperty.fromJSON(object.schema);
    return obj;
  },
  toJSON(message: SchemaDocument): JsonSafe<SchemaDocument> {
    const obj: any = {};
    message.type !== undefined && (obj.type = message.type);
    message.modelVersion !== undefined && (obj.modelVersion = message.modelVersion);
    message.id !== undefined && (obj.id = message.id);
    message.name !== undefined && (obj.name = message.name);
    message.author !== undefined && (obj.author = message.author);
    message.authored !== undefined && (obj.authored = message.authored);
    message.schema !== undefined && (obj.schema = message.schema ? SchemaProperty.toJSON(message.schema) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<SchemaDocument>, I>>(object: I): SchemaDocument {
    const message = createBaseSchemaDocument();
    message.type = object.type ?? "";
    message.modelVersion = object.modelVersion ?? "";
    message.id = object.id ?? "";
    message.name = object.name ?? "";
    message.author = object.author ?? "";
    message.authored = object.authored ?? "";
    if (object.schema !== undefined && object.schema !== null) {
      message.schema = SchemaProperty.fromPartial(object.schema);
    }
    return message;
  }
};
function createBaseSchemaProperty(): SchemaProperty {
  return {
    schema: "",
    description: "",
    type: "",
    properties: "",
    required: [],
    additionalProperties: false
  };
}
export const SchemaProperty = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.SchemaProperty",
  encode(message: SchemaProperty, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.schema !== "") {
      writer.uint32(10).string(message.schema);
    }
    if (message.description !== "") {
      writer.uint32(18).string(message.description);
    }
    if (message.type !== "") {
      writer.uint32(26).string(message.type);
    }
    if (message.properties !== "") {
      writer.uint32(34).string(message.properties);
    }
    for (const v of message.required) {
      writer.uint32(42).string(v!);
    }
    if (message.additionalProperties === true) {
      writer.uint32(48).bool(message.additionalProperties);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): SchemaProperty {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseSchemaProperty();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.schema = reader.string();
          break;
        case 2:
          message.description = reader.string();
          break;
        case 3:
          message.type = reader.string();
          break;
        case 4:
          message.properties = reader.string();
          break;
        case 5:
          message.required.push(reader.string());
          break;
        case 6:
          message.additionalProperties = reader.bool();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): SchemaProperty {
    const obj = createBaseSchemaProperty();
    if (isSet(object.schema)) obj.schema = String(object.schema);
    if (isSet(object.description)) obj.description = String(object.description);
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.properties)) obj.properties = String(object.properties);
    if (Array.isArray(object?.required)) obj.required = object.required.map((e: any) => String(e));
    if (isSet(object.additionalProperties)) obj.additionalProperties = Boolean(object.additionalProperties);
    return obj;
  },
  toJSON(message: SchemaProperty): JsonSafe<SchemaProperty> {
    const obj: any = {};
    message.schema !== undefined && (obj.schema = message.schema);
    message.description !== undefined && (obj.description = message.description);
    message.type !== undefined && (obj.type = message.type);
    message.properties !== undefined && (obj.properties = message.properties);
    if (message.required) {
      obj.required = message.required.map(e => e);
    } else {
      obj.required = [];
    }
    message.additionalProperties !== undefined && (obj.additionalProperties = message.additionalProperties);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<SchemaProperty>, I>>(object: I): SchemaProperty {
    const message = createBaseSchemaProperty();
    message.schema = object.schema ?? "";
    message.description = object.description ?? "";
    message.type = object.type ?? "";
    message.properties = object.properties ?? "";
    message.required = object.required?.map(e => e) || [];
    message.additionalProperties = object.additionalProperties ?? false;
    return message;
  }
};
function createBaseSchemaProof(): SchemaProof {
  return {
    type: "",
    created: "",
    verificationMethod: "",
    proofPurpose: "",
    proofValue: ""
  };
}
export const SchemaProof = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.SchemaProof",
  encode(message: SchemaProof, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.type !== "") {
      writer.uint32(10).string(message.type);
    }
    if (message.created !== "") {
      writer.uint32(18).string(message.created);
    }
    if (message.verificationMethod !== "") {
      writer.uint32(34).string(message.verificationMethod);
    }
    if (message.proofPurpose !== "") {
      writer.uint32(42).string(message.proofPurpose);
    }
    if (message.proofValue !== "") {
      writer.uint32(50).string(message.proofValue);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): SchemaProof {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseSchemaProof();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.type = reader.string();
          break;
        case 2:
          message.created = reader.string();
          break;
        case 4:
          message.verificationMethod = reader.string();
          break;
        case 5:
          message.proofPurpose = reader.string();
          break;
        case 6:
          message.proofValue = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): SchemaProof {
    const obj = createBaseSchemaProof();
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.created)) obj.created = String(object.created);
    if (isSet(object.verificationMethod)) obj.verificationMethod = String(object.verificationMethod);
    if (isSet(object.proofPurpose)) obj.proofPurpose = String(object.proofPurpose);
    if (isSet(object.proofValue)) obj.proofValue = String(object.proofValue);
    return obj;
  },
  toJSON(message: SchemaProof): JsonSafe<SchemaProof> {
    const obj: any = {};
    message.type !== undefined && (obj.type = message.type);
    message.created !== undefined && (obj.created = message.created);
    message.verificationMethod !== undefined && (obj.verificationMethod = message.verificationMethod);
    message.proofPurpose !== undefined && (obj.proofPurpose = message.proofPurpose);
    message.proofValue !== undefined && (obj.proofValue = message.proofValue);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<SchemaProof>, I>>(object: I): SchemaProof {
    const message = createBaseSchemaProof();
    message.type = object.type ?? "";
    message.created = object.created ?? "";
    message.verificationMethod = object.verificationMethod ?? "";
    message.proofPurpose = object.proofPurpose ?? "";
    message.proofValue = object.proofValue ?? "";
    return message;
  }
};
function createBaseSchema(): Schema {
  return {
    type: "",
    modelVersion: "",
    id: "",
    name: "",
    author: "",
    authored: "",
    schema: undefined,
    proof: undefined
  };
}
export const Schema = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Schema",
  encode(message: Schema, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.type !== "") {
      writer.uint32(10).string(message.type);
    }
    if (message.modelVersion !== "") {
      writer.uint32(18).string(message.modelVersion);
    }
    if (message.id !== "") {
      writer.uint32(26).string(message.id);
    }
    if (message.name !== "") {
      writer.uint32(34).string(message.name);
    }
    if (message.author !== "") {
      writer.uint32(42).string(message.author);
    }
    if (message.authored !== "") {
      writer.uint32(50).string(message.authored);
    }
    if (message.schema !== undefined) {
      SchemaProperty.encode(message.schema, writer.uint32(58).fork()).ldelim();
    }
    if (message.proof !== undefined) {
      SchemaProof.encode(message.proof, writer.uint32(66).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Schema {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseSchema();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.type = reader.string();
          break;
        case 2:
          message.modelVersion = reader.string();
          break;
        case 3:
          message.id = reader.string();
          break;
        case 4:
          message.name = reader.string();
          break;
        case 5:
          message.author = reader.string();
          break;
        case 6:
          message.authored = reader.string();
          break;
        case 7:
          message.schema = SchemaProperty.decode(reader, reader.uint32());
          break;
        case 8:
          message.proof = SchemaProof.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Schema {
    const obj = createBaseSchema();
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.modelVersion)) obj.modelVersion = String(object.modelVersion);
    if (isSet(object.id)) obj.id = String(object.id);
    if (isSet(object.name)) obj.name = String(object.name);
    if (isSet(object.author)) obj.author = String(object.author);
    if (isSet(object.authored)) obj.authored = String(object.authored);
    if (isSet(object.schema)) obj.schema = SchemaProperty.fromJSON(object.schema);
    if (isSet(object.proof)) obj.proof = SchemaProof.fromJSON(object.proof);
    return obj;
  },
  toJSON(message: Schema): JsonSafe<Schema> {
    const obj: any = {};
    message.type !== undefined && (obj.type = message.type);
    message.modelVersion !== undefined && (obj.modelVersion = message.modelVersion);
    message.id !== undefined && (obj.id = message.id);
    message.name !== undefined && (obj.name = message.name);
    message.author !== undefined && (obj.author = message.author);
    message.authored !== undefined && (obj.authored = message.authored);
    message.schema !== undefined && (obj.schema = message.schema ? SchemaProperty.toJSON(message.schema) : undefined);
    message.proof !== undefined && (obj.proof = message.proof ? SchemaProof.toJSON(message.proof) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Schema>, I>>(object: I): Schema {
    const message = createBaseSchema();
    message.type = object.type ?? "";
    message.modelVersion = object.modelVersion ?? "";
    message.id = object.id ?? "";
    message.name = object.name ?? "";
    message.author = object.author ?? "";
    message.authored = object.authored ?? "";
    if (object.schema !== undefined && object.schema !== null) {
      message.schema = SchemaProperty.fromPartial(object.schema);
    }
    if (object.proof !== undefined && object.proof !== null) {
      message.proof = SchemaProof.fromPartial(object.proof);
    }
    return message;
  }
};