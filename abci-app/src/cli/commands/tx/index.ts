import type { Command } from "commander";
import { registerAuthzTxCommands } from "../../../modules/authz/cli";
import { registerBankTxCommands } from "../../../modules/bank/cli";
import { registerFeegrantTxCommands } from "../../../modules/feegrant/cli";
import { registerSsiTxCommands } from "../../../modules/ssi/cli";
import type { CommandContext } from "../../context";
import { registerTxBroadcast } from "./broadcast";
import { registerTxSign } from "./sign";

/** `tx`: builds, signs and broadcasts transactions: one subcommand group per module, then `sign` and `broadcast`. */
export function registerTxCommands(program: Command, ctx: CommandContext): void {
  const tx = program.command("tx").description("Build, sign and broadcast transactions");
  registerBankTxCommands(tx, ctx);
  registerSsiTxCommands(tx, ctx);
  registerAuthzTxCommands(tx, ctx);
  registerFeegrantTxCommands(tx, ctx);
  registerTxSign(tx, ctx);
  registerTxBroadcast(tx, ctx);
}
