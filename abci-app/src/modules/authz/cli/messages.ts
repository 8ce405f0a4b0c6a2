import { MsgExec, MsgGrant, MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { field, messageSpec, repeated } from "../../../cli/proto-json";
import { messageCodec, type MessageCodec } from "../../../cli/tx/message-codecs";
import { MSG_EXEC_TYPE_URL, MSG_GRANT_TYPE_URL, MSG_REVOKE_TYPE_URL } from "../types/msgs";

const GrantSpec = messageSpec("Grant", [field("authorization", "any"), field("expiration", "timestamp")], "camelCase");
const MsgGrantSpec = messageSpec("MsgGrant", [field("granter", "string"), field("grantee", "string"), field("grant", GrantSpec)], "camelCase");
const MsgExecSpec = messageSpec("MsgExec", [field("grantee", "string"), repeated("msgs", "any")], "camelCase");
const MsgRevokeSpec = messageSpec("MsgRevoke", [field("granter", "string"), field("grantee", "string"), field("msg_type_url", "string")], "camelCase");

export const MSG_GRANT = messageCodec(MSG_GRANT_TYPE_URL, MsgGrant, MsgGrantSpec, (msg) => [msg.granter]);
export const MSG_EXEC = messageCodec(MSG_EXEC_TYPE_URL, MsgExec, MsgExecSpec, (msg) => [msg.grantee]);
export const MSG_REVOKE = messageCodec(MSG_REVOKE_TYPE_URL, MsgRevoke, MsgRevokeSpec, (msg) => [msg.granter]);

/** The authz messages the command line reads, prints and signs. */
export const AUTHZ_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_GRANT, MSG_EXEC, MSG_REVOKE];
