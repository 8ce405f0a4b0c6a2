import type { Command } from "commander";
import type { CommandContext } from "../../../../cli-kit/context";
import { registerBalances } from "./balances";

/** `query bank`: balances. */
export function registerBankQueryCommands(query: Command, ctx: CommandContext): void {
  const bank = query.command("bank").description("Query balances");
  registerBalances(bank, ctx);
}
