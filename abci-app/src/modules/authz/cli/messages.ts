import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { EXEC_MSG_TYPE, GRANT_MSG_TYPE, REVOKE_MSG_TYPE } from "../types/msgs";

export const MSG_GRANT = messageCodec(GRANT_MSG_TYPE);
export const MSG_EXEC = messageCodec(EXEC_MSG_TYPE);
export const MSG_REVOKE = messageCodec(REVOKE_MSG_TYPE);

/** The authz messages the command line reads, prints and signs. */
export const AUTHZ_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_GRANT, MSG_EXEC, MSG_REVOKE];
