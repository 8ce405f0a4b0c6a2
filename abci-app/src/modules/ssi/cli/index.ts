/** The ssi module's command line: `tx ssi`, `query ssi`, `debug ed25519 sign-ssi-doc`, `debug did new` and `debug vc issue`. */
export { registerSsiTxCommands } from "./tx";
export { registerSsiQueryCommands } from "./query";
export { registerSignSsiDoc as registerSsiDebugCommands } from "./debug/sign-ssi-doc";
export { registerDidNew as registerDidDebugCommands } from "./debug/did-new";
export { registerVcIssue as registerVcDebugCommands } from "./debug/vc-issue";
export { SSI_MESSAGE_CODECS, type SsiMsgType } from "./msg-types";
