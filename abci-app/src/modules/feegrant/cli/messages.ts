import { MsgGrantAllowance, MsgRevokeAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import { field, messageSpec } from "../../../cli/proto-json";
import { messageCodec, type MessageCodec } from "../../../cli/tx/message-codecs";
import { MSG_GRANT_ALLOWANCE_TYPE_URL, MSG_REVOKE_ALLOWANCE_TYPE_URL } from "../types/msgs";

const MsgGrantAllowanceSpec = messageSpec("MsgGrantAllowance", [field("granter", "string"), field("grantee", "string"), field("allowance", "any")], "camelCase");
const MsgRevokeAllowanceSpec = messageSpec("MsgRevokeAllowance", [field("granter", "string"), field("grantee", "string")], "camelCase");

export const MSG_GRANT_ALLOWANCE = messageCodec(MSG_GRANT_ALLOWANCE_TYPE_URL, MsgGrantAllowance, MsgGrantAllowanceSpec, (msg) => [msg.granter]);
export const MSG_REVOKE_ALLOWANCE = messageCodec(MSG_REVOKE_ALLOWANCE_TYPE_URL, MsgRevokeAllowance, MsgRevokeAllowanceSpec, (msg) => [msg.granter]);

/** The feegrant messages the command line reads, prints and signs. */
export const FEEGRANT_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_GRANT_ALLOWANCE, MSG_REVOKE_ALLOWANCE];
