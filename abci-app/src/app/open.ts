import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import type { NodeOptions } from "../module-kit/node-options";
import { SignaturePool } from "../crypto/signature-pool";
import { RootMultiStore } from "../store/root-multi";
import type { PruningOptions } from "../store/types";
import type { DecCoin } from "../types/coins";
import type { Logger } from "../../../lib/logger";
import { IdledgerApp } from "./app";
import type { QueryLimits } from "./query-router";
import { createWiring, type IdledgerWiring } from "./wiring";

export interface OpenAppOptions {
  /** The directory of the state database (`<home>/data/application.db`). */
  readonly dataDir: string;
  readonly logger: Logger;
  readonly minGasPrices?: readonly DecCoin[];
  readonly pruning?: PruningOptions;
  readonly nodeCacheSize?: number;
  readonly queryLimits?: QueryLimits;
  /** The module list; the chain's own (app/modules.ts) unless given (tests add stand-in modules). */
  readonly modules?: readonly AnyModuleDescriptor[];
  /** The `type.key` attributes CometBFT indexes (app.toml `index-events`); all when empty or undefined. */
  readonly indexEvents?: readonly string[];
  /** Threads that verify transactions' signatures ahead of their turn (app.toml `sig-verify-threads`); none when 0 or undefined. */
  readonly signatureThreads?: number;
  /**
   * Whether blocks' Ed25519 proofs are verified on a signature thread while the block runs, on one of its own when
   * `signatureThreads` gives none: what a node does. Off by default, for the tools and tests that run no blocks.
   */
  readonly blockProofThread?: boolean;
  /** This process's settings for the modules: its home, the upgrades it can apply, the upgrade heights it skips. */
  readonly node?: NodeOptions;
}

export interface OpenedApp {
  readonly app: IdledgerApp;
  readonly wiring: IdledgerWiring;
  readonly store: RootMultiStore;
  /** Closes the state database; call after the ABCI server has stopped calling the app. */
  close(): Promise<void>;
}

/** Opens the committed state in `dataDir` (creating it on first use) and builds the app on it. */
export async function openApp(options: OpenAppOptions): Promise<OpenedApp> {
  const wiring = createWiring(options.modules, { logger: options.logger, ...(options.node === undefined ? {} : { node: options.node }) });
  const store = await RootMultiStore.open(options.dataDir, wiring.modules.storeNames, {
    ...(options.pruning ? { pruning: options.pruning } : {}),
    ...(options.nodeCacheSize ? { nodeCacheSize: options.nodeCacheSize } : {}),
    logger: options.logger,
  });
  const transactionThreads = options.signatureThreads ?? 0;
  const signaturePool = signaturePoolFor(transactionThreads, options.blockProofThread === true, options.logger);
  const app = new IdledgerApp({
    store,
    wiring,
    logger: options.logger,
    minGasPrices: options.minGasPrices ?? [],
    ...(options.queryLimits === undefined ? {} : { queryLimits: options.queryLimits }),
    ...(signaturePool === undefined ? {} : { signaturePool, transactionsAhead: transactionThreads > 0 }),
    ...(options.indexEvents === undefined ? {} : { indexEvents: options.indexEvents }),
  });
  const close = async (): Promise<void> => {
    await signaturePool?.close();
    await store.close();
  };
  return { app, wiring, store, close };
}

/** The configured threads, started at once; else, for an app that runs blocks, one for their proofs, started when needed. */
function signaturePoolFor(transactionThreads: number, blockProofThread: boolean, logger: Logger): SignaturePool | undefined {
  if (transactionThreads > 0) return new SignaturePool(transactionThreads, logger);
  if (blockProofThread) return new SignaturePool(1, logger, { startOnFirstUse: true });
  return undefined;
}
