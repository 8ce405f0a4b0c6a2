import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerAccountQuery } from "./query/account";

/** The auth module's command line: `query account` (as simd has it) and `query auth account`. */
export function registerAuthQueryCommands(query: Command, ctx: LedgerContext): void {
  registerAccountQuery(query, ctx);
  registerAccountQuery(query.command("auth").description("Query accounts"), ctx);
}

export { accountToJson } from "./account-json";
