import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { UPDATE_PARAMS_MSG_TYPE } from "../types/msgs";
import { registerAccountQuery } from "./query/account";
import { registerModuleAccountQueries } from "./query/module-accounts";

/** MsgUpdateParams, printed by `q tx`; it has no `tx` command: only a gov proposal carries it. */
export const AUTH_MESSAGE_CODECS: readonly MessageCodec[] = [messageCodec(UPDATE_PARAMS_MSG_TYPE)];

/** The auth module's command line: `query account` (as simd has it), `query auth account|module-account|module-accounts`. */
export function registerAuthQueryCommands(query: Command, ctx: LedgerContext): void {
  registerAccountQuery(query, ctx);
  const auth = query.command("auth").description("Query accounts and module accounts");
  registerAccountQuery(auth, ctx);
  registerModuleAccountQueries(auth, ctx);
}

export { accountToJson } from "./account-json";
