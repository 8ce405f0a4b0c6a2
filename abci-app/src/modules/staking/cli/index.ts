/** The staking module's command line: `tx staking …` and `query staking …` as SDK v0.47 names them. */
export { registerStakingQueryCommands } from "./query";
export { registerStakingTxCommands } from "./tx";
export { STAKING_MESSAGE_CODECS } from "./messages";
