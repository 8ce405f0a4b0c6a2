/**
 * Node benchmark: end-to-end bank-send throughput and confirmation latency of a real one-validator chain
 * (`idledger start` driving CometBFT v0.38, with the local chain's 1 s timeout_commit) under a load meant to keep
 * CometBFT's mempool full; it reports how full the mempool actually was. The load is MsgSends signed before the node
 * starts and broadcast with broadcast_tx_sync; a transaction is confirmed when the websocket reports the commit of
 * the block that holds it. Run with `npm run bench:node [-- --duration 60 --warmup 10 --senders 1000 --concurrency 64
 * --timeout-commit 1s --keep --cpu-prof]`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { makeSenders, signedTx, type Sender } from "./bench/chain";
import { initBenchHome, startBenchNode, type BenchHome, type BenchNode } from "./bench/local-node";
import { fetchWindowBlock, figures, formatFigures, type Figures, type WindowBlock } from "./bench/node-report";
import { meterCpu } from "./bench/proc";
import { CommitWatch, RpcClient } from "./bench/rpc";
import { SendLoad, type LoadAccount } from "./bench/send-load";

const CHAIN_ID = "idledger-local";

interface Settings {
  readonly durationS: number;
  readonly warmupS: number;
  readonly senders: number;
  readonly concurrency: number;
  readonly timeoutCommit: string;
  readonly keep: boolean;
  readonly cpuProf: boolean;
}

function parseSettings(argv: string[]): Settings {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: "string", default: "60" },
      warmup: { type: "string", default: "10" },
      senders: { type: "string", default: "1000" },
      concurrency: { type: "string", default: "64" },
      "timeout-commit": { type: "string", default: "1s" },
      keep: { type: "boolean", default: false },
      "cpu-prof": { type: "boolean", default: false },
    },
  });
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got ${value}`);
    return n;
  };
  const settings = {
    durationS: positive("duration", values.duration),
    warmupS: positive("warmup", values.warmup),
    senders: positive("senders", values.senders),
    concurrency: positive("concurrency", values.concurrency),
    timeoutCommit: values["timeout-commit"],
    keep: values.keep,
    cpuProf: values["cpu-prof"],
  };
  seconds(settings.timeoutCommit);
  if (settings.concurrency > settings.senders) throw new Error("--concurrency cannot exceed --senders: each request in flight is for a different sender");
  return settings;
}

/** A CometBFT duration such as "1s" or "500ms", in seconds. */
function seconds(duration: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(duration);
  if (m === null) throw new Error(`--timeout-commit must look like 1s or 500ms, got ${duration}`);
  return Number(m[1]) / (m[2] === "ms" ? 1000 : 1);
}

/**
 * Enough transactions for the fastest chain CometBFT allows: a block holds at most the mempool's size, and
 * blocks are at least timeout_commit apart. Most of them stay unused; signing fewer could starve the load.
 */
function txsPerSender(settings: Settings, chain: BenchHome): number {
  const blocks = Math.ceil((settings.warmupS + settings.durationS) / seconds(settings.timeoutCommit)) + 2;
  return Math.ceil((blocks * chain.mempoolSize) / settings.senders);
}

/** Each sender's transactions, sequences 0…count-1, each 1uhid to the next sender. */
function signAll(senders: Sender[], count: number): LoadAccount[] {
  return senders.map((from, i) => {
    const value = MsgSend.encode(MsgSend.fromPartial({ fromAddress: from.address, toAddress: senders[(i + 1) % senders.length]!.address, amount: [{ denom: "uhid", amount: "1" }] })).finish();
    const txs = Array.from({ length: count }, () => signedTx(from, [{ typeUrl: "/cosmos.bank.v1beta1.MsgSend", value }], CHAIN_ID));
    return { txs, next: 0 };
  });
}

async function main(): Promise<void> {
  const settings = parseSettings(process.argv.slice(2));
  const senders = makeSenders(settings.senders);
  const chain = await initBenchHome({ chainId: CHAIN_ID, senders, timeoutCommit: settings.timeoutCommit });
  const profileDir = settings.cpuProf ? fs.mkdtempSync(path.join(os.tmpdir(), "idledger-bench-node-prof-")) : undefined;
  let node: BenchNode | undefined;
  try {
    console.log(`idledger node benchmark: chain ${CHAIN_ID}, one validator, timeout_commit ${settings.timeoutCommit}, mempool size ${chain.mempoolSize}, block max_bytes ${chain.blockMaxBytes}`);
    console.log(
      `load: ${settings.senders} funded senders, 1uhid MsgSend per tx, ${settings.concurrency} broadcast_tx_sync in flight, ` +
        `${settings.warmupS} s warm-up then ${settings.durationS} s measured; home ${chain.home}`,
    );
    const perSender = txsPerSender(settings, chain);
    const t0 = performance.now();
    const accounts = signAll(senders, perSender);
    const signingRate = Math.round((perSender * settings.senders) / ((performance.now() - t0) / 1000));
    console.log(`signed ${(perSender * settings.senders).toLocaleString("en")} txs (secp256k1, SIGN_MODE_DIRECT) before starting the node: ${signingRate.toLocaleString("en")} tx/s`);

    node = await startBenchNode(chain.home, chain.rpcUrl, profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
    const result = await measure(settings, chain, node, accounts);
    console.log(formatFigures(result).join("\n"));
    if (result.mempoolFullRetries === 0) {
      console.log(
        `note: the mempool never filled. Each block takes all of it, and CheckTx admitted fewer txs per block interval than it holds ` +
          `while all ${settings.concurrency} broadcasts stayed in flight: the node's admission, not the load, set the rate.`,
      );
    }
    console.log(JSON.stringify({ bench: "node", settings, signingTxPerSecond: signingRate, ...result }));
  } finally {
    const code = await node?.stop();
    if (code !== undefined && code !== 0) console.error(`idledger exited with ${code}; its log: ${node!.logFile}`);
    if (profileDir !== undefined) console.log(`CPU profile of idledger: ${profileDir} (open it in Chrome DevTools, Performance)`);
    if (settings.keep) console.log(`kept the node's home: ${chain.home}`);
    else fs.rmSync(chain.home, { recursive: true, force: true });
  }
}

/** Starts the load, lets it warm up, measures for the duration, stops it and reads the window's blocks back. */
async function measure(settings: Settings, chain: BenchHome, node: BenchNode, accounts: LoadAccount[]): Promise<Figures> {
  const control = new RpcClient(chain.rpcUrl, 2);
  const broadcast = new RpcClient(chain.rpcUrl, settings.concurrency);
  const commits = await CommitWatch.start(chain.rpcUrl);
  const load = new SendLoad({ rpc: broadcast, accounts, concurrency: settings.concurrency, mempoolMayHaveRoom: () => commits.next() });
  try {
    const status = await control.call<{ node_info: { version: string } }>("status");
    console.log(`node up: idledger pid ${node.pid}, CometBFT ${status.node_info.version} pid ${node.cometPid}, RPC ${chain.rpcUrl}`);
    load.start();
    await sleep(settings.warmupS * 1000);

    const stopMeter = meterCpu([
      { name: "idledger", pid: node.pid },
      { name: "cometbft", pid: node.cometPid },
      { name: "bench (this process)", pid: process.pid },
    ]);
    const windowStart = performance.now();
    const mempoolSamples: number[] = [];
    for (let s = 1; s <= settings.durationS; s++) {
      await sleep(windowStart + s * 1000 - performance.now());
      mempoolSamples.push(Number((await control.call<{ total: string }>("num_unconfirmed_txs")).total));
      if (s % 10 === 0) console.log(`  ${s} s: height ${commits.latestHeight()}, mempool ${mempoolSamples.at(-1)}, ${load.submissions.size.toLocaleString("en")} txs accepted so far`);
    }
    const windowEnd = performance.now();
    const cpu = stopMeter();
    await load.stop();
    if (load.finishedAccounts > 0) console.log(`warning: ${load.finishedAccounts} senders stopped sending (out of pre-signed txs, or rejected): the load thinned`);

    const heights = [...commits.committedAt].filter(([, at]) => at >= windowStart && at <= windowEnd).map(([h]) => h).sort((a, b) => a - b);
    const missed = heights.length === 0 ? 0 : heights.at(-1)! - heights[0]! + 1 - heights.length;
    if (missed > 0) throw new Error(`the websocket missed ${missed} of the window's commits; the figures would be wrong`);
    const blocks: WindowBlock[] = [];
    for (const h of heights) blocks.push(await fetchWindowBlock(control, h, commits.committedAt.get(h)!));
    return figures({
      windowStart,
      windowEnd,
      blocks,
      previousCommitAt: heights.length === 0 ? undefined : commits.committedAt.get(heights[0]! - 1),
      mempoolSamples,
      mempoolSize: chain.mempoolSize,
      load,
      cpu,
    });
  } finally {
    await load.stop();
    commits.stop();
    broadcast.close();
    control.close();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

// Exits explicitly: cosmjs's websocket client keeps reconnecting after disconnect() (@cosmjs/socket ReconnectingSocket).
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
