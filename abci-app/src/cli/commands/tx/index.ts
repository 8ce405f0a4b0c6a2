import type { Command } from "commander";
import { MODULES } from "../../../app/modules";
import type { AnyModuleDescriptor } from "../../../module-kit/descriptor";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerTxBroadcast } from "./broadcast";
import { registerTxSign } from "./sign";

/** `tx`: builds, signs and broadcasts transactions: one subcommand group per module, then `sign` and `broadcast`. */
export function registerTxCommands(program: Command, ctx: LedgerContext, modules: readonly AnyModuleDescriptor[] = MODULES): void {
  const tx = program.command("tx").description("Build, sign and broadcast transactions");
  for (const module of modules) module.cli.registerTx?.(tx, ctx);
  registerTxSign(tx, ctx);
  registerTxBroadcast(tx, ctx);
}
