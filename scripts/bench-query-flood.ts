/**
 * Query flood benchmark: a one-validator chain (`idledger start` with CometBFT, 1 s blocks) holding large DID
 * documents, and a burst of heavy queries (pages of those documents) sent at once through REST, gRPC and CometBFT's
 * abci_query. Prints how each door answered (answers, "server busy" refusals, failures, latency) and the block
 * intervals over the flood: a node whose queries never delay consensus keeps its block interval.
 *
 * Run with `npm run bench:query-flood [-- --requests 2000 --page-limit 100 --dids 500 --did-bytes 20000 --rounds 3
 * --doors rest,grpc,abci --abci-answer-rate <bytes per second> --keep]`.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { heavyDidGenesis } from "./bench/heavy-dids";
import { initBenchHome, startBenchNode } from "./bench/local-node";
import { DOORS, type Door, floodQueries, type FloodReport } from "./bench/query-flood";
import { median, percentile } from "./bench/stats";
import { loadAppConfig } from "../abci-app/src/node/config";
import { sampleProcess } from "./bench/proc";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      requests: { type: "string", default: "2000" },
      "page-limit": { type: "string", default: "100" },
      dids: { type: "string", default: "500" },
      "did-bytes": { type: "string", default: "20000" },
      rounds: { type: "string", default: "3" },
      "timeout-commit": { type: "string", default: "1s" },
      doors: { type: "string", default: DOORS.join(",") },
      "abci-answer-rate": { type: "string" },
      keep: { type: "boolean", default: false },
    },
  });
  const dids = Number(values.dids);
  const bench = await initBenchHome({
    chainId: "idledger-flood",
    senders: [],
    timeoutCommit: values["timeout-commit"]!,
    appState: { ssi: heavyDidGenesis(dids, Number(values["did-bytes"])) },
    ...(values["abci-answer-rate"] === undefined ? {} : { queryAnswerBytesPerSecond: Number(values["abci-answer-rate"]) }),
  });
  const doors = doorList(values.doors!);
  const node = await startBenchNode(bench.home, bench.rpcUrl);
  try {
    const config = loadAppConfig(bench.home);
    const targets = { rpcUrl: bench.rpcUrl, grpcAddress: config.grpc.address, restUrl: `http://${config.api.address.replace(/^tcp:\/\//, "")}` };
    console.log(
      `chain: ${dids} DID documents of ~${values["did-bytes"]} bytes; ${values.requests} queries at once per round through ${doors.join(", ")} (pages of ${values["page-limit"]}), timeout_commit ${values["timeout-commit"]}, abci answers ${config.abci.queryAnswerBytesPerSecond} bytes/s`,
    );
    console.log(`idledger RSS before: ${rssMiB(node.pid)} MiB`);
    for (let round = 1; round <= Number(values.rounds); round++) {
      const report = await floodQueries(targets, { requests: Number(values.requests), pageLimit: Number(values["page-limit"]), doors });
      print(round, report, doors);
    }
    console.log(`idledger RSS after: ${rssMiB(node.pid)} MiB`);
  } finally {
    await node.stop();
    if (!values.keep) fs.rmSync(bench.home, { recursive: true, force: true });
    else console.log(`kept ${bench.home}`);
  }
}

function rssMiB(pid: number): string {
  const sample = sampleProcess(pid);
  return sample === undefined ? "?" : (sample.rssBytes / 2 ** 20).toFixed(0);
}

function doorList(list: string): Door[] {
  const doors = list.split(",");
  for (const door of doors) if (!(DOORS as readonly string[]).includes(door)) throw new Error(`--doors: unknown door ${door} (expected ${DOORS.join(", ")})`);
  return doors as Door[];
}

function print(round: number, report: FloodReport, doors: readonly Door[]): void {
  const { intervalsMs } = report.blocks;
  console.log(
    `\nround ${round}: all answered in ${report.seconds.toFixed(1)} s; blocks ${report.blocks.fromHeight}–${report.blocks.toHeight}: interval max ${Math.max(...intervalsMs)} ms, median ${median(intervalsMs)} ms`,
  );
  for (const door of doors) {
    const t = report.doors[door];
    const failures = [...t.failures].map(([why, n]) => `${n}× ${why}`).join("; ");
    console.log(
      `  ${door.padEnd(4)} ok ${t.ok}, busy ${t.busy}, failed ${[...t.failures.values()].reduce((a, b) => a + b, 0)}; latency p50 ${Math.round(median(t.latenciesMs))} ms, p99 ${Math.round(percentile(t.latenciesMs, 99))} ms${failures ? `\n       ${failures}` : ""}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
