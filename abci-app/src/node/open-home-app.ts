import path from "node:path";
import { openApp, type OpenedApp } from "../app/open";
import type { NodeOptions } from "../module-kit/node-options";
import { parseDecCoins } from "../types/coins";
import type { Logger } from "../../../lib/logger";
import { pruningOptions, queryLimits, type AppConfig } from "./config";
import { homeLayout } from "../cli-kit/home";

/** The application's state database inside a node's home. */
export function stateDir(home: string): string {
  return path.join(homeLayout(home).dataDir, "application.db");
}

/** What `idledger start` passes to the modules besides the home: the upgrades this binary applies, the heights it skips. */
export type UpgradeFlags = Omit<NodeOptions, "home">;

/**
 * Opens the app on the state in `home` with app.toml's minimum gas prices, pruning, cache size, query limits,
 * signature threads and indexed events, and the start command's upgrade flags. An app that `runsBlocks` (a node's)
 * verifies its blocks' Ed25519 proofs on a signature thread, one of its own when app.toml's threads are 0; one that
 * does not (a tool reading the state) verifies nothing and starts no thread.
 */
export function openHomeApp(
  home: string,
  config: AppConfig,
  logger: Logger,
  upgrades: UpgradeFlags = {},
  { runsBlocks = true }: { runsBlocks?: boolean } = {},
): Promise<OpenedApp> {
  return openApp({
    dataDir: stateDir(home),
    logger,
    minGasPrices: parseDecCoins(config.minimumGasPrices),
    pruning: pruningOptions(config),
    nodeCacheSize: config.iavlCacheSize,
    signatureThreads: runsBlocks ? config.sigVerifyThreads : 0,
    blockProofThread: runsBlocks,
    indexEvents: config.indexEvents,
    queryLimits: queryLimits(config),
    node: { ...upgrades, home },
  });
}
