import type { Command } from "commander";
import { parseAbciAddress } from "../../abci/address";
import { loadAppConfig } from "../../node/config";
import { streamLogger } from "../../types/logger";
import type { CommandContext } from "../context";
import { argParser, globalOptions } from "../options";

export const NOT_ABCI_ONLY =
  "starting CometBFT from idledger arrives with the node issue; run with --abci-only and point CometBFT's proxy_app at the address";

/** `start --abci-only`: serves ABCI for an external CometBFT until SIGINT or SIGTERM, then closes cleanly. */
export function registerStart(program: Command, ctx: CommandContext): void {
  program
    .command("start")
    .description("Run the node (for now only its ABCI server, for a CometBFT started separately)")
    .option("--abci-only", "serve only the ABCI socket; CometBFT runs as its own process")
    .option("--address <address>", "ABCI listen address, tcp://host:port or unix:///path (overrides app.toml [abci] address)", argParser(checkAddress))
    .action(async (opts: { abciOnly?: boolean; address?: string }, cmd: Command) => {
      if (!opts.abciOnly) throw new Error(NOT_ABCI_ONLY);
      const { home, logLevel } = globalOptions(cmd);
      const config = loadAppConfig(home);
      const logger = streamLogger(logLevel ?? config.logLevel, ctx.runtime.stderr);
      const node = await ctx.runtime.startAbciOnly({ home, logger, ...(opts.address === undefined ? {} : { address: opts.address }) });
      logger.info("ABCI server listening; point CometBFT's proxy_app here", { address: node.address, home });
      const signal = await ctx.runtime.waitForShutdown();
      logger.info("shutting down", { signal });
      await node.close();
      logger.info("stopped");
    });
}

function checkAddress(address: string): string {
  parseAbciAddress(address);
  return address;
}
