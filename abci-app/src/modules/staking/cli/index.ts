/** The staking module's command line: its messages (the `tx staking` and `query staking` commands come next). */
export { STAKING_MESSAGE_CODECS } from "./messages";
