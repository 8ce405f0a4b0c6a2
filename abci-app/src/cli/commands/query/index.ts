import type { Command } from "commander";
import { MODULES } from "../../../app/modules";
import type { AnyModuleDescriptor } from "../../../module-kit/descriptor";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerQueryTx } from "./tx";
import { registerQueryTxs } from "./txs";

/** `query` (alias `q`): reads a node's state and its transactions through CometBFT's RPC, one group per module. */
export function registerQueryCommands(program: Command, ctx: LedgerContext, modules: readonly AnyModuleDescriptor[] = MODULES): void {
  const query = program.command("query").alias("q").description("Query a node's state and transactions over CometBFT RPC (--node)");
  for (const module of modules) module.cli.registerQuery?.(query, ctx);
  registerQueryTx(query, ctx);
  registerQueryTxs(query, ctx);
}
