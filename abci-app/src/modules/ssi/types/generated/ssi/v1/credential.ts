/* eslint-disable */
import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { isSet, DeepPartial, Exact } from "cosmjs-types/helpers";
import { JsonSafe } from "cosmjs-types/json-safe";
export const protobufPackage = "hypersignprotocol.hidnode.ssi";
export interface Claim {
  id: string;
  /** Live, Suspended, Revoked or Expired. */
  currentStatus: string;
  statusReason: string;
}
/** The signed part of a credential status. */
export interface CredentialStatus {
  claim?: Claim;
  issuer: string;
  issuanceDate: string;
  expirationDate: string;
  credentialHash: string;
}
export interface CredentialProof {
  type: string;
  created: string;
  updated: string;
  verificationMethod: string;
  proofPurpose: string;
  proofValue: string;
}
/** A credential status as stored and returned: the status's fields and its proof. */
export interface Credential {
  claim?: Claim;
  issuer: string;
  issuanceDate: string;
  expirationDate: string;
  credentialHash: string;
  proof?: CredentialProof;
}
function createBaseClaim(): Claim {
  return {
    id: "",
    currentStatus: "",
    statusReason: ""
  };
}
export const Claim = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Claim",
  encode(message: Claim, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.id !== "") {
      writer.uint32(10).string(message.id);
    }
    if (message.currentStatus !== "") {
      writer.uint32(18).string(message.currentStatus);
    }
    if (message.statusReason !== "") {
      writer.uint32(26).string(message.statusReason);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Claim {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseClaim();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.id = reader.string();
          break;
        case 2:
          message.currentStatus = reader.string();
          break;
        case 3:
          message.statusReason = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Claim {
    const obj = createBaseClaim();
    if (isSet(object.id)) obj.id = String(object.id);
    if (isSet(object.currentStatus)) obj.currentStatus = String(object.currentStatus);
    if (isSet(object.statusReason)) obj.statusReason = String(object.statusReason);
    return obj;
  },
  toJSON(message: Claim): JsonSafe<Claim> {
    const obj: any = {};
    message.id !== undefined && (obj.id = message.id);
    message.currentStatus !== undefined && (obj.currentStatus = message.currentStatus);
    message.statusReason !== undefined && (obj.statusReason = message.statusReason);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Claim>, I>>(object: I): Claim {
    const message = createBaseClaim();
    message.id = object.id ?? "";
    message.currentStatus = object.currentStatus ?? "";
    message.statusReason = object.statusReason ?? "";
    return message;
  }
};
function createBaseCredentialStatus(): CredentialStatus {
  return {
    claim: undefined,
    issuer: "",
    issuanceDate: "",
    expirationDate: "",
    credentialHash: ""
  };
}
export const CredentialStatus = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.CredentialStatus",
  encode(message: CredentialStatus, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.claim !== undefined) {
      Claim.encode(message.claim, writer.uint32(10).fork()).ldelim();
    }
    if (message.issuer !== "") {
      writer.uint32(18).string(message.issuer);
    }
    if (message.issuanceDate !== "") {
      writer.uint32(26).string(message.issuanceDate);
    }
    if (message.expirationDate !== "") {
      writer.uint32(34).string(message.expirationDate);
    }
    if (message.credentialHash !== "") {
      writer.uint32(42).string(message.credentialHash);
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): CredentialStatus {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseCredentialStatus();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.claim = Claim.decode(reader, reader.uint32());
          break;
        case 2:
          message.issuer = reader.string();
          break;
        case 3:
          message.issuanceDate = reader.string();
          break;
        case 4:
          message.expirationDate = reader.string();
          break;
        case 5:
          message.credentialHash = reader.string();
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): CredentialStatus {
    const obj = createBaseCredentialStatus();
    if (isSet(object.claim)) obj.claim = Claim.fromJSON(object.claim);
    if (isSet(object.issuer)) obj.issuer = String(object.issuer);
    if (isSet(object.issuanceDate)) obj.issuanceDate = String(object.issuanceDate);
    if (isSet(object.expirationDate)) obj.expirationDate = String(object.expirationDate);
    if (isSet(object.credentialHash)) obj.credentialHash = String(object.credentialHash);
    return obj;
  },
  toJSON(message: CredentialStatus): JsonSafe<CredentialStatus> {
    const obj: any = {};
    message.claim !== undefined && (obj.claim = message.claim ? Claim.toJSON(message.claim) : undefined);
    message.issuer !== undefined && (obj.issuer = message.issuer);
    message.issuanceDate !== undefined && (obj.issuanceDate = message.issuanceDate);
    message.expirationDate !== undefined && (obj.expirationDate = message.expirationDate);
    message.credentialHash !== undefined && (obj.credentialHash = message.credentialHash);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<CredentialStatus>, I>>(object: I): CredentialStatus {
    const message = createBaseCredentialStatus();
    if (object.claim !== undefined && object.claim !== null) {
      message.claim = Claim.fromPartial(object.claim);
    }
    message.issuer = object.issuer ?? "";
    message.issuanceDate = object.issuanceDate ?? "";
    message.expirationDate = object.expirationDate ?? "";
    message.credentialHash = object.credentialHash ?? "";
    return message;
  }
};
function createBaseCredentialProof(): CredentialProof {
  return {
    type: "",
    created: "",
    updated: "",
    verificationMethod: "",
    proofPurpose: "",
    proofValue: ""
  };
}
export const CredentialProof = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.CredentialProof",
  encode(message: CredentialProof, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.type !== "") {
      writer.uint32(10).string(message.type);
    }
    if (message.created !== "") {
      writer.uint32(18).string(message.created);
    }
    if (message.updated !== "") {
      writer.uint32(26).string(message.updated);
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
  decode(input: BinaryReader | Uint8Array, length?: number): CredentialProof {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseCredentialProof();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.type = reader.string();
          break;
        case 2:
          message.created = reader.string();
          break;
        case 3:
          message.updated = reader.string();
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
  fromJSON(object: any): CredentialProof {
    const obj = createBaseCredentialProof();
    if (isSet(object.type)) obj.type = String(object.type);
    if (isSet(object.created)) obj.created = String(object.created);
    if (isSet(object.updated)) obj.updated = String(object.updated);
    if (isSet(object.verificationMethod)) obj.verificationMethod = String(object.verificationMethod);
    if (isSet(object.proofPurpose)) obj.proofPurpose = String(object.proofPurpose);
    if (isSet(object.proofValue)) obj.proofValue = String(object.proofValue);
    return obj;
  },
  toJSON(message: CredentialProof): JsonSafe<CredentialProof> {
    const obj: any = {};
    message.type !== undefined && (obj.type = message.type);
    message.created !== undefined && (obj.created = message.created);
    message.updated !== undefined && (obj.updated = message.updated);
    message.verificationMethod !== undefined && (obj.verificationMethod = message.verificationMethod);
    message.proofPurpose !== undefined && (obj.proofPurpose = message.proofPurpose);
    message.proofValue !== undefined && (obj.proofValue = message.proofValue);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<CredentialProof>, I>>(object: I): CredentialProof {
    const message = createBaseCredentialProof();
    message.type = object.type ?? "";
    message.created = object.created ?? "";
    message.updated = object.updated ?? "";
    message.verificationMethod = object.verificationMethod ?? "";
    message.proofPurpose = object.proofPurpose ?? "";
    message.proofValue = object.proofValue ?? "";
    return message;
  }
};
function createBaseCredential(): Credential {
  return {
    claim: undefined,
    issuer: "",
    issuanceDate: "",
    expirationDate: "",
    credentialHash: "",
    proof: undefined
  };
}
export const Credential = {
  typeUrl: "/hypersignprotocol.hidnode.ssi.Credential",
  encode(message: Credential, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.claim !== undefined) {
      Claim.encode(message.claim, writer.uint32(10).fork()).ldelim();
    }
    if (message.issuer !== "") {
      writer.uint32(18).string(message.issuer);
    }
    if (message.issuanceDate !== "") {
      writer.uint32(26).string(message.issuanceDate);
    }
    if (message.expirationDate !== "") {
      writer.uint32(34).string(message.expirationDate);
    }
    if (message.credentialHash !== "") {
      writer.uint32(42).string(message.credentialHash);
    }
    if (message.proof !== undefined) {
      CredentialProof.encode(message.proof, writer.uint32(50).fork()).ldelim();
    }
    return writer;
  },
  decode(input: BinaryReader | Uint8Array, length?: number): Credential {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
    let end = length === undefined ? reader.len : reader.pos + length;
    const message = createBaseCredential();
    while (reader.pos < end) {
      const tag = reader.uint32();
      switch (tag >>> 3) {
        case 1:
          message.claim = Claim.decode(reader, reader.uint32());
          break;
        case 2:
          message.issuer = reader.string();
          break;
        case 3:
          message.issuanceDate = reader.string();
          break;
        case 4:
          message.expirationDate = reader.string();
          break;
        case 5:
          message.credentialHash = reader.string();
          break;
        case 6:
          message.proof = CredentialProof.decode(reader, reader.uint32());
          break;
        default:
          reader.skipType(tag & 7);
          break;
      }
    }
    return message;
  },
  fromJSON(object: any): Credential {
    const obj = createBaseCredential();
    if (isSet(object.claim)) obj.claim = Claim.fromJSON(object.claim);
    if (isSet(object.issuer)) obj.issuer = String(object.issuer);
    if (isSet(object.issuanceDate)) obj.issuanceDate = String(object.issuanceDate);
    if (isSet(object.expirationDate)) obj.expirationDate = String(object.expirationDate);
    if (isSet(object.credentialHash)) obj.credentialHash = String(object.credentialHash);
    if (isSet(object.proof)) obj.proof = CredentialProof.fromJSON(object.proof);
    return obj;
  },
  toJSON(message: Credential): JsonSafe<Credential> {
    const obj: any = {};
    message.claim !== undefined && (obj.claim = message.claim ? Claim.toJSON(message.claim) : undefined);
    message.issuer !== undefined && (obj.issuer = message.issuer);
    message.issuanceDate !== undefined && (obj.issuanceDate = message.issuanceDate);
    message.expirationDate !== undefined && (obj.expirationDate = message.expirationDate);
    message.credentialHash !== undefined && (obj.credentialHash = message.credentialHash);
    message.proof !== undefined && (obj.proof = message.proof ? CredentialProof.toJSON(message.proof) : undefined);
    return obj;
  },
  fromPartial<I extends Exact<DeepPartial<Credential>, I>>(object: I): Credential {
    const message = createBaseCredential();
    if (object.claim !== undefined && object.claim !== null) {
      message.claim = Claim.fromPartial(object.claim);
    }
    message.issuer = object.issuer ?? "";
    message.issuanceDate = object.issuanceDate ?? "";
    message.expirationDate = object.expirationDate ?? "";
    message.credentialHash = object.credentialHash ?? "";
    if (object.proof !== undefined && object.proof !== null) {
      message.proof = CredentialProof.fromPartial(object.proof);
    }
    return message;
  }
};