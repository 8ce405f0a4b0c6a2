import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import {
  CREATE_DID_MSG_TYPE,
  CREATE_SCHEMA_MSG_TYPE,
  DEACTIVATE_DID_MSG_TYPE,
  REGISTER_CREDENTIAL_STATUS_MSG_TYPE,
  UPDATE_DID_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
} from "../types/msgs";

/** An ssi message type for the command line: every one is signed by its `creator`. */
export type SsiMsgType<T> = MessageCodec<T>;

export const CREATE_DID = messageCodec(CREATE_DID_MSG_TYPE);
export const UPDATE_DID = messageCodec(UPDATE_DID_MSG_TYPE);
export const DEACTIVATE_DID = messageCodec(DEACTIVATE_DID_MSG_TYPE);
export const CREATE_SCHEMA = messageCodec(CREATE_SCHEMA_MSG_TYPE);
export const REGISTER_CREDENTIAL_STATUS = messageCodec(REGISTER_CREDENTIAL_STATUS_MSG_TYPE);
/** The gov account's change of the params: printed by `q tx`, carried by proposals, no `tx` command of its own. */
export const UPDATE_PARAMS = messageCodec(UPDATE_PARAMS_MSG_TYPE);

/** The ssi messages the command line reads, prints and signs. */
export const SSI_MESSAGE_CODECS: readonly MessageCodec[] = [CREATE_DID, UPDATE_DID, DEACTIVATE_DID, CREATE_SCHEMA, REGISTER_CREDENTIAL_STATUS, UPDATE_PARAMS];
