/** The ssi module's command line: `tx ssi`, `query ssi`, and `debug ed25519 sign-ssi-doc`. */
export { registerSsiTxCommands } from "./tx";
export { registerSsiQueryCommands } from "./query";
export { registerSignSsiDoc as registerSsiDebugCommands } from "./debug/sign-ssi-doc";
export { SSI_MESSAGE_CODECS, type SsiMsgType } from "./msg-types";
