import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerBankSend } from "./send";

/** `tx bank`: the bank module's transaction commands. */
export function registerBankTxCommands(tx: Command, ctx: LedgerContext): void {
  const bank = tx.command("bank").description("Bank transactions: send coins");
  registerBankSend(bank, ctx);
}
