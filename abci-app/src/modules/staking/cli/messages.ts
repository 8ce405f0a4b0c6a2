import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import {
  BEGIN_REDELEGATE_MSG_TYPE,
  CANCEL_UNBONDING_DELEGATION_MSG_TYPE,
  CREATE_VALIDATOR_MSG_TYPE,
  DELEGATE_MSG_TYPE,
  EDIT_VALIDATOR_MSG_TYPE,
  UNDELEGATE_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
} from "../types/msgs";

export const MSG_CREATE_VALIDATOR = messageCodec(CREATE_VALIDATOR_MSG_TYPE);
export const MSG_EDIT_VALIDATOR = messageCodec(EDIT_VALIDATOR_MSG_TYPE);
export const MSG_DELEGATE = messageCodec(DELEGATE_MSG_TYPE);
export const MSG_BEGIN_REDELEGATE = messageCodec(BEGIN_REDELEGATE_MSG_TYPE);
export const MSG_UNDELEGATE = messageCodec(UNDELEGATE_MSG_TYPE);
export const MSG_CANCEL_UNBONDING_DELEGATION = messageCodec(CANCEL_UNBONDING_DELEGATION_MSG_TYPE);
/** The gov account's parameter change: printed by `q tx`, carried by proposals, no `tx` command of its own. */
export const MSG_UPDATE_PARAMS = messageCodec(UPDATE_PARAMS_MSG_TYPE);

/** The staking messages the command line reads, prints and signs. */
export const STAKING_MESSAGE_CODECS: readonly MessageCodec[] = [
  MSG_CREATE_VALIDATOR,
  MSG_EDIT_VALIDATOR,
  MSG_DELEGATE,
  MSG_BEGIN_REDELEGATE,
  MSG_UNDELEGATE,
  MSG_CANCEL_UNBONDING_DELEGATION,
  MSG_UPDATE_PARAMS,
];
