import { Command } from "commander";
import { MODULES } from "../abci-app/src/app/modules";
import type { LedgerContext } from "../abci-app/src/cli-kit/context";
import { registerLedgerCommands } from "../abci-app/src/cli/ledger-commands";
import type { CliRuntime } from "../abci-app/src/cli/runtime";
import type { AnyModuleDescriptor } from "../abci-app/src/module-kit/descriptor";
import { homeOption, logLevelOption } from "../lib/cli-kit/options";
import { registerEventApiCommands } from "../services/event-api/src/cli";
import { registerTemplateApiCommands } from "../services/template-api/src/cli";

/**
 * The `idledger` command tree: the ledger's commands and both services'. Commander never exits the process: usage
 * errors and help become CommanderErrors that `run` turns into exit codes, and every output goes through the
 * context's streams.
 */
export function buildProgram(ctx: LedgerContext<CliRuntime>, modules: readonly AnyModuleDescriptor[] = MODULES): Command {
  const program = new Command("idledger")
    .description("idledger: an identity ledger node (a CometBFT v0.38 ABCI application) and its command line")
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.out(s), writeErr: (s) => ctx.err(s) })
    .showHelpAfterError("(add --help for usage)")
    .addOption(homeOption(ctx.runtime.env))
    .addOption(logLevelOption());
  // Subcommands made with .command() inherit the settings above, so they must come after them.
  registerLedgerCommands(program, ctx, modules);
  registerEventApiCommands(program, ctx);
  registerTemplateApiCommands(program, ctx);
  return program;
}
