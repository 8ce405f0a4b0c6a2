import { field, messageSpec, repeated } from "../../../cli-kit/proto-json";
import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { EXEC_MSG_TYPE, GRANT_MSG_TYPE, REVOKE_MSG_TYPE } from "../types/msgs";

const GrantSpec = messageSpec("Grant", [field("authorization", "any"), field("expiration", "timestamp")], "camelCase");
const MsgGrantSpec = messageSpec("MsgGrant", [field("granter", "string"), field("grantee", "string"), field("grant", GrantSpec)], "camelCase");
const MsgExecSpec = messageSpec("MsgExec", [field("grantee", "string"), repeated("msgs", "any")], "camelCase");
const MsgRevokeSpec = messageSpec("MsgRevoke", [field("granter", "string"), field("grantee", "string"), field("msg_type_url", "string")], "camelCase");

export const MSG_GRANT = messageCodec(GRANT_MSG_TYPE, MsgGrantSpec);
export const MSG_EXEC = messageCodec(EXEC_MSG_TYPE, MsgExecSpec);
export const MSG_REVOKE = messageCodec(REVOKE_MSG_TYPE, MsgRevokeSpec);

/** The authz messages the command line reads, prints and signs. */
export const AUTHZ_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_GRANT, MSG_EXEC, MSG_REVOKE];
