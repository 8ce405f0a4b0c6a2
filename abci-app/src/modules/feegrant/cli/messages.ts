import { field, messageSpec } from "../../../cli-kit/proto-json";
import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { GRANT_ALLOWANCE_MSG_TYPE, REVOKE_ALLOWANCE_MSG_TYPE } from "../types/msgs";

const MsgGrantAllowanceSpec = messageSpec(
  "MsgGrantAllowance",
  [field("granter", "string"), field("grantee", "string"), field("allowance", "any")],
  "camelCase",
);
const MsgRevokeAllowanceSpec = messageSpec("MsgRevokeAllowance", [field("granter", "string"), field("grantee", "string")], "camelCase");

export const MSG_GRANT_ALLOWANCE = messageCodec(GRANT_ALLOWANCE_MSG_TYPE, MsgGrantAllowanceSpec);
export const MSG_REVOKE_ALLOWANCE = messageCodec(REVOKE_ALLOWANCE_MSG_TYPE, MsgRevokeAllowanceSpec);

/** The feegrant messages the command line reads, prints and signs. */
export const FEEGRANT_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_GRANT_ALLOWANCE, MSG_REVOKE_ALLOWANCE];
