import type { SerialQueue } from "../abci/serial-queue";
import { LocalAbciClient } from "../abci/local-client";
import type { IdledgerApp } from "../app/app";
import type { IdledgerWiring } from "../app/wiring";
import { CometRpcClient } from "../comet/rpc-client";
import { abciQuery } from "../server/abci-query";
import { createGrpcServer, listenGrpc, type RunningGrpcServer } from "../server/grpc/server";
import { nodeServiceMethods } from "../server/node-methods";
import { createRestApp } from "../server/rest/app";
import { listenRest, type RunningRestServer } from "../server/rest/server";
import { nodeRestRoutes } from "../server/rest-routes";
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
 * Starts the gRPC server (9090) and the REST gateway (1317) of a node, as app.toml enables them. Both serve the
 * same methods: the module queries (answered by the app through the node's queue), the tx service and the
 * tendermint service (CometBFT's RPC). If the second server cannot start, the first is stopped and the error
 * thrown. close() stops both.
 */
export async function startApiServers(options: ApiServersOptions): Promise<ApiServers> {
  const { config, wiring } = options;
  const logger = options.logger.with({ module: "api" });
  const query = abciQuery(new LocalAbciClient(options.app, options.queue));
  const rpc = new CometRpcClient(options.cometRpc, { maxSockets: 16 });
  const methods = nodeServiceMethods({ query, rpc, queryPaths: wiring.modules.queryRoutes.keys(), bech32Prefix: () => wiring.addressCodec.prefix });

  let grpc: RunningGrpcServer | undefined;
  let rest: RunningRestServer | undefined;
  const close = async () => {
    await Promise.all([grpc?.close(), rest?.close()]);
    rpc.close();
  };
  try {
    if (config.grpc.enable) {
      grpc = await listenGrpc(createGrpcServer({ methods, logger: options.logger }), config.grpc.address);
      logger.info("gRPC server listening", { address: grpc.address });
    }
    if (config.api.enable) {
      rest = await listenRest(createRestApp({ query, methods, routes: nodeRestRoutes, logger: options.logger }), config.api.address);
      logger.info("REST server listening", { address: rest.url });
    }
  } catch (err) {
    await close();
    throw err;
  }
  return {
    ...(grpc === undefined ? {} : { grpcAddress: grpc.address }),
    ...(rest === undefined ? {} : { restAddress: rest.url }),
    close,
  };
}
