import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import type { NodeOptions } from "../module-kit/node-options";
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
  const app = new IdledgerApp({
    store,
    wiring,
    logger: options.logger,
    minGasPrices: options.minGasPrices ?? [],
    ...(options.queryLimits === undefined ? {} : { queryLimits: options.queryLimits }),
  });
  return { app, wiring, store, close: () => store.close() };
}
