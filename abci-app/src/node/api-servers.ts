import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { CometRpcClient } from "../comet/rpc-client";
import type { AbciQuery } from "../server/abci-query";
import { createGrpcServer, listenGrpc, type RunningGrpcServer } from "../server/grpc/server";
import { DoorLimit } from "../../../lib/door-limit";
import { nodeServiceMethods } from "../server/node-methods";
import { createRestApp } from "../server/rest/app";
import { listenRest, type RunningRestServer } from "../server/rest/server";
import { nodeRestPlugins, nodeRestRoutes } from "../server/rest-routes";
import { listenRpcCompat, type RunningRpcCompat } from "../server/rpc-compat/server";
import { tendermintAbciQuery } from "../server/tendermint/abci-query";
import type { Logger } from "../../../lib/logger";
import type { AppConfig } from "./config";

export interface ApiServersOptions {
  /**
   * Answers the module queries and Simulate. In a node this reads committed state in the API worker's thread
   * (node/api-worker/), never through the ABCI queue, so no query waits for a block or delays one.
   */
  readonly query: AbciQuery;
  /** Every module's query paths (the QueryRoute tables: the single source of what is served). */
  readonly queryPaths: Iterable<string>;
  readonly bech32Prefix: () => string;
  /**
   * app.toml: `[grpc]` and `[api]` say whether and where to listen, and how many queries each door takes at once;
   * `[rpc-compat]` whether and where to serve the Tendermint-0.34-compatible RPC.
   */
  readonly config: AppConfig;
  /** CometBFT's RPC (http://127.0.0.1:26657): broadcasting, transactions and blocks come from it. */
  readonly cometRpc: string;
  /** How far behind the serving thread is (ms) when too far; every door then answers "server busy". */
  readonly overload?: () => number | undefined;
  readonly logger: Logger;
}

export interface ApiServers {
  /** Where each server listens (ports of 0 resolved), when enabled. */
  readonly grpcAddress?: string;
  readonly restAddress?: string;
  /** The Tendermint-0.34-compatible RPC, when enabled: "http://127.0.0.1:26659". */
  readonly rpcCompatUrl?: string;
  /** An ABCI query of a tendermint service method, answered as gRPC answers it; undefined for any other path. */
  tendermintQuery(request: RequestQuery): Promise<ResponseQuery> | undefined;
  close(): Promise<void>;
}

/**
 * Starts the gRPC server (9090) and the REST gateway (1317) of a node, as app.toml enables them. Both serve the
 * same methods: the module queries, the tx service and the tendermint service (CometBFT's RPC), each door with
 * its own admission limit. With `[rpc-compat]` enabled, it also starts the Tendermint-0.34-compatible RPC (26659),
 * a translating proxy in front of CometBFT's. If a later server cannot start, those started are stopped and the
 * error thrown. close() stops them all.
 */
export async function startApiServers(options: ApiServersOptions): Promise<ApiServers> {
  const { config } = options;
  const logger = options.logger.with({ module: "api" });
  const rpc = new CometRpcClient(options.cometRpc, { maxSockets: 16 });
  const methods = nodeServiceMethods({ query: options.query, rpc, queryPaths: options.queryPaths, bech32Prefix: options.bech32Prefix });

  let grpc: RunningGrpcServer | undefined;
  let rest: RunningRestServer | undefined;
  let rpcCompat: RunningRpcCompat | undefined;
  const close = async () => {
    await Promise.all([grpc?.close(), rest?.close(), rpcCompat?.close()]);
    rpc.close();
  };
  try {
    if (config.grpc.enable) {
      const limit = new DoorLimit("gRPC", { maxActive: config.grpc.maxConcurrentQueries, maxWaiting: config.grpc.maxQueuedQueries }, options.overload);
      grpc = await listenGrpc(createGrpcServer({ methods, limit, logger: options.logger }), config.grpc.address);
      logger.info("gRPC server listening", { address: grpc.address });
    }
    if (config.api.enable) {
      const limit = new DoorLimit("REST", { maxActive: config.api.maxConcurrentQueries, maxWaiting: config.api.maxQueuedQueries }, options.overload);
      rest = await listenRest(
        createRestApp({ query: options.query, methods, routes: nodeRestRoutes, plugins: nodeRestPlugins, limit, logger: options.logger }),
        config.api.address,
      );
      logger.info("REST server listening", { address: rest.url });
    }
    if (config.rpcCompat.enable) {
      const { maxBodyBytes } = config.rpcCompat;
      rpcCompat = await listenRpcCompat({ cometRpc: options.cometRpc, maxBodyBytes, logger: options.logger }, config.rpcCompat.address);
      logger.info("Tendermint 0.34 compatible RPC listening", { address: rpcCompat.url, comet_rpc: options.cometRpc });
    }
  } catch (err) {
    await close();
    throw err;
  }
  return {
    ...(grpc === undefined ? {} : { grpcAddress: grpc.address }),
    ...(rest === undefined ? {} : { restAddress: rest.url }),
    ...(rpcCompat === undefined ? {} : { rpcCompatUrl: rpcCompat.url }),
    tendermintQuery: tendermintAbciQuery(methods),
    close,
  };
}
