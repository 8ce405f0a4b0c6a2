import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { SerialQueue } from "../abci/serial-queue";
import { AbciServer } from "../abci/server";
import { isPeerFilterQuery } from "../app/query-router";
import { SIMULATE_PATH } from "../app/simulate";
import { AnswerBudget } from "../server/limits/answer-budget";
import type { Logger } from "../../../lib/logger";
import { busyAnswer } from "./busy-answer";
import { loadAppConfig } from "./config";
import type { HaltError } from "../module-kit/halt";
import { openHomeApp, type UpgradeFlags } from "./open-home-app";
import { QueryLane } from "./query-lane";

export interface AbciOnlyOptions {
  /** The node's home directory (config/app.toml, data/). */
  readonly home: string;
  /** Overrides the ABCI listen address of app.toml: tcp://host:port or unix:///path. */
  readonly address?: string;
  readonly logger: Logger;
  /** `--upgrade-handler` and `--unsafe-skip-upgrades`. */
  readonly upgrades?: UpgradeFlags;
}

export interface RunningNode {
  /** The address actually bound (a port of 0 resolved). */
  readonly address: string;
  /** Settles when the app halted at a block it must not commit (see RunningFullNode.halted). */
  readonly halted: Promise<HaltError>;
  close(): Promise<void>;
}

/**
 * Opens the app's state under `home` and serves ABCI on the configured address, for a CometBFT the operator
 * runs (its `proxy_app` pointing here). CometBFT sends the genesis with InitChain.
 */
export async function startAbciOnly(opts: AbciOnlyOptions): Promise<RunningNode> {
  const config = loadAppConfig(opts.home);
  const opened = await openHomeApp(opts.home, config, opts.logger, opts.upgrades);
  const queue = new SerialQueue();
  const lane = new QueryLane();
  const answers = new AnswerBudget("ABCI query", config.abci.queryAnswerBytesPerSecond);
  // Queries read committed versions only and run synchronously, so one never sees a Commit half-way: they need not
  // wait in the queue behind blocks. Simulations run on the check state and take their turn with CheckTx and blocks.
  const query = (request: RequestQuery): Promise<ResponseQuery> => {
    if (request.path === SIMULATE_PATH) return queue.run(() => opened.app.query(request));
    if (isPeerFilterQuery(request.path)) return Promise.resolve(opened.app.query(request));
    return lane.run(() => answers.answer(() => opened.app.query(request))).catch(busyAnswer);
  };
  const server = new AbciServer(opened.app, { logger: opts.logger, queue, query });
  let address: string;
  try {
    address = await server.listen(opts.address ?? config.abci.address);
  } catch (err) {
    await opened.close();
    throw err;
  }
  return {
    address,
    halted: opened.app.halted,
    close: async () => {
      await server.close();
      await opened.close();
    },
  };
}
