import type { CometRpcClient } from "../comet/rpc-client";
import type { AbciQuery } from "./abci-query";
import { nodeConfigServiceMethods } from "./node-config/service";
import { queryMethods } from "./query-methods";
import type { ServiceMethod } from "./service-method";
import { tendermintServiceMethods } from "./tendermint/service";
import { txServiceMethods } from "./tx/service";

export interface NodeMethodsDeps {
  /** The app, through the node's queue. */
  readonly query: AbciQuery;
  readonly rpc: CometRpcClient;
  /** Every module's query paths (the QueryRoute tables: the single source of what is served). */
  readonly queryPaths: Iterable<string>;
  readonly bech32Prefix: () => string;
}

/** Every gRPC method a node serves, by path: the module queries, the tx, tendermint and node services. */
export function nodeServiceMethods(deps: NodeMethodsDeps): Map<string, ServiceMethod> {
  return new Map([
    ...queryMethods(deps.queryPaths, deps.query),
    ...txServiceMethods(deps),
    ...tendermintServiceMethods(deps),
    ...nodeConfigServiceMethods(deps.query),
  ]);
}
