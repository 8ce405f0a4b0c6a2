/**
 * CometBFT driving an application that does nothing: every transaction is admitted and succeeds, without events,
 * and the app hash never changes. bench:node's `--app noop` runs it in place of `idledger start`, so that the
 * same load measures what CometBFT alone costs on this machine (RPC, mempool, consensus, block store, indexer):
 * the ceiling no application behind it can pass.
 *
 * Usage: node dist/scripts/bench/noop-node.js --home <home>; the home is an `idledger init` one, whose genesis
 * names its validators (the app's InitChain returns none). Stops on SIGTERM or SIGINT.
 */
import { parseArgs } from "node:util";
import { BaseApplication } from "../../abci-app/src/abci/application";
import { AbciServer } from "../../abci-app/src/abci/server";
import { installCometbft } from "../../abci-app/src/node/cometbft/binary";
import { readCometConfig } from "../../abci-app/src/node/cometbft/config-file";
import { CometProcess } from "../../abci-app/src/node/cometbft/process";
import { streamLogger } from "../../lib/logger";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { home: { type: "string" } } });
  if (values.home === undefined) throw new Error("--home is required");
  const logger = streamLogger("info");
  const server = new AbciServer(new BaseApplication(), { logger });
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
