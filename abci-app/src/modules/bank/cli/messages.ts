import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { MULTI_SEND_MSG_TYPE, SEND_MSG_TYPE, SET_SEND_ENABLED_MSG_TYPE, UPDATE_PARAMS_MSG_TYPE } from "../types/msgs";

export const MSG_SEND = messageCodec(SEND_MSG_TYPE);
export const MSG_MULTI_SEND = messageCodec(MULTI_SEND_MSG_TYPE);
/** The gov account's messages: printed by `q tx`, carried by proposals, no `tx` command of their own. */
export const MSG_UPDATE_PARAMS = messageCodec(UPDATE_PARAMS_MSG_TYPE);
export const MSG_SET_SEND_ENABLED = messageCodec(SET_SEND_ENABLED_MSG_TYPE);

/** The bank messages the command line reads, prints and signs. */
export const BANK_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_SEND, MSG_MULTI_SEND, MSG_UPDATE_PARAMS, MSG_SET_SEND_ENABLED];
