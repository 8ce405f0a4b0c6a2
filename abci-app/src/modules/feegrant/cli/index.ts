/** The feegrant module's command line: `tx feegrant grant|revoke` and `query feegrant grant|grants|grants-by-granter`. */
export { registerFeegrantTxCommands } from "./tx";
export { registerFeegrantQueryCommands } from "./query";
export { FEEGRANT_MESSAGE_CODECS, MSG_GRANT_ALLOWANCE, MSG_REVOKE_ALLOWANCE } from "./messages";
