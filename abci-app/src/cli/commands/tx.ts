import type { Command } from "commander";
import { registerSsiTxCommands } from "../../modules/ssi/cli";
import type { CommandContext } from "../context";

/** `tx`: builds transactions, one subcommand group per module. */
export function registerTxCommands(program: Command, ctx: CommandContext): void {
  const tx = program.command("tx").description("Build transactions (for now printed unsigned with --generate-only)");
  registerSsiTxCommands(tx, ctx);
}
