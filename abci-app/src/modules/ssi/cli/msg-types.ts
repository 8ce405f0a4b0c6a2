import { messageCodec, type MessageCodec } from "../../../cli/tx/message-codecs";
import type { ProtoCodec } from "../../../types/module";
import type { MessageSpec } from "../../../cli/proto-json";
import { MsgCreateDID, MsgCreateSchema, MsgDeactivateDID, MsgRegisterCredentialStatus, MsgUpdateDID } from "../types/generated/ssi/v1/tx";
import { MsgCreateDIDSpec, MsgCreateSchemaSpec, MsgDeactivateDIDSpec, MsgRegisterCredentialStatusSpec, MsgUpdateDIDSpec } from "./json-specs";

const PACKAGE = "hypersignprotocol.hidnode.ssi";

/** An ssi message type for the command line: every one is signed by its `creator`. */
export type SsiMsgType<T> = MessageCodec<T>;

function msgType<T extends { creator: string }>(name: string, codec: ProtoCodec<T>, spec: MessageSpec): SsiMsgType<T> {
  return messageCodec(`/${PACKAGE}.${name}`, codec, spec, (msg) => [msg.creator]);
}

export const CREATE_DID = msgType("MsgCreateDID", MsgCreateDID, MsgCreateDIDSpec);
export const UPDATE_DID = msgType("MsgUpdateDID", MsgUpdateDID, MsgUpdateDIDSpec);
export const DEACTIVATE_DID = msgType("MsgDeactivateDID", MsgDeactivateDID, MsgDeactivateDIDSpec);
export const CREATE_SCHEMA = msgType("MsgCreateSchema", MsgCreateSchema, MsgCreateSchemaSpec);
export const REGISTER_CREDENTIAL_STATUS = msgType("MsgRegisterCredentialStatus", MsgRegisterCredentialStatus, MsgRegisterCredentialStatusSpec);

/** The ssi messages the command line reads, prints and signs. */
export const SSI_MSG_TYPES: readonly MessageCodec[] = [CREATE_DID, UPDATE_DID, DEACTIVATE_DID, CREATE_SCHEMA, REGISTER_CREDENTIAL_STATUS];
