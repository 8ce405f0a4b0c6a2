import { InvalidArgumentError, type Command } from "commander";
import { parseAbciAddress } from "../../abci/address";
import type { HaltError } from "../../module-kit/halt";
import { describeExit, type CometExit } from "../../node/cometbft/process";
import type { UpgradeFlags } from "../../node/open-home-app";
import type { RunningFullNode } from "../../node/start-node";
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
  upgradeHandler: string[];
  unsafeSkipUpgrades: bigint[];
}

/**
 * `start`: the app's ABCI, gRPC and REST servers, then CometBFT as a child process; SIGINT or SIGTERM stops
 * CometBFT first and then the app. If CometBFT exits on its own the node says why and exits non-zero; so does a node
 * that halts at a block for an upgrade it has no handler for (the block uncommitted, upgrade-info.json written).
 * `--abci-only` serves the app alone, for a CometBFT the operator runs. `--upgrade-handler <name>` makes this the new
 * binary of upgrade `name`; `--unsafe-skip-upgrades <heights>` drops the plans due at those heights.
 */
export function registerStart(program: Command, ctx: LedgerContext<CliRuntime>): void {
  program
    .command("start")
    .description("Run the node: the application (ABCI, gRPC, REST) and CometBFT, until SIGINT or SIGTERM")
    .option("--abci-only", "serve only the ABCI socket; CometBFT runs as its own process")
    .option("--address <address>", "ABCI listen address, tcp://host:port or unix:///path (overrides app.toml [abci] address)", argParser(checkAddress))
    .option(
      "--upgrade-handler <name>",
      "this binary applies upgrade plan <name> at its height (repeatable); keep it on every later start",
      (name: string, names: string[]) => [...names, checkUpgradeName(name)],
      [],
    )
    .option(
      "--unsafe-skip-upgrades <heights>",
      "drop the upgrade plans due at these heights instead of halting for them (comma-separated, repeatable)",
      (heights: string, all: bigint[]) => [...all, ...argParser(parseHeights)(heights)],
      [],
    )
    .action(async (opts: StartOptions, cmd: Command) => {
      const { home, logLevel } = globalOptions(cmd);
      const config = loadAppConfig(home);
      const level = logLevel ?? config.logLevel;
      const logger = streamLogger(level, ctx.runtime.stderr);
      const address = opts.address === undefined ? {} : { address: opts.address };
      const upgrades = { upgradeHandlers: opts.upgradeHandler, skipUpgradeHeights: opts.unsafeSkipUpgrades };
      if (opts.upgradeHandler.length > 0) logger.info("upgrade handlers", { names: opts.upgradeHandler.join(",") });
      if (opts.abciOnly) await runAbciOnly(ctx, logger, { home, upgrades, ...address });
      else await runNode(ctx, logger, level, { home, upgrades, ...address });
    });
}

interface NodeArgs {
  readonly home: string;
  readonly address?: string;
  readonly upgrades: UpgradeFlags;
}

async function runAbciOnly(ctx: LedgerContext<CliRuntime>, logger: Logger, args: NodeArgs): Promise<void> {
  const node = await ctx.runtime.startAbciOnly({ logger, ...args });
  logger.info("ABCI server listening; point CometBFT's proxy_app here", { address: node.address, home: args.home });
  const first = await Promise.race([ctx.runtime.waitForShutdown().then((signal) => ({ signal })), node.halted.then((halt) => ({ halt }))]);
  if ("halt" in first) {
    await node.close();
    logger.error("halted; stopped", { reason: first.halt.message });
    throw new Error(first.halt.message);
  }
  logger.info("shutting down", { signal: first.signal });
  await node.close();
  logger.info("stopped");
}

async function runNode(ctx: LedgerContext<CliRuntime>, logger: Logger, logLevel: LogLevel, args: NodeArgs): Promise<void> {
  const node = await ctx.runtime.startNode({ logger, logLevel, cometOutput: ctx.runtime.stderr, ...args });
  logger.info("node started", { abci: node.abciAddress, rpc: node.rpcUrl, grpc: node.grpcAddress, rest: node.restAddress, home: args.home });
  const shutdown = ctx.runtime.waitForShutdown().then((signal) => ({ signal }));
  const halted = node.halted.then((halt) => ({ halt }));
  const first = await Promise.race([shutdown, halted, node.cometExited.then((exit) => ({ exit }))]);
  // CometBFT may be seen exiting first when a signal reached it too (Ctrl-C), or when the app halted: its FinalizeBlock
  // was answered with an exception, so it stops itself.
  const cause = "exit" in first ? await within(Promise.race([shutdown, halted]), SIGNAL_GRACE_MS) : first;
  if (cause !== undefined && "halt" in cause) return haltNode(logger, node, cause.halt);

  if (cause !== undefined && "signal" in cause) {
    logger.info("shutting down", { signal: cause.signal });
    const exit = await node.shutdown(cause.signal as NodeJS.Signals);
    if (exit.code === 0) logger.info("stopped");
    else logger.warn("stopped; CometBFT did not exit cleanly", { cometbft: describeExit(exit) });
    return;
  }

  const exit = (first as { exit: CometExit }).exit;
  logger.error("CometBFT exited unexpectedly; stopping the node", { cometbft: describeExit(exit), pid: node.cometPid });
  await node.shutdown();
  logger.info("stopped");
  throw new Error(`CometBFT exited unexpectedly (${describeExit(exit)})${cometWords(node.cometErrorLines())}`);
}

/**
 * The app halted at a block it must not commit (an upgrade plan this binary has no handler for, or one of x/upgrade's
 * guards): CometBFT is stopping on its own since its FinalizeBlock was answered with an exception. Waits for it, closes
 * the servers and the state (nothing committed is lost: the halted block was never committed, and CometBFT replays
 * it on the next start), then fails with the halt's message, so the process exits 1 saying why.
 */
async function haltNode(logger: Logger, node: RunningFullNode, halt: HaltError): Promise<never> {
  logger.error("halted; stopping the node", { reason: halt.message, pid: node.cometPid });
  const exit = await node.shutdown("SIGTERM");
  logger.info("stopped", { cometbft: describeExit(exit) });
  throw new Error(halt.message);
}

/** CometBFT's own words when it wrote any to stderr (a startup error, a panic), else where to look. */
function cometWords(errorLines: readonly string[]): string {
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

/** An upgrade name as a plan carries it: not empty. */
function checkUpgradeName(name: string): string {
  if (name.trim() === "") throw new InvalidArgumentError("an upgrade name cannot be empty");
  return name;
}

/** "10,20": block heights above 0. */
function parseHeights(text: string): bigint[] {
  return text.split(",").map((part) => {
    const height = part.trim();
    if (!/^[0-9]+$/.test(height) || BigInt(height) === 0n || BigInt(height) > 2n ** 63n - 1n)
      throw new Error(`invalid height ${JSON.stringify(part)}: expected heights above 0, comma-separated`);
    return BigInt(height);
  });
}

function checkAddress(address: string): string {
  parseAbciAddress(address);
  return address;
}
