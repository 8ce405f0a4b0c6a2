import type { AddressCodec } from "../../../types/address";
import { ErrBadRequestIsRequired } from "../errors";
import type { MsgCreateDID } from "./generated/ssi/v1/tx";

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

/** MsgCreateDID's ValidateBasic, as hid-node's: only the DID id is required (101); the creator is not checked. */
export function validateMsgCreateDID(msg: MsgCreateDID): void {
  if ((msg.didDocString?.id ?? "") === "") throw ErrBadRequestIsRequired.wrap("DID");
}

/** Every other ssi message's ValidateBasic: `creator` is a bech32 account address (sdk 7). */
export function validateCreator(creator: string, codec: AddressCodec): void {
  codec.decode(creator, "creator address");
}
