import type { Command } from "commander";
import { registerSsiQueryCommands } from "../../modules/ssi/cli";
import type { CommandContext } from "../context";

/** `query` (alias `q`): reads a node's state through CometBFT's RPC, one subcommand group per module. */
export function registerQueryCommands(program: Command, ctx: CommandContext): void {
  const query = program.command("query").alias("q").description("Query a node's state over CometBFT RPC (--node)");
  registerSsiQueryCommands(query, ctx);
}
