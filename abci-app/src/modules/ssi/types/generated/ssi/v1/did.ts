/* eslint-disable */
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
/** A DID document after W3C DID-Core, as stored and returned by the ssi module. */
export interface Did {
  context: string[];
  id: string;
  controller: string[];
  alsoKnownAs: string[];
  verificationMethod: VerificationMethod[];
  authentication: string[];
  assertionMethod: string[];
  keyAgreement: string[];
  capabilityInvocation: string[];
  capabilityDelegation: string[];
  service: Service[];
}
/** Set by the chain when a document is created, updated or deactivated. */
export interface Metadata {
  created: string;
  updated: string;
  deactivated: boolean;
  /** The hash of the transaction that last changed the document (upper-case hex SHA-256 of its bytes). */
  versionId: string;
}
export interface VerificationMethod {
  id: string;
  type: string;
  controller: string;
  publicKeyMultibase: string;
}
export interface Service {
  id: string;
  type: string;
  serviceEndpoint: string;
}
/** One signature of a document: the verification method that made it and the base64 Ed25519 signature. */
export interface SignInfo {
  verificationMethodId: string;
  signature: string;
}
/** The stored value of a DID: the document and its metadata. */
export interface DidDocumentState {
  didDocument?: Did;
  didDocumentMetadata?: Metadata;
}
function createBaseDid(): Did {
  return {
    context: [],
    id: "",
    controller: [],
    alsoKnownAs: [],
    verificationMethod: [],
    authentication: [],
    assertionMethod: [],
    keyAgreement: [],
    capabilityInvocation: [],
    capabilityDelegation: [],
    service: []
  };
}
export const Did = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Did",
  encode(message: Did, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    for (const v of message.context) {
      writer.uint32(10).string(v!);
    }
    if (message.id !== "") {
      writer.uint32(18).string(message.id);
    }
    for (const v of message.controller) {
      writer.uint32(26).string(v!);
    }
    for (const v of message.alsoKnownAs) {
      writer.uint32(34).string(v!);
    }
    for (const v of message.verificationMethod) {
      VerificationMethod.encode(v!, writer.uint32(42).fork()).ldelim();
    }
    for (const v of message.authentication) {
      writer.uint32(50).string(v!);
    }
    for (const v of message.assertionMethod) {
      writer.uint32(58).string(v!);
    }
    for (const v of message.keyAgreement) {
      writer.uint32(66).string(v!);
    }
    for (const v of message.capabilityInvocation) {
      writer.uint32(74).string(v!);
    }
    for (const v of message.capabilityDelegation) {
      writer.uint32(82).string(v!);
    }
    for (const v of message.service) {
      Service.encode(v!, writer.uint32(90).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Did {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseDid();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.context.push(reader.string());
          break;
        case 2:
          message.id = reader.string();
          break;
        case 3:
          message.controller.push(reader.string());
          break;
        case 4:
          message.alsoKnownAs.push(reader.string());
          break;
        case 5:
          message.verificationMethod.push(VerificationMethod.decode(reader, reader.uint32()));
          break;
        case 6:
          message.authentication.push(reader.string());
          break;
        case 7:
          message.assertionMethod.push(reader.string());
          break;
        case 8:
          message.keyAgreement.push(reader.string());
          break;
        case 9:
          message.capabilityInvocation.push(reader.string());
          break;
        case 10:
          message.capabilityDelegation.push(reader.string());
          break;
        case 11:
          message.service.push(Service.decode(reader, reader.uint32()));
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Did {
    const obj = createBaseDid();
    if (Array.isArray(object?.context)) obj.context = object.context.map((e: any) => String(e));
    if (isSet(object.id)) obj.id = String(object.id);
    if (Array.isArray(object?.controller)) obj.controller = object.controller.map((e: any) => String(e));
    if (Array.isArray(object?.alsoKnownAs)) obj.alsoKnownAs = object.alsoKnownAs.map((e: any) => String(e));
    if (Array.isArray(object?.verificationMethod)) obj.verificationMethod = object.verificationMethod.map((e: any) => VerificationMethod.fromJSON(e));
    if (Array.isArray(object?.authentication)) obj.authentication = object.authentication.map((e: any) => String(e));
    if (Array.isArray(object?.assertionMethod)) obj.assertionMethod = object.assertionMethod.map((e: any) => String(e));
    if (Array.isArray(object?.keyAgreement)) obj.keyAgreement = object.keyAgreement.map((e: any) => String(e));
    if (Array.isArray(object?.capabilityInvocation)) obj.capabilityInvocation = object.capabilityInvocation.map((e: any) => String(e));
    if (Array.isArray(object?.capabilityDelegation)) obj.capabilityDelegation = object.capabilityDelegation.map((e: any) => String(e));
    if (Array.isArray(object?.service)) obj.service = object.service.map((e: any) => Service.fromJSON(e));
    return obj;
  },
  toJSON(message: Did): JsonSafe<Did> {
    const obj: any = {};
    if (message.context) {
      obj.context = message.context.map(e => e);
    } else {
      obj.context = [];
    }
    message.id !== undefined && (obj.id = message.id);
    if (message.controller) {
      obj.controller = message.controller.map(e => e);
    } else {
      obj.controller = [];
    }
    if (message.alsoKnownAs) {
      obj.alsoKnownAs = message.alsoKnownAs.map(e => e);
    } else {
      obj.alsoKnownAs = [];
    }
    if (message.verificationMethod) {
      obj.verificationMethod = message.verificationMethod.map(e => e ? VerificationMethod.toJSON(e) : undefined);
    } else {
      obj.verificationMethod = [];
    }
    if (message.authentication) {
      obj.authentication = message.authentication.map(e => e);
    } else {
      obj.authentication = [];
    }
    if (message.assertionMethod) {
      obj.assertionMethod = message.assertionMethod.map(e => e);
    } else {
      obj.assertionMethod = [];
    }
    if (message.keyAgreement) {
      obj.keyAgreement = message.keyAgreement.map(e => e);
    } else {
      obj.keyAgreement = [];
    }
    if (message.capabilityInvocation) {
      obj.capabilityInvocation = message.capabilityInvocation.map(e => e);
    } else {
      obj.capabilityInvocation = [];
    }
    if (message.capabilityDelegation) {
      obj.capabilityDelegation = message.capabilityDelegation.map(e => e);
    } else {
      obj.capabilityDelegation = [];
    }
    if (message.service) {
      obj.service = message.service.map(e => e ? Service.toJSON(e) : undefined);
    } else {
      obj.service = [];
    }
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Did>, I>>(object: I): Did {
    const message = createBaseDid();
    message.context = object.context?.map(e => e) || [];
    message.id = object.id ?? "";
    message.controller = object.controller?.map(e => e) || [];
    message.alsoKnownAs = object.alsoKnownAs?.map(e => e) || [];
    message.verificationMethod = object.verificationMethod?.map(e => VerificationMethod.fromPartial(e)) || [];
    message.authentication = object.authentication?.map(e => e) || [];
    message.assertionMethod = object.assertionMethod?.map(e => e) || [];
    message.keyAgreement = object.keyAgreement?.map(e => e) || [];
    message.capabilityInvocation = object.capabilityInvocation?.map(e => e) || [];
    message.capabilityDelegation = object.capabilityDelegation?.map(e => e) || [];
    message.service = object.service?.map(e => Service.fromPartial(e)) || [];
    return message;
  }
};
function createBaseMetadata(): Metadata {
  return {
    created: "",
    updated: "",
    deactivated: false,
    versionId: ""
  };
}
export const Metadata = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Metadata",
  encode(message: Metadata, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.created !== "") {
      writer.uint32(10).string(message.created);
    }
    if (message.updated !== "") {
      writer.uint32(18).string(message.updated);
    }
    if (message.deactivated === true) {
      writer.uint32(24).bool(message.deactivated);
    }
    if (message.versionId !== "") {
      writer.uint32(34).string(message.versionId);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Metadata {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseMetadata();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.created = reader.string();
          break;
        case 2:
          message.updated = reader.string();
          break;
        case 3:
          message.deactivated = reader.bool();
          break;
        case 4:
          message.versionId = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Metadata {
    const obj = createBaseMetadata();
    if (isSet(object.created)) obj.created = String(object.created);
    if (isSet(object.updated)) obj.updated = String(object.updated);
    if (isSet(object.deactivated)) obj.deactivated = Boolean(object.deactivated);
    if (isSet(object.versionId)) obj.versionId = String(object.versionId);
    return obj;
  },
  toJSON(message: Metadata): JsonSafe<Metadata> {
    const obj: any = {};
    message.created !== undefined && (obj.created = message.created);
    message.updated !== undefined && (obj.updated = message.updated);
    message.deactivated !== undefined && (obj.deactivated = message.deactivated);
    message.versionId !== undefined && (obj.versionId = message.versionId);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Metadata>, I>>(object: I): Metadata {
    const message = createBaseMetadata();
    message.created = object.created ?? "";
    message.updated = object.updated ?? "";
    message.deactivated = object.deactivated ?? false;
    message.versionId = object.versionId ?? "";
    return message;
  }
};
function createBaseVerificationMethod(): VerificationMethod {
  return {
    id: "",
    type: "",
    controller: "",
    publicKeyMultibase: ""
  };
}
export const VerificationMethod = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.VerificationMethod",
  encode(message: VerificationMethod, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== "") {
      writer.uint32(10).string(message.id);
    }
    if (message.type !== "") {
      writer.uint32(18).string(message.type);
    }
    if (message.controller !== "") {
      writer.uint32(26).string(message.controller);
    }
    if (message.publicKeyMultibase !== "") {
      writer.uint32(34).string(message.publicKeyMultibase);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): VerificationMethod {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseVerificationMethod();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.string();
          break;
        case 2:
          message.type = reader.string();
          break;
        case 3:
          message.controller = reader.string();
          break;
        case 4:
          message.publicKeyMultibase = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): VerificationMethod {
    const obj = createBaseVerificationMethod();
    if (isSet(object.id)) obj.id = String(object.id);
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.controller)) obj.controller = String(object.controller);
    if (isSet(object.publicKeyMultibase)) obj.publicKeyMultibase = String(object.publicKeyMultibase);
    return obj;
  },
  toJSON(message: VerificationMethod): JsonSafe<VerificationMethod> {
    const obj: any = {};
    message.id !== undefined && (obj.id = message.id);
    message.type !== undefined && (obj.type = message.type);
    message.controller !== undefined && (obj.controller = message.controller);
    message.publicKeyMultibase !== undefined && (obj.publicKeyMultibase = message.publicKeyMultibase);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<VerificationMethod>, I>>(object: I): VerificationMethod {
    const message = createBaseVerificationMethod();
    message.id = object.id ?? "";
    message.type = object.type ?? "";
    message.controller = object.controller ?? "";
    message.publicKeyMultibase = object.publicKeyMultibase ?? "";
    return message;
  }
};
function createBaseService(): Service {
  return {
    id: "",
    type: "",
    serviceEndpoint: ""
  };
}
export const Service = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Service",
  encode(message: Service, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== "") {
      writer.uint32(10).string(message.id);
    }
    if (message.type !== "") {
      writer.uint32(18).string(message.type);
    }
    if (message.serviceEndpoint !== "") {
      writer.uint32(26).string(message.serviceEndpoint);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Service {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseService();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.string();
          break;
        case 2:
          message.type = reader.string();
          break;
        case 3:
          message.serviceEndpoint = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Service {
    const obj = createBaseService();
    if (isSet(object.id)) obj.id = String(object.id);
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.serviceEndpoint)) obj.serviceEndpoint = String(object.serviceEndpoint);
    return obj;
  },
  toJSON(message: Service): JsonSafe<Service> {
    const obj: any = {};
    message.id !== undefined && (obj.id = message.id);
    message.type !== undefined && (obj.type = message.type);
    message.serviceEndpoint !== undefined && (obj.serviceEndpoint = message.serviceEndpoint);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Service>, I>>(object: I): Service {
    const message = createBaseService();
    message.id = object.id ?? "";
    message.type = object.type ?? "";
    message.serviceEndpoint = object.serviceEndpoint ?? "";
    return message;
  }
};
function createBaseSignInfo(): SignInfo {
  return {
    verificationMethodId: "",
    signature: ""
  };
}
export const SignInfo = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.SignInfo",
  encode(message: SignInfo, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.verificationMethodId !== "") {
      writer.uint32(10).string(message.verificationMethodId);
    }
    if (message.signature !== "") {
      writer.uint32(18).string(message.signature);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): SignInfo {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseSignInfo();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.verificationMethodId = reader.string();
          break;
        case 2:
          message.signature = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): SignInfo {
    const obj = createBaseSignInfo();
    if (isSet(object.verificationMethodId)) obj.verificationMethodId = String(object.verificationMethodId);
    if (isSet(object.signature)) obj.signature = String(object.signature);
    return obj;
  },
  toJSON(message: SignInfo): JsonSafe<SignInfo> {
    const obj: any = {};
    message.verificationMethodId !== undefined && (obj.verificationMethodId = message.verificationMethodId);
    message.signature !== undefined && (obj.signature = message.signature);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<SignInfo>, I>>(object: I): SignInfo {
    const message = createBaseSignInfo();
    message.verificationMethodId = object.verificationMethodId ?? "";
    message.signature = object.signature ?? "";
    return message;
  }
};
function createBaseDidDocumentState(): DidDocumentState {
  return {
    didDocument: undefined,
    didDocumentMetadata: undefined
  };
}
export const DidDocumentState = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.DidDocumentState",
  encode(message: DidDocumentState, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.didDocument !== undefined) {
      Did.encode(message.didDocument, writer.uint32(10).fork()).ldelim();
    }
    if (message.didDocumentMetadata !== undefined) {
      Metadata.encode(message.didDocumentMetadata, writer.uint32(18).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): DidDocumentState {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseDidDocumentState();
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
  fromJSON(object: any): DidDocumentState {
    const obj = createBaseDidDocumentState();
    if (isSet(object.didDocument)) obj.didDocument = Did.fromJSON(object.didDocument);
    if (isSet(object.didDocumentMetadata)) obj.didDocumentMetadata = Metadata.fromJSON(object.didDocumentMetadata);
    return obj;
  },
  toJSON(message: DidDocumentState): JsonSafe<DidDocumentState> {
    const obj: any = {};
    message.didDocument !== undefined && (obj.didDocument = message.didDocument ? Did.toJSON(message.didDocument) : undefined);
    message.didDocumentMetadata !== undefined && (obj.didDocumentMetadata = message.didDocumentMetadata ? Metadata.toJSON(message.didDocumentMetadata) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<DidDocumentState>, I>>(object: I): DidDocumentState {
    const message = createBaseDidDocumentState();
    if (object.didDocument !== undefined && object.didDocument !== null) {
      message.didDocument = Did.fromPartial(object.didDocument);
    }
    if (object.didDocumentMetadata !== undefined && object.didDocumentMetadata !== null) {
      message.didDocumentMetadata = Metadata.fromPartial(object.didDocumentMetadata);
    }
    return message;
  }
};