import type { Logger } from "../types/logger";

export interface AbciOnlyOptions {
  /** The node's home directory (config/app.toml, config/genesis.json, data/). */
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

/** Opens the app's state under `home` and serves ABCI on the configured address, for an external CometBFT. */
export async function startAbciOnly(_opts: AbciOnlyOptions): Promise<RunningNode> {
  throw new Error("startAbciOnly is being wired (ledger core issue)");
}
