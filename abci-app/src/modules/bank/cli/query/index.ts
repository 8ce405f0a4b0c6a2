import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerBalances } from "./balances";

/** `query bank`: balances. */
export function registerBankQueryCommands(query: Command, ctx: LedgerContext): void {
  const bank = query.command("bank").description("Query balances");
  registerBalances(bank, ctx);
}
