import type { Command } from "commander";
import { parseAbciAddress } from "../../abci/address";
import { describeExit, type CometExit } from "../../node/cometbft/process";
import { loadAppConfig } from "../../node/config";
import { streamLogger, type Logger, type LogLevel } from "../../../../lib/logger";
import type { LedgerContext } from "../../cli-kit/context";
import type { CliRuntime } from "../runtime";
import { argParser, globalOptions } from "../../../../lib/cli-kit/options";

/**
 * A Ctrl-C in a terminal reaches CometBFT and idledger together, and CometBFT may exit before idledger has seen
 * its own signal: a signal this soon after CometBFT's exit still counts as a requested stop.
 */
const SIGNAL_GRACE_MS = 500;

interface StartOptions {
  abciOnly?: boolean;
  address?: string;
}

/**
 * `start`: the app's ABCI, gRPC and REST servers, then CometBFT as a child process; SIGINT or SIGTERM stops
 * CometBFT first and then the app. If CometBFT exits on its own the node says why and exits non-zero.
 * `--abci-only` serves the app alone, for a CometBFT the operator runs.
 */
export function registerStart(program: Command, ctx: LedgerContext<CliRuntime>): void {
  program
    .command("start")
    .description("Run the node: the application (ABCI, gRPC, REST) and CometBFT, until SIGINT or SIGTERM")
    .option("--abci-only", "serve only the ABCI socket; CometBFT runs as its own process")
    .option("--address <address>", "ABCI listen address, tcp://host:port or unix:///path (overrides app.toml [abci] address)", argParser(checkAddress))
    .action(async (opts: StartOptions, cmd: Command) => {
      const { home, logLevel } = globalOptions(cmd);
      const config = loadAppConfig(home);
      const level = logLevel ?? config.logLevel;
      const logger = streamLogger(level, ctx.runtime.stderr);
      const address = opts.address === undefined ? {} : { address: opts.address };
      if (opts.abciOnly) await runAbciOnly(ctx, logger, home, address);
      else await runNode(ctx, logger, level, home, address);
    });
}

async function runAbciOnly(ctx: LedgerContext<CliRuntime>, logger: Logger, home: string, address: { address?: string }): Promise<void> {
  const node = await ctx.runtime.startAbciOnly({ home, logger, ...address });
  logger.info("ABCI server listening; point CometBFT's proxy_app here", { address: node.address, home });
  const signal = await ctx.runtime.waitForShutdown();
  logger.info("shutting down", { signal });
  await node.close();
  logger.info("stopped");
}

async function runNode(ctx: LedgerContext<CliRuntime>, logger: Logger, logLevel: LogLevel, home: string, address: { address?: string }): Promise<void> {
  const node = await ctx.runtime.startNode({ home, logger, logLevel, cometOutput: ctx.runtime.stderr, ...address });
  logger.info("node started", { abci: node.abciAddress, rpc: node.rpcUrl, grpc: node.grpcAddress, rest: node.restAddress, home });
  const shutdown = ctx.runtime.waitForShutdown();
  const first = await Promise.race([shutdown.then((signal) => ({ signal })), node.cometExited.then((exit) => ({ exit }))]);
  const signal = "signal" in first ? first.signal : await within(shutdown, SIGNAL_GRACE_MS);

  if (signal !== undefined) {
    logger.info("shutting down", { signal });
    const exit = await node.shutdown(signal as NodeJS.Signals);
    if (exit.code === 0) logger.info("stopped");
    else logger.warn("stopped; CometBFT did not exit cleanly", { cometbft: describeExit(exit) });
    return;
  }

  const exit = (first as { exit: CometExit }).exit;
  logger.error("CometBFT exited unexpectedly; stopping the node", { cometbft: describeExit(exit), pid: node.cometPid });
  await node.shutdown();
  logger.info("stopped");
  throw new Error(`CometBFT exited unexpectedly (${describeExit(exit)})${cause(node.cometErrorLines())}`);
}

/** CometBFT's own words when it wrote any to stderr (a startup error, a panic), else where to look. */
function cause(errorLines: readonly string[]): string {
  const telling = errorLines.find((line) => /^(ERROR|Error|panic)/.test(line)) ?? errorLines.at(-1);
  return telling === undefined ? "; its log is above" : `: ${telling.replace(/^(ERROR|Error): /, "")}`;
}

/** `promise`'s value if it settles within `ms`, else undefined. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function checkAddress(address: string): string {
  parseAbciAddress(address);
  return address;
}
