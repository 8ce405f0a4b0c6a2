import { printProtoJson, type MessageSpec } from "../../../cli/proto-json";
import type { MessageJson } from "../../../cli/tx/unsigned-tx";
import type { ProtoCodec } from "../../../types/module";
import { MsgCreateDID, MsgCreateSchema, MsgDeactivateDID, MsgRegisterCredentialStatus, MsgUpdateDID } from "../types/generated/ssi/v1/tx";
import { MsgCreateDIDSpec, MsgCreateSchemaSpec, MsgDeactivateDIDSpec, MsgRegisterCredentialStatusSpec, MsgUpdateDIDSpec } from "./json-specs";

const PACKAGE = "hypersignprotocol.hidnode.ssi";

/** What the CLI needs of an ssi message type: its type URL, binary codec and JSON fields. */
export interface SsiMsgType<T> {
  readonly typeUrl: string;
  readonly codec: ProtoCodec<T>;
  readonly spec: MessageSpec;
}

function msgType<T>(name: string, codec: ProtoCodec<T>, spec: MessageSpec): SsiMsgType<T> {
  return { typeUrl: `/${PACKAGE}.${name}`, codec, spec };
}

export const CREATE_DID = msgType("MsgCreateDID", MsgCreateDID, MsgCreateDIDSpec);
export const UPDATE_DID = msgType("MsgUpdateDID", MsgUpdateDID, MsgUpdateDIDSpec);
export const DEACTIVATE_DID = msgType("MsgDeactivateDID", MsgDeactivateDID, MsgDeactivateDIDSpec);
export const CREATE_SCHEMA = msgType("MsgCreateSchema", MsgCreateSchema, MsgCreateSchemaSpec);
export const REGISTER_CREDENTIAL_STATUS = msgType("MsgRegisterCredentialStatus", MsgRegisterCredentialStatus, MsgRegisterCredentialStatusSpec);

export const SSI_MSG_TYPES: readonly SsiMsgType<unknown>[] = [CREATE_DID, UPDATE_DID, DEACTIVATE_DID, CREATE_SCHEMA, REGISTER_CREDENTIAL_STATUS] as SsiMsgType<unknown>[];

/** A message as an Any in Cosmos JSON: `{"@type": "<type URL>", …fields}`. */
export function msgJson<T>(type: SsiMsgType<T>, msg: T): MessageJson {
  return { "@type": type.typeUrl, ...printProtoJson(type.spec, msg) };
}
