import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { readChainId, CHAIN_STORE } from "../../app/chain-state";
import { NODE_CONFIG_PATH, nodeConfigHandler } from "../../app/node-config-query";
import { QueryRouter, type QueryLimits } from "../../app/query-router";
import { appVersion } from "../../app/version";
import { createWiring, type IdledgerWiring } from "../../app/wiring";
import { StateFollower } from "../../store/state-follower";
import { Context } from "../../module-kit/context";
import type { Logger } from "../../../../lib/logger";
import type { DecCoin } from "../../types/coins";

const NO_TIME = { seconds: 0n, nanos: 0 };

/**
 * The node's queries answered from committed state in the API worker: a StateFollower of the app's database, the
 * modules' query routes, and the settings kept in state that answers depend on (chain id, bech32 prefix), read
 * again whenever the chain starts (the first commit after genesis).
 */
export class CommittedQueries {
  private chainId = "";

  private constructor(
    private readonly state: StateFollower,
    private readonly wiring: IdledgerWiring,
    private readonly router: QueryRouter,
  ) {}

  static async open(
    stateDir: string,
    options: { nodeCacheSize: number; limits: QueryLimits; minGasPrices: readonly DecCoin[]; logger: Logger },
  ): Promise<CommittedQueries> {
    const wiring = createWiring();
    const state = await StateFollower.open(stateDir, wiring.modules.storeNames, { nodeCacheSize: options.nodeCacheSize });
    let queries: CommittedQueries | undefined;
    const router = new QueryRouter({
      store: state,
      routes: wiring.modules.queryRoutes,
      rawRoutes: new Map([[NODE_CONFIG_PATH, nodeConfigHandler(options.minGasPrices)]]),
      chainId: () => queries!.chainId,
      version: appVersion(),
      limits: options.limits,
      logger: options.logger,
    });
    queries = new CommittedQueries(state, wiring, router);
    queries.loadSettings();
    return queries;
  }

  get queryPaths(): Iterable<string> {
    return this.wiring.modules.queryRoutes.keys();
  }

  get bech32Prefix(): string {
    return this.wiring.addressCodec.prefix;
  }

  /** Answers from the committed version the request names (0: the latest). Never throws. */
  query(request: RequestQuery): ResponseQuery {
    return this.router.query(request);
  }

  /** The app committed `version`; versions below `oldest` are being pruned. */
  advance(version: number, oldest: number): void {
    const started = this.state.lastCommit().version > 0;
    this.state.advance(version, oldest);
    if (!started) this.loadSettings();
  }

  close(): Promise<void> {
    return this.state.close();
  }

  private loadSettings(): void {
    const last = this.state.lastCommit();
    if (last.version === 0) return;
    const view = this.state.view();
    this.chainId = readChainId(view.getKVStore(CHAIN_STORE)) ?? "";
    this.wiring.modules.restore(
      Context.create({ chainId: this.chainId, height: BigInt(last.version), time: NO_TIME, proposer: new Uint8Array() }, "query", view.branch()),
    );
  }
}
