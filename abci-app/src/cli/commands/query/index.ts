import type { Command } from "commander";
import { registerAuthQueryCommands } from "../../../modules/auth/cli";
import { registerAuthzQueryCommands } from "../../../modules/authz/cli";
import { registerBankQueryCommands } from "../../../modules/bank/cli";
import { registerFeegrantQueryCommands } from "../../../modules/feegrant/cli";
import { registerSsiQueryCommands } from "../../../modules/ssi/cli";
import type { CommandContext } from "../../context";
import { registerQueryTx } from "./tx";
import { registerQueryTxs } from "./txs";

/** `query` (alias `q`): reads a node's state and its transactions through CometBFT's RPC, one group per module. */
export function registerQueryCommands(program: Command, ctx: CommandContext): void {
  const query = program.command("query").alias("q").description("Query a node's state and transactions over CometBFT RPC (--node)");
  registerAuthQueryCommands(query, ctx);
  registerBankQueryCommands(query, ctx);
  registerSsiQueryCommands(query, ctx);
  registerAuthzQueryCommands(query, ctx);
  registerFeegrantQueryCommands(query, ctx);
  registerQueryTx(query, ctx);
  registerQueryTxs(query, ctx);
}
