import { AUTHZ_MESSAGE_CODECS } from "../modules/authz/cli/messages";
import { BANK_MESSAGE_CODECS } from "../modules/bank/cli/messages";
import { FEEGRANT_MESSAGE_CODECS } from "../modules/feegrant/cli/messages";
import { SSI_MSG_TYPES } from "../modules/ssi/cli/msg-types";
import { MessageRegistry } from "./tx/message-codecs";

/**
 * Every message the command line reads, prints and signs (`tx sign`, `tx broadcast`, `q tx`): one line per
 * module, as app/wiring.ts lists the modules of the node.
 */
export const CLIENT_MESSAGES = new MessageRegistry([...BANK_MESSAGE_CODECS, ...SSI_MSG_TYPES, ...AUTHZ_MESSAGE_CODECS, ...FEEGRANT_MESSAGE_CODECS]);
