import { Command } from "commander";
import { MODULES } from "../app/modules";
import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import { registerCometCommands } from "./commands/comet";
import { registerDebugCommands } from "./commands/debug";
import { registerGenesisCommands } from "./commands/genesis";
import { registerInit } from "./commands/init";
import { registerKeysCommands } from "./commands/keys";
import { registerQueryCommands } from "./commands/query";
import { registerStart } from "./commands/start";
import { registerStatus } from "./commands/status";
import { registerTxCommands } from "./commands/tx";
import { registerEventApiCommands } from "../../../services/event-api/src/cli";
import { registerTemplateApiCommands } from "../../../services/template-api/src/cli";
import type { CommandContext } from "../cli-kit/context";
import type { CliRuntime } from "./runtime";
import { bindKeyringSession, keyringSessionFor } from "../cli-kit/keyring/session";
import { homeOption, logLevelOption } from "../cli-kit/options";

/**
 * The `idledger` command tree. Commander never exits the process: usage errors and help become CommanderErrors
 * that `run` turns into exit codes, and every output goes through the context's streams.
 */
export function buildProgram(ctx: CommandContext<CliRuntime>, modules: readonly AnyModuleDescriptor[] = MODULES): Command {
  const program = new Command("idledger")
    .description("idledger: an identity ledger node (a CometBFT v0.38 ABCI application) and its command line")
    .exitOverride()
    .configureOutput({ writeOut: (s) => ctx.out(s), writeErr: (s) => ctx.err(s) })
    .showHelpAfterError("(add --help for usage)")
    .addOption(homeOption(ctx.runtime.env))
    .addOption(logLevelOption());
  bindKeyringSession(program, keyringSessionFor(ctx));
  // Subcommands made with .command() inherit the settings above, so they must come after them.
  registerInit(program, ctx);
  registerKeysCommands(program, ctx);
  registerGenesisCommands(program);
  registerStart(program, ctx);
  registerTxCommands(program, ctx, modules);
  registerQueryCommands(program, ctx, modules);
  registerStatus(program, ctx);
  registerDebugCommands(program, ctx);
  registerCometCommands(program, ctx);
  registerEventApiCommands(program, ctx);
  registerTemplateApiCommands(program, ctx);
  return program;
}
