import type { AddressCodec } from "../../../types/address";
import { ErrBadRequestIsRequired, ErrInvalidSignature } from "../errors";
import type { MsgType, ProtoCodec } from "../../../codec/proto-codec";
import {
  MsgCreateDID,
  MsgCreateDIDResponse,
  MsgCreateSchema,
  MsgCreateSchemaResponse,
  MsgDeactivateDID,
  MsgDeactivateDIDResponse,
  MsgRegisterCredentialStatus,
  MsgRegisterCredentialStatusResponse,
  MsgUpdateDID,
  MsgUpdateDIDResponse,
  MsgUpdateParams,
  MsgUpdateParamsResponse,
} from "./generated/ssi/v1/tx";

/** hid-node v0.1's proto package: type URLs and query paths start with it. */
export const SSI_PROTO_PACKAGE = "hypersignprotocol.hidnode.ssi";

export const MSG_CREATE_DID_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgCreateDID`;
export const MSG_CREATE_DID_RESPONSE_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgCreateDIDResponse`;
export const MSG_UPDATE_DID_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgUpdateDID`;
export const MSG_UPDATE_DID_RESPONSE_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgUpdateDIDResponse`;
export const MSG_CREATE_SCHEMA_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgCreateSchema`;
export const MSG_CREATE_SCHEMA_RESPONSE_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgCreateSchemaResponse`;
export const MSG_DEACTIVATE_DID_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgDeactivateDID`;
export const MSG_DEACTIVATE_DID_RESPONSE_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgDeactivateDIDResponse`;
export const MSG_REGISTER_CREDENTIAL_STATUS_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgRegisterCredentialStatus`;
export const MSG_REGISTER_CREDENTIAL_STATUS_RESPONSE_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgRegisterCredentialStatusResponse`;
export const MSG_UPDATE_PARAMS_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgUpdateParams`;
export const MSG_UPDATE_PARAMS_RESPONSE_TYPE_URL = `/${SSI_PROTO_PACKAGE}.MsgUpdateParamsResponse`;

/** An ssi message type: every one is signed by its `creator`. */
function ssiMsgType<T extends { creator: string }, R>(
  typeUrl: string,
  codec: ProtoCodec<T>,
  response: { typeUrl: string; codec: ProtoCodec<R> },
  aminoName?: string,
): MsgType<T, R> {
  return { typeUrl, codec, response, ...(aminoName === undefined ? {} : { aminoName }), signers: (msg) => [msg.creator] };
}

export const CREATE_DID_MSG_TYPE = ssiMsgType(
  MSG_CREATE_DID_TYPE_URL,
  MsgCreateDID,
  { typeUrl: MSG_CREATE_DID_RESPONSE_TYPE_URL, codec: MsgCreateDIDResponse },
  "ssi/CreateDID",
);
export const UPDATE_DID_MSG_TYPE = ssiMsgType(
  MSG_UPDATE_DID_TYPE_URL,
  MsgUpdateDID,
  { typeUrl: MSG_UPDATE_DID_RESPONSE_TYPE_URL, codec: MsgUpdateDIDResponse },
  "ssi/UpdateDID",
);
export const CREATE_SCHEMA_MSG_TYPE = ssiMsgType(
  MSG_CREATE_SCHEMA_TYPE_URL,
  MsgCreateSchema,
  { typeUrl: MSG_CREATE_SCHEMA_RESPONSE_TYPE_URL, codec: MsgCreateSchemaResponse },
  "ssi/CreateSchema",
);
export const DEACTIVATE_DID_MSG_TYPE = ssiMsgType(
  MSG_DEACTIVATE_DID_TYPE_URL,
  MsgDeactivateDID,
  { typeUrl: MSG_DEACTIVATE_DID_RESPONSE_TYPE_URL, codec: MsgDeactivateDIDResponse },
  "ssi/DeactivateDID",
);
/** hid-node gives MsgRegisterCredentialStatus no amino name. */
export const REGISTER_CREDENTIAL_STATUS_MSG_TYPE = ssiMsgType(MSG_REGISTER_CREDENTIAL_STATUS_TYPE_URL, MsgRegisterCredentialStatus, {
  typeUrl: MSG_REGISTER_CREDENTIAL_STATUS_RESPONSE_TYPE_URL,
  codec: MsgRegisterCredentialStatusResponse,
});

/** idledger's: the gov account's change of the params, signed by `authority`, so it runs only as a passed proposal's message. */
export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: MSG_UPDATE_PARAMS_TYPE_URL,
  codec: MsgUpdateParams,
  response: { typeUrl: MSG_UPDATE_PARAMS_RESPONSE_TYPE_URL, codec: MsgUpdateParamsResponse },
  aminoName: "ssi/UpdateParams",
  signers: (msg) => [msg.authority],
};

/** The ssi messages in hid-node's declaration order, then idledger's MsgUpdateParams. */
export const SSI_MSG_TYPES: readonly MsgType[] = [
  CREATE_DID_MSG_TYPE,
  UPDATE_DID_MSG_TYPE,
  CREATE_SCHEMA_MSG_TYPE,
  DEACTIVATE_DID_MSG_TYPE,
  REGISTER_CREDENTIAL_STATUS_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
];

/**
 * The most signatures a DID operation may carry. Each is an Ed25519 check over the whole document, so the count is
 * bounded before any is verified, as the SDK bounds a transaction's signers (`tx_sig_limit`). hid-node set no bound.
 */
export const MAX_DID_SIGNATURES = 16;

/** MsgCreateDID's ValidateBasic: hid-node's (only the DID id is required, 101; the creator is not checked), then the signature bound. */
export function validateMsgCreateDID(msg: MsgCreateDID): void {
  if ((msg.didDocString?.id ?? "") === "") throw ErrBadRequestIsRequired.wrap("DID");
  validateSignatureCount(msg.signatures);
}

/** MsgUpdateDID's and MsgDeactivateDID's ValidateBasic: the creator, then the signature bound. */
export function validateSignedDidMsg(msg: { creator: string; signatures: readonly unknown[] }, codec: AddressCodec): void {
  validateCreator(msg.creator, codec);
  validateSignatureCount(msg.signatures);
}

/** At most MAX_DID_SIGNATURES signatures (107): checked by ValidateBasic and again before a handler verifies any. */
export function validateSignatureCount(signatures: readonly unknown[]): void {
  if (signatures.length > MAX_DID_SIGNATURES)
    throw ErrInvalidSignature.wrap(`${signatures.length} signatures; a DID operation may carry at most ${MAX_DID_SIGNATURES}`);
}

/** Every other ssi message's ValidateBasic: `creator` is a bech32 account address (sdk 7). */
export function validateCreator(creator: string, codec: AddressCodec): void {
  codec.decode(creator, "creator address");
}
