/** The transfer module's command line: `tx ibc-transfer transfer` and `query ibc-transfer …`. */
export { registerTransferQueryCommands } from "./queries";
export { MSG_TRANSFER, registerTransferTxCommands } from "./tx";
