import { field, messageSpec, repeated } from "../../../cli-kit/proto-json";
import { CoinSpec } from "../../../cli-kit/tx/coin-spec";
import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { MULTI_SEND_MSG_TYPE, SEND_MSG_TYPE } from "../types/msgs";

const MsgSendSpec = messageSpec("MsgSend", [field("from_address", "string"), field("to_address", "string"), repeated("amount", CoinSpec)], "camelCase");
const InputSpec = messageSpec("Input", [field("address", "string"), repeated("coins", CoinSpec)], "camelCase");
const OutputSpec = messageSpec("Output", [field("address", "string"), repeated("coins", CoinSpec)], "camelCase");
const MsgMultiSendSpec = messageSpec("MsgMultiSend", [repeated("inputs", InputSpec), repeated("outputs", OutputSpec)], "camelCase");

export const MSG_SEND = messageCodec(SEND_MSG_TYPE, MsgSendSpec);
export const MSG_MULTI_SEND = messageCodec(MULTI_SEND_MSG_TYPE, MsgMultiSendSpec);

/** The bank messages the command line reads, prints and signs. */
export const BANK_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_SEND, MSG_MULTI_SEND];
