import { formatAbciAddress, parseAbciAddress } from "../abci/address";
import { SerialQueue } from "../abci/serial-queue";
import { AbciServer } from "../abci/server";
import type { Logger, LogLevel } from "../../../lib/logger";
import { isPeerFilterQuery } from "../app/query-router";
import { SIMULATE_PATH } from "../app/simulate";
import { ApiWorker } from "./api-worker/api-worker";
import { installCometbft } from "./cometbft/binary";
import { readCometConfig, rpcUrlOf } from "./cometbft/config-file";
import { CometProcess, type CometExit } from "./cometbft/process";
import { loadAppConfig } from "./config";
import type { HaltError } from "../module-kit/halt";
import { openHomeApp, stateDir, type UpgradeFlags } from "./open-home-app";
import { simulationRunner } from "./simulations";

export interface StartNodeOptions {
  /** The node's home: config/app.toml, config/config.toml, keys, genesis, data/. */
  readonly home: string;
  /** Overrides app.toml's ABCI listen address. */
  readonly address?: string;
  readonly logger: Logger;
  /** The level `logger` writes at, for the loggers of the node's other threads; default app.toml's. */
  readonly logLevel?: LogLevel;
  /** The node's stderr: CometBFT's log and its install progress go there (a stream with a file descriptor). */
  readonly cometOutput: NodeJS.WritableStream;
  /** `--upgrade-handler` and `--unsafe-skip-upgrades`. */
  readonly upgrades?: UpgradeFlags;
}

/** A running node: the app with its ABCI, gRPC and REST servers, and the CometBFT process driving it. */
export interface RunningFullNode {
  readonly abciAddress: string;
  /** CometBFT's JSON-RPC, as clients on this machine reach it. */
  readonly rpcUrl: string;
  readonly grpcAddress?: string;
  readonly restAddress?: string;
  readonly cometPid: number;
  /** Settles when CometBFT exits, whether asked to or not. */
  readonly cometExited: Promise<CometExit>;
  /**
   * Settles when the app halted at a block it must not commit (an upgrade this binary has no handler for): the block
   * was answered with an exception, so CometBFT stops on its own; the node must stop and say why.
   */
  readonly halted: Promise<HaltError>;
  /** The last lines CometBFT wrote to its stderr (fatal errors, panics), oldest first. */
  cometErrorLines(): readonly string[];
  /**
   * Stops the node: forwards `signal` to CometBFT and waits for it to exit (unless it already has), then closes
   * the API servers, the ABCI server and the state database, in that order.
   */
  shutdown(signal?: NodeJS.Signals): Promise<CometExit>;
}

/**
 * Starts a node from its home: opens the app; starts the API worker, a thread that serves gRPC, REST and the ABCI
 * queries from committed state, so that no query ever waits in, or delays, the consensus path; serves ABCI; then
 * spawns CometBFT against the ABCI address it bound. Whatever was started is closed again when a later step fails.
 */
export async function startNode(options: StartNodeOptions): Promise<RunningFullNode> {
  const { home, logger } = options;
  const config = loadAppConfig(home);
  const cometConfig = readCometConfig(home);
  const binary = await installCometbft(options.cometOutput);
  const rpcUrl = rpcUrlOf(cometConfig.rpcListenAddress);

  const cleanups: (() => Promise<void>)[] = [];
  const closeAll = async (): Promise<void> => {
    while (cleanups.length > 0) await cleanups.pop()!();
  };
  try {
    const opened = await openHomeApp(home, config, logger, options.upgrades);
    cleanups.push(async () => {
      await opened.close();
      logger.info("state database closed");
    });
    const queue = new SerialQueue();
    const simulate = simulationRunner(opened.app, queue);
    const api = await ApiWorker.start(
      {
        stateDir: stateDir(home),
        config,
        cometRpc: rpcUrl,
        logLevel: options.logLevel ?? config.logLevel,
        nodeCacheSize: workerCacheSize(config.iavlCacheSize),
      },
      { simulate, logger },
    );
    cleanups.push(() => api.close());
    opened.store.subscribe(({ version, oldest }) => api.committed(version, oldest));

    let cometPid: number | undefined;
    const abci = new AbciServer(opened.app, {
      logger,
      queue,
      query: (request) => {
        if (request.path === SIMULATE_PATH) return simulate(request);
        if (isPeerFilterQuery(request.path)) return Promise.resolve(opened.app.query(request));
        return api.query(request);
      },
      cometPid: () => cometPid,
    });
    const abciAddress = await abci.listen(options.address ?? config.abci.address);
    cleanups.push(() => abci.close());

    const proxyApp = dialable(abciAddress);
    const comet = await CometProcess.start({ binary, home, proxyApp, output: options.cometOutput });
    cometPid = comet.pid;
    logger.info("started CometBFT", { pid: comet.pid, proxy_app: proxyApp, rpc: rpcUrl });
    return {
      abciAddress,
      rpcUrl,
      ...(api.grpcAddress === undefined ? {} : { grpcAddress: api.grpcAddress }),
      ...(api.restAddress === undefined ? {} : { restAddress: api.restAddress }),
      cometPid: comet.pid,
      cometExited: comet.exited,
      halted: opened.app.halted,
      cometErrorLines: () => comet.errorLines(),
      shutdown: async (signal = "SIGTERM") => {
        const exit = await comet.stop(signal);
        await closeAll();
        return exit;
      },
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** The API worker's node cache: a quarter of the app's, as it serves reads that are mostly of recent versions. */
function workerCacheSize(appCacheSize: number): number {
  return Math.max(10_000, Math.floor(appCacheSize / 4));
}

/** The address CometBFT should dial for a bound listen address: a wildcard host becomes the loopback address. */
function dialable(bound: string): string {
  const address = parseAbciAddress(bound);
  if (address.kind === "unix") return bound;
  const host = address.host === "" || address.host === "0.0.0.0" ? "127.0.0.1" : address.host === "::" ? "::1" : address.host;
  return formatAbciAddress({ ...address, host });
}
