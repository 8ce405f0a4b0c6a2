import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { GRANT_ALLOWANCE_MSG_TYPE, REVOKE_ALLOWANCE_MSG_TYPE } from "../types/msgs";

export const MSG_GRANT_ALLOWANCE = messageCodec(GRANT_ALLOWANCE_MSG_TYPE);
export const MSG_REVOKE_ALLOWANCE = messageCodec(REVOKE_ALLOWANCE_MSG_TYPE);

/** The feegrant messages the command line reads, prints and signs. */
export const FEEGRANT_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_GRANT_ALLOWANCE, MSG_REVOKE_ALLOWANCE];
