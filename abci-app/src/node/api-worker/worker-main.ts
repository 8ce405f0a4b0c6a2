import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import "../../codec/cosmjs-types-patches";
import { queryFailure } from "../../app/query-response";
import { SIMULATE_PATH } from "../../app/simulate";
import { OverloadMonitor } from "../../server/limits/overload";
import { sinkLogger } from "../../../../lib/logger";
import { parseDecCoins } from "../../types/coins";
import { ErrServerBusy } from "../../types/query-limits-errors";
import { startApiServers, type ApiServers } from "../api-servers";
import { queryLimits } from "../config";
import { CommittedQueries } from "./committed-queries";
import type { ApiWorkerSettings, FromWorker, ToWorker } from "./protocol";

/**
 * How far behind the worker may fall before every door answers "server busy": about 25 heavy pages (a page of 100
 * large DID documents takes some 20 ms to read and print) already waiting.
 */
const MAX_EVENT_LOOP_DELAY_MS = 500;

/**
 * The node's API worker: a thread of the node process that answers every query off the consensus path. It reads
 * the app's committed versions from the shared database (CommittedQueries), serves gRPC and REST, answers the ABCI
 * queries the main thread hands it, and asks the main thread to run simulations, which need the check state.
 */
async function run(port: MessagePort, settings: ApiWorkerSettings): Promise<void> {
  const send = (message: FromWorker): void => port.postMessage(message);
  const logger = sinkLogger(settings.logLevel, (level, message, fields) => send({ kind: "log", level, message, fields }));
  const { config } = settings;
  const queries = await CommittedQueries.open(settings.stateDir, {
    nodeCacheSize: settings.nodeCacheSize,
    limits: queryLimits(config),
    minGasPrices: parseDecCoins(config.minimumGasPrices),
    logger,
  });
  const monitor = new OverloadMonitor(MAX_EVENT_LOOP_DELAY_MS);
  const overload = () => monitor.overload();

  const simulations = new Map<number, (response: ResponseQuery) => void>();
  let nextSimulation = 1;
  const simulate = (request: RequestQuery): Promise<ResponseQuery> =>
    new Promise((resolve) => {
      const id = nextSimulation++;
      simulations.set(id, resolve);
      send({ kind: "simulate", id, request });
    });

  let servers: ApiServers;
  try {
    servers = await startApiServers({
      query: async (path, data, height, prove = false) => {
        const request = { path, data, height, prove };
        return path === SIMULATE_PATH ? simulate(request) : queries.query(request);
      },
      queryPaths: queries.queryPaths,
      bech32Prefix: () => queries.bech32Prefix,
      config,
      cometRpc: settings.cometRpc,
      overload,
      logger,
    });
  } catch (err) {
    monitor.stop();
    await queries.close();
    throw err;
  }

  port.on("message", (message: ToWorker) => {
    switch (message.kind) {
      case "committed":
        queries.advance(message.version, message.oldest);
        return;
      case "query": {
        const behind = overload();
        if (behind !== undefined) {
          const response = queryFailure(ErrServerBusy.wrap(`the query service is ${behind} ms behind with the queries it has; retry shortly`));
          send({ kind: "answer", id: message.id, response });
          return;
        }
        // The tendermint service's paths are answered from CometBFT's RPC, so later; everything else from state, now.
        const fromComet = servers.tendermintQuery(message.request);
        if (fromComet !== undefined) void fromComet.then((response) => send({ kind: "answer", id: message.id, response }));
        else send({ kind: "answer", id: message.id, response: queries.query(message.request) });
        return;
      }
      case "simulated":
        simulations.get(message.id)?.(message.response);
        simulations.delete(message.id);
        return;
      case "close":
        void (async () => {
          await servers.close();
          monitor.stop();
          await queries.close();
          send({ kind: "closed" });
          port.close();
        })();
        return;
    }
  });
  send({
    kind: "ready",
    ...(servers.grpcAddress === undefined ? {} : { grpcAddress: servers.grpcAddress }),
    ...(servers.restAddress === undefined ? {} : { restAddress: servers.restAddress }),
  });
}

if (parentPort !== null) {
  const port = parentPort;
  run(port, workerData as ApiWorkerSettings).catch((err: unknown) => {
    port.postMessage({ kind: "failed", error: err instanceof Error ? err.message : String(err) } satisfies FromWorker);
    port.close();
  });
}
