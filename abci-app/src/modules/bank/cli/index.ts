/** The bank module's command line: `tx bank send` and `query bank balances`. */
export { registerBankTxCommands } from "./tx";
export { registerBankQueryCommands } from "./query";
export { BANK_MESSAGE_CODECS, MSG_MULTI_SEND, MSG_SEND } from "./messages";
