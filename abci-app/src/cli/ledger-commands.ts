import type { Command } from "commander";
import { MODULES } from "../app/modules";
import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import type { LedgerContext } from "../cli-kit/context";
import { bindKeyringSession, keyringSessionFor } from "../cli-kit/keyring/session";
import { registerCometCommands } from "./commands/comet";
import { registerDebugCommands } from "./commands/debug";
import { registerExport } from "./commands/export";
import { registerGenesisCommands } from "./commands/genesis";
import { registerInit } from "./commands/init";
import { registerKeysCommands } from "./commands/keys";
import { registerQueryCommands } from "./commands/query";
import { registerRollback } from "./commands/rollback";
import { registerStart } from "./commands/start";
import { registerStatus } from "./commands/status";
import { registerTxCommands } from "./commands/tx";
import { registerVersion } from "./commands/version";
import type { CliRuntime } from "./runtime";

/**
 * The ledger's commands on the root program: the node (init, start, export, rollback, status, genesis, comet, debug,
 * version), keys, and a tx and a query group with every module's commands. One keyring session serves the whole run,
 * so a file keyring asks for its passphrase once.
 */
export function registerLedgerCommands(program: Command, ctx: LedgerContext<CliRuntime>, modules: readonly AnyModuleDescriptor[] = MODULES): void {
  bindKeyringSession(program, keyringSessionFor(ctx));
  registerInit(program, ctx);
  registerKeysCommands(program, ctx);
  registerGenesisCommands(program, ctx);
  registerStart(program, ctx);
  registerExport(program, ctx);
  registerTxCommands(program, ctx, modules);
  registerQueryCommands(program, ctx, modules);
  registerStatus(program, ctx);
  registerDebugCommands(program, ctx);
  registerCometCommands(program, ctx);
  registerVersion(program, ctx);
  registerRollback(program, ctx);
}
