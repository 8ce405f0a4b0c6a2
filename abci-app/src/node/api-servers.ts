import type { SerialQueue } from "../abci/serial-queue";
import type { IdledgerApp } from "../app/app";
import type { IdledgerWiring } from "../app/wiring";
import type { Logger } from "../types/logger";
import type { AppConfig } from "./config";

export interface ApiServersOptions {
  readonly app: IdledgerApp;
  readonly wiring: IdledgerWiring;
  /** The ABCI server's queue: API queries must not interleave with ABCI calls. */
  readonly queue: SerialQueue;
  /** app.toml: `[grpc]` and `[api]` say whether and where to listen. */
  readonly config: AppConfig;
  /** CometBFT's RPC (http://127.0.0.1:26657): broadcasting, transactions and blocks come from it. */
  readonly cometRpc: string;
  readonly logger: Logger;
}

export interface ApiServers {
  /** Where each server listens (ports of 0 resolved), when enabled. */
  readonly grpcAddress?: string;
  readonly restAddress?: string;
  close(): Promise<void>;
}

/**
 * Starts the gRPC server (9090) and the REST gateway (1317) of a node, as app.toml enables them.
 * SEAM, being implemented (node issue): until then no API server is started.
 */
export async function startApiServers(_options: ApiServersOptions): Promise<ApiServers> {
  return { close: async () => {} };
}
