/**
 * CometBFT driving an application that does nothing: every transaction is admitted and succeeds, without events,
 * and the app hash never changes. bench:node's `--app noop` runs it in place of `idledger start`, so that the
 * same load measures what CometBFT alone costs on this machine (RPC, mempool, consensus, block store, indexer):
 * the ceiling no application behind it can pass.
 *
 * With `--tx-result <file>` (bench:node's `--app noop-events`) every transaction gets that result instead: the events,
 * log and data idledger gave a sampled transaction (bench/sample-tx-result.ts), so that CometBFT stores and indexes as
 * much per transaction as behind idledger, for no work in the app.
 *
 * Usage: node dist/scripts/bench/noop-node.js --home <home> [--tx-result <file>]; the home is an `idledger init` one,
 * whose genesis names its validators (the app's InitChain returns none). Stops on SIGTERM or SIGINT.
 */
import { parseArgs } from "node:util";
import type { ExecTxResult, RequestFinalizeBlock, ResponseFinalizeBlock } from "cosmjs-types/tendermint/abci/types";
import { BaseApplication } from "../../abci-app/src/abci/application";
import { AbciServer } from "../../abci-app/src/abci/server";
import { installCometbft } from "../../abci-app/src/node/cometbft/binary";
import { readCometConfig } from "../../abci-app/src/node/cometbft/config-file";
import { CometProcess } from "../../abci-app/src/node/cometbft/process";
import { streamLogger } from "../../lib/logger";
import { readTxResult } from "./sample-tx-result";

/**
 * The no-op app answering every transaction with the same result. Its app hash is a constant that is not empty:
 * CometBFT takes a stored FinalizeBlock response without one for a pre-v0.38 record, and block_results then fails.
 */
class SameResultApplication extends BaseApplication {
  private readonly appHash = new Uint8Array(32).fill(1);

  constructor(private readonly result: ExecTxResult) {
    super();
  }

  override finalizeBlock(req: RequestFinalizeBlock): ResponseFinalizeBlock {
    return { events: [], txResults: req.txs.map(() => this.result), validatorUpdates: [], appHash: this.appHash };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { home: { type: "string" }, "tx-result": { type: "string" } } });
  if (values.home === undefined) throw new Error("--home is required");
  const logger = streamLogger("info");
  const txResult = values["tx-result"];
  const app = txResult === undefined ? new BaseApplication() : new SameResultApplication(readTxResult(txResult));
  const server = new AbciServer(app, { logger });
  const proxyApp = await server.listen(readCometConfig(values.home).proxyApp);
  const comet = await CometProcess.start({ binary: await installCometbft(process.stderr), home: values.home, proxyApp, output: process.stderr });
  // the line bench/local-node.ts waits for, as `idledger start` logs it
  logger.info("started CometBFT", { pid: comet.pid, proxy_app: proxyApp });
  const stop = async (): Promise<void> => {
    await comet.stop();
    await server.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
  const exit = await comet.exited;
  await server.close();
  process.exit(exit.code ?? 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
