/** The authz module's command line: `tx authz grant|exec|revoke` and `query authz grants|grants-by-granter|grants-by-grantee`. */
export { registerAuthzTxCommands } from "./tx";
export { registerAuthzQueryCommands } from "./query";
export { AUTHZ_MESSAGE_CODECS, MSG_EXEC, MSG_GRANT, MSG_REVOKE } from "./messages";
