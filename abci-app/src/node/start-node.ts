import { formatAbciAddress, parseAbciAddress } from "../abci/address";
import { SerialQueue } from "../abci/serial-queue";
import { AbciServer } from "../abci/server";
import type { Logger } from "../types/logger";
import { startApiServers, type ApiServers } from "./api-servers";
import { installCometbft } from "./cometbft/binary";
import { readCometConfig, rpcUrlOf } from "./cometbft/config-file";
import { CometProcess, type CometExit } from "./cometbft/process";
import { loadAppConfig } from "./config";
import { openHomeApp } from "./open-home-app";

export interface StartNodeOptions {
  /** The node's home: config/app.toml, config/config.toml, keys, genesis, data/. */
  readonly home: string;
  /** Overrides app.toml's ABCI listen address. */
  readonly address?: string;
  readonly logger: Logger;
  /** The node's stderr: CometBFT's log and its install progress go there (a stream with a file descriptor). */
  readonly cometOutput: NodeJS.WritableStream;
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
  /** The last lines CometBFT wrote to its stderr (fatal errors, panics), oldest first. */
  cometErrorLines(): readonly string[];
  /**
   * Stops the node: forwards `signal` to CometBFT and waits for it to exit (unless it already has), then closes
   * the API servers, the ABCI server and the state database, in that order.
   */
  shutdown(signal?: NodeJS.Signals): Promise<CometExit>;
}

/**
 * Starts a node from its home: opens the app, serves ABCI (one serial queue shared with the API servers), starts
 * the gRPC and REST servers, then spawns CometBFT against the ABCI address it bound. Whatever was started is
 * closed again when a later step fails.
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
    const opened = await openHomeApp(home, config, logger);
    cleanups.push(async () => {
      await opened.close();
      logger.info("state database closed");
    });
    const queue = new SerialQueue();
    const abci = new AbciServer(opened.app, { logger, queue });
    const abciAddress = await abci.listen(options.address ?? config.abci.address);
    cleanups.push(() => abci.close());
    const api: ApiServers = await startApiServers({ app: opened.app, wiring: opened.wiring, queue, config, cometRpc: rpcUrl, logger });
    cleanups.push(() => api.close());

    const proxyApp = dialable(abciAddress);
    const comet = await CometProcess.start({ binary, home, proxyApp, output: options.cometOutput });
    logger.info("started CometBFT", { pid: comet.pid, proxy_app: proxyApp, rpc: rpcUrl });
    return {
      abciAddress,
      rpcUrl,
      ...(api.grpcAddress === undefined ? {} : { grpcAddress: api.grpcAddress }),
      ...(api.restAddress === undefined ? {} : { restAddress: api.restAddress }),
      cometPid: comet.pid,
      cometExited: comet.exited,
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

/** The address CometBFT should dial for a bound listen address: a wildcard host becomes the loopback address. */
function dialable(bound: string): string {
  const address = parseAbciAddress(bound);
  if (address.kind === "unix") return bound;
  const host = address.host === "" || address.host === "0.0.0.0" ? "127.0.0.1" : address.host === "::" ? "::1" : address.host;
  return formatAbciAddress({ ...address, host });
}
