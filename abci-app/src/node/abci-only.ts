import { AbciServer } from "../abci/server";
import type { Logger } from "../types/logger";
import { loadAppConfig } from "./config";
import { openHomeApp } from "./open-home-app";

export interface AbciOnlyOptions {
  /** The node's home directory (config/app.toml, data/). */
  readonly home: string;
  /** Overrides the ABCI listen address of app.toml: tcp://host:port or unix:///path. */
  readonly address?: string;
  readonly logger: Logger;
}

export interface RunningNode {
  /** The address actually bound (a port of 0 resolved). */
  readonly address: string;
  close(): Promise<void>;
}

/**
 * Opens the app's state under `home` and serves ABCI on the configured address, for a CometBFT the operator
 * runs (its `proxy_app` pointing here). CometBFT sends the genesis with InitChain.
 */
export async function startAbciOnly(opts: AbciOnlyOptions): Promise<RunningNode> {
  const config = loadAppConfig(opts.home);
  const opened = await openHomeApp(opts.home, config, opts.logger);
  const server = new AbciServer(opened.app, { logger: opts.logger });
  let address: string;
  try {
    address = await server.listen(opts.address ?? config.abci.address);
  } catch (err) {
    await opened.close();
    throw err;
  }
  return {
    address,
    close: async () => {
      await server.close();
      await opened.close();
    },
  };
}
