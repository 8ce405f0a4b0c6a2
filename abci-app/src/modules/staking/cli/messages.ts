import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { STAKING_MSG_TYPES } from "../types/msgs";

/** The staking messages the command line reads, prints and signs. */
export const STAKING_MESSAGE_CODECS: readonly MessageCodec[] = STAKING_MSG_TYPES.map((type) => messageCodec(type));
