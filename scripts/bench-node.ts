/**
 * Node benchmark: end-to-end throughput and confirmation latency of a real one-validator chain (`idledger start`
 * driving CometBFT v0.38, with the local chain's 1 s timeout_commit), in three scenarios on fresh chains, each
 * measured for 60 s under a load of transactions signed in advance (before the node starts) and broadcast with
 * broadcast_tx_sync (a transaction is confirmed when the websocket reports the commit of the block that holds it).
 * The open and full scenarios send MsgSends:
 *
 * - open: blocks without a gas limit, as `npm start`'s chain. Every block takes the whole mempool, so the mempool
 *   fills only if CheckTx admits more than the mempool holds in one block interval; on a small machine it does
 *   not, and the figure is the node's own capacity (CheckTx admission).
 * - full: the block gas limit set so that a block holds fewer sends than the open scenario committed per block
 *   (30% of them unless --block-txs says how many:
 *   after each commit CometBFT rechecks what is left in the mempool, and with a full one that leaves CheckTx much less
 *   time to admit new transactions). Demand then exceeds what blocks take, the mempool fills and
 *   stays full, and the figures are those of a congested chain: every block full, CometBFT rechecking the rest of
 *   the mempool after each commit, the load retrying "mempool is full", confirmation latency that of the queue.
 *   The measured window starts once the mempool is at least 90% full; the report counts the seconds in which
 *   CometBFT refused a broadcast for lack of room.
 * - did (issue 17's CreateDID target: 2,000 committed tx/s): the open scenario's chain, loaded with MsgCreateDIDs
 *   instead, each a new DID document (one Ed25519 verification method) signed by its own key as the ssi module
 *   requires, in a tx from one of the same funded senders (bench/did-txs.ts; a CreateDID uses about 70,000 of the
 *   tx's 400,000 gas). A CreateDID tx is three times a send's size (865 bytes) and 3 to 5 times slower to sign, so
 *   the load holds enough for --did-rate CreateDIDs per second (4,000 by default, twice the target) rather than a
 *   full mempool per block; the report warns if senders ran out.
 *
 * Run with `npm run bench:node [-- --scenario both|all|open|full|did --block-txs N --did-rate 4000 --duration 60
 * --warmup 10 --senders 1000 --concurrency 64 --timeout-commit 1s --keep --cpu-prof --app idledger|noop|noop-events|hid-node
 * --hid-noded PATH --comet-config section.key=value … --sig-verify-threads N --iavl-cache-size N --index-events type.key,…
 * --node-flag F … --transport http|websocket --phases]`.
 * --scenario both (the default) runs open then full, all runs open, full then did. --cpu-prof writes a V8 profile of
 * idledger and a Go profile of CometBFT over the measured window; --app noop puts an app that does nothing behind
 * CometBFT, the ceiling any application can reach on the machine, and --app noop-events one that does nothing but
 * answer every transaction with the events and log idledger gives one of the scenario's (bench/sample-tx-result.ts),
 * the ceiling CometBFT's storing and indexing of those leaves; --comet-config tries config.toml settings (e.g.
 * tx_index.indexer=null), --sig-verify-threads, --iavl-cache-size and --index-events app.toml's; --node-flag passes a
 * flag to the node's Node.js (repeatable, e.g. --node-flag=--heap-growing-percent=0 for V8's default heap growth);
 * --phases splits the block cycle into its phases (proposal and votes, FinalizeBlock, Commit, admission until the next
 * proposal), from CometBFT's consensus log and the processes' CPU sampled every few milliseconds, with each phase's time
 * per transaction and the admission speed (bench/block-phases.ts).
 * --app hid-node runs the same chain, load and measurement on the Go original, hid-node v0.1 (`npm run build:hid-node`
 * builds it into .bin/, or --hid-noded names a binary; bench/hid-node.ts), its CreateDIDs signed over the document
 * bytes alone as v0.1 wants.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BENCH_TX_GAS, makeSenders, oneUhidSend, signedTx, type Sender } from "./bench/chain";
import { createDidTx, didKeyStream } from "./bench/did-txs";
import { initBenchHome, startBenchNode, type BenchHome, type BenchNode } from "./bench/local-node";
import { defaultHidNodeBinary, hidNodeVersion, initHidNodeHome, startHidNode } from "./bench/hid-node";
import { type CpuSeries, cyclePhases, type CyclePhases, formatCyclePhases, heightMoments, sampleCpuTimeline } from "./bench/block-phases";
import { fetchWindowBlock, figures, formatFigures, type Figures, type WindowBlock } from "./bench/node-report";
import { meterCpu } from "./bench/proc";
import { sampleTxResult, writeTxResult } from "./bench/sample-tx-result";
import { CommitWatch, RpcClient, WsRpcPool } from "./bench/rpc";
import { SendLoad, type LoadAccount } from "./bench/send-load";

const CHAIN_ID = "idledger-local";
const SCENARIOS = ["open", "full", "did"] as const;
const APPS = ["idledger", "noop", "noop-events", "hid-node"] as const;
const TRANSPORTS = ["http", "websocket"] as const;
type App = (typeof APPS)[number];
type Scenario = (typeof SCENARIOS)[number];
/** --scenario's names for several scenarios, run in this order. */
const SCENARIO_SETS: Readonly<Record<string, readonly Scenario[]>> = { both: ["open", "full"], all: SCENARIOS };
/** The full scenario's blocks hold this share of what the open scenario committed per block. */
const FULL_BLOCK_SHARE = 0.3;
/** Without an open run to size it from, and without --block-txs. */
const FALLBACK_BLOCK_TXS = 500;
/** The did scenario's default --did-rate: twice issue 17's target of 2,000 committed CreateDIDs per second. */
const DID_RATE = 4_000;
/** The full scenario's warm-up lasts until the mempool is this full, for at most FILL_TIMEOUT_S. */
const FULL_MEMPOOL = 0.9;
const FILL_TIMEOUT_S = 180;

interface Settings {
  readonly scenarios: readonly Scenario[];
  readonly blockTxs: number | undefined;
  /** The did scenario signs enough CreateDIDs for this many per second (at most a mempool per block). */
  readonly didRate: number;
  readonly durationS: number;
  readonly warmupS: number;
  readonly senders: number;
  readonly concurrency: number;
  readonly timeoutCommit: string;
  readonly keep: boolean;
  readonly cpuProf: boolean;
  /**
   * What CometBFT drives: idledger, an app that does nothing (the ceiling CometBFT sets; bench/noop-node.ts), or one
   * that does nothing but answer with idledger's events for the scenario's transactions; or, instead of both, the Go
   * original with its own Tendermint.
   */
  readonly app: App;
  /** The hid-noded binary, for --app hid-node. */
  readonly hidNoded: string;
  /** app.toml settings to try; `idledger init`'s when undefined. */
  readonly sigVerifyThreads: number | undefined;
  readonly iavlCacheSize: number | undefined;
  readonly indexEvents: readonly string[] | undefined;
  /** config.toml settings to try, from --comet-config key=value (repeatable). */
  readonly cometConfig: Readonly<Record<string, string | number | boolean>>;
  /** Flags for the node's Node.js, from --node-flag (repeatable). */
  readonly nodeFlags: readonly string[];
  /** How the load reaches CometBFT's RPC: keep-alive HTTP POSTs, or one websocket per broadcast in flight. */
  readonly transport: (typeof TRANSPORTS)[number];
  /** Whether to split the block cycle into its phases, with each process's CPU in each (--phases). */
  readonly phases: boolean;
}

function parseSettings(argv: string[]): Settings {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: "string", default: "both" },
      "block-txs": { type: "string" },
      "did-rate": { type: "string", default: String(DID_RATE) },
      duration: { type: "string", default: "60" },
      warmup: { type: "string", default: "10" },
      senders: { type: "string", default: "1000" },
      concurrency: { type: "string", default: "64" },
      "timeout-commit": { type: "string", default: "1s" },
      keep: { type: "boolean", default: false },
      "cpu-prof": { type: "boolean", default: false },
      "comet-config": { type: "string", multiple: true, default: [] },
      app: { type: "string", default: "idledger" },
      "hid-noded": { type: "string" },
      "sig-verify-threads": { type: "string" },
      "iavl-cache-size": { type: "string" },
      "index-events": { type: "string" },
      "node-flag": { type: "string", multiple: true, default: [] },
      transport: { type: "string", default: "http" },
      phases: { type: "boolean", default: false },
    },
  });
  const count = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${value}`);
    return n;
  };
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got ${value}`);
    return n;
  };
  if (!(TRANSPORTS as readonly string[]).includes(values.transport)) throw new Error(`--transport must be http or websocket, got ${values.transport}`);
  if (!isApp(values.app)) throw new Error(`--app must be one of ${APPS.join(", ")}, got ${values.app}`);
  const scenarios = SCENARIO_SETS[values.scenario] ?? (SCENARIOS.includes(values.scenario as Scenario) ? [values.scenario as Scenario] : undefined);
  if (scenarios === undefined) throw new Error(`--scenario must be both (open and full), all, open, full or did, got ${values.scenario}`);
  const settings = {
    scenarios,
    blockTxs: values["block-txs"] === undefined ? undefined : positive("block-txs", values["block-txs"]),
    didRate: positive("did-rate", values["did-rate"]),
    durationS: positive("duration", values.duration),
    warmupS: positive("warmup", values.warmup),
    senders: positive("senders", values.senders),
    concurrency: positive("concurrency", values.concurrency),
    timeoutCommit: values["timeout-commit"],
    keep: values.keep,
    cpuProf: values["cpu-prof"],
    cometConfig: Object.fromEntries(values["comet-config"].map(cometSetting)),
    app: values.app as Settings["app"],
    hidNoded: values["hid-noded"] ?? defaultHidNodeBinary(),
    sigVerifyThreads: values["sig-verify-threads"] === undefined ? undefined : count("sig-verify-threads", values["sig-verify-threads"]),
    iavlCacheSize: values["iavl-cache-size"] === undefined ? undefined : positive("iavl-cache-size", values["iavl-cache-size"]),
    indexEvents: values["index-events"]?.split(",").filter((name) => name !== ""),
    nodeFlags: values["node-flag"].map(nodeFlag),
    transport: values.transport as Settings["transport"],
    phases: values.phases,
  };
  seconds(settings.timeoutCommit);
  if (values["hid-noded"] !== undefined && settings.app !== "hid-node") throw new Error("--hid-noded is for --app hid-node");
  if (settings.app === "hid-node") {
    const idledgerOnly = Object.entries({
      "--cpu-prof": settings.cpuProf,
      "--phases": settings.phases,
      "--node-flag": settings.nodeFlags.length > 0,
      "--sig-verify-threads": settings.sigVerifyThreads !== undefined,
      "--iavl-cache-size": settings.iavlCacheSize !== undefined,
      "--index-events": settings.indexEvents !== undefined,
    }).filter(([, given]) => given);
    if (idledgerOnly.length > 0) throw new Error(`${idledgerOnly.map(([flag]) => flag).join(", ")}: not for --app hid-node, which is a Go binary`);
  }
  if (settings.concurrency > settings.senders) throw new Error("--concurrency cannot exceed --senders: each request in flight is for a different sender");
  return settings;
}

/** A flag for the node's Node.js: it must look like one, so that a value meant for another option is not taken. */
function nodeFlag(flag: string): string {
  if (!/^--[a-z]/.test(flag)) throw new Error(`--node-flag takes a Node.js or V8 flag such as --heap-growing-percent=0, got ${flag}`);
  return flag;
}

function isApp(value: string): value is App {
  return (APPS as readonly string[]).includes(value);
}

/** The no-op app's command line; for noop-events, with the file of idledger's result for one of the scenario's txs. */
async function noopEntry(app: "noop" | "noop-events", scenario: Scenario, home: string, senders: readonly Sender[]): Promise<string[]> {
  const entry = [path.join(__dirname, "bench", "noop-node.js")];
  if (app === "noop") return entry;
  const file = path.join(home, "noop-tx-result.json");
  writeTxResult(file, await sampleTxResult(scenario === "did" ? "did" : "send", senders));
  return [...entry, "--tx-result", file];
}

/** A fresh home for the chain's node: hid-node's own, or idledger's (which the no-op apps share). */
function initNodeHome(settings: Settings, senders: readonly Sender[], blockMaxGas: bigint | undefined): Promise<BenchHome> {
  const common = {
    chainId: CHAIN_ID,
    senders,
    timeoutCommit: settings.timeoutCommit,
    cometConfig: settings.cometConfig,
    ...(blockMaxGas === undefined ? {} : { blockMaxGas }),
  };
  if (settings.app === "hid-node") return initHidNodeHome({ ...common, binary: settings.hidNoded });
  return initBenchHome({
    ...common,
    cometProfiler: settings.cpuProf,
    ...(settings.sigVerifyThreads === undefined ? {} : { sigVerifyThreads: settings.sigVerifyThreads }),
    ...(settings.iavlCacheSize === undefined ? {} : { iavlCacheSize: settings.iavlCacheSize }),
    ...(settings.indexEvents === undefined ? {} : { indexEvents: settings.indexEvents }),
    validatorEntry: settings.app === "idledger" ? "gentx" : "genesis",
  });
}

/** Starts the chain's node: idledger, a no-op app behind CometBFT, or the Go original. */
async function startNode(
  settings: Settings,
  scenario: Scenario,
  chain: BenchHome,
  senders: readonly Sender[],
  nodeFlags: readonly string[],
): Promise<BenchNode> {
  if (settings.app === "hid-node") return startHidNode(settings.hidNoded, chain);
  if (settings.app === "idledger") return startBenchNode(chain.home, chain.rpcUrl, nodeFlags);
  return startBenchNode(chain.home, chain.rpcUrl, nodeFlags, await noopEntry(settings.app, scenario, chain.home, senders));
}

/** The node's process in the report. */
function processName(app: App): string {
  return app === "noop" || app === "noop-events" ? "no-op app" : app;
}

/** What the report's first line says is measured. */
function benchedNode(settings: Settings): string {
  if (settings.app === "idledger") return "idledger";
  if (settings.app === "hid-node") return `Go hid-node v0.1 (${settings.hidNoded})`;
  return `CometBFT with a no-op app (--app ${settings.app})`;
}

/** "section.key=value" as a config.toml setting; numbers and booleans keep their TOML type. */
function cometSetting(text: string): [string, string | number | boolean] {
  const m = /^((?:[a-z_]+\.)?[a-z_]+)=(.*)$/.exec(text);
  if (m === null) throw new Error(`--comet-config must look like tx_index.indexer=null, got ${text}`);
  const value = m[2]!;
  if (value === "true" || value === "false") return [m[1]!, value === "true"];
  return [m[1]!, /^-?\d+$/.test(value) ? Number(value) : value];
}

/** A CometBFT duration such as "1s" or "500ms", in seconds. */
function seconds(duration: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(duration);
  if (m === null) throw new Error(`--timeout-commit must look like 1s or 500ms, got ${duration}`);
  return Number(m[1]) / (m[2] === "ms" ? 1000 : 1);
}

/**
 * Enough transactions per sender for the fastest chain CometBFT allows: blocks at least timeout_commit apart,
 * each holding at most `blockTxs` (the mempool's size when blocks are unbounded), plus a full mempool left over.
 * Most of them stay unused; signing fewer could starve the load. The did scenario caps `blockTxs` at --did-rate per
 * second instead, to keep the bench's memory and signing time in bounds (a CreateDID tx is three times a send's size).
 */
function txsPerSender(settings: Settings, warmupS: number, blockTxs: number, mempoolSize: number): number {
  const blocks = Math.ceil((warmupS + settings.durationS) / seconds(settings.timeoutCommit)) + 2;
  return Math.ceil((blocks * blockTxs + mempoolSize) / settings.senders);
}

/** A scenario's pre-signed transactions: one list per sender, each in sequence order from 0 (every chain is fresh). */
interface Load {
  /** What a transaction does, for the report. */
  readonly txs: string;
  readonly signatures: string;
  readonly accounts: LoadAccount[];
  /** Signs each sender's transactions up to `count` (sequences 0…count-1); those signed before stay. */
  signUpTo(count: number): void;
}

/** 1uhid from each sender to the next; the open and full scenarios share it. */
function bankLoad(senders: readonly Sender[]): Load {
  const accounts: LoadAccount[] = senders.map(() => ({ txs: [], next: 0 }));
  return {
    txs: "bank sends",
    signatures: "secp256k1, SIGN_MODE_DIRECT",
    accounts,
    signUpTo: (count) =>
      senders.forEach((from, i) => {
        const send = oneUhidSend(from, senders[(i + 1) % senders.length]!.address);
        const txs = accounts[i]!.txs;
        while (txs.length < count) txs.push(signedTx(from, [send], CHAIN_ID));
      }),
  };
}

/**
 * A MsgCreateDID per transaction, each a new DID on the local chain's namespace signed by its own Ed25519 key (bench/did-txs.ts).
 * The senders sign from sequence 0 again, on copies: the bank load's sequences are its own.
 */
function didLoad(senders: readonly Sender[], legacySignatures: boolean): Load {
  const signers = senders.map((s) => ({ ...s, sequence: 0n }));
  const accounts: LoadAccount[] = senders.map(() => ({ txs: [], next: 0 }));
  const keys = didKeyStream("idledger bench-node did", "");
  return {
    txs: "CreateDIDs",
    signatures: "Ed25519 over the document, secp256k1 SIGN_MODE_DIRECT over the tx",
    accounts,
    signUpTo: (count) =>
      signers.forEach((from, i) => {
        const txs = accounts[i]!.txs;
        while (txs.length < count) txs.push(createDidTx(from, keys.next().value, CHAIN_ID, legacySignatures));
      }),
  };
}

interface ScenarioResult extends Figures {
  readonly scenario: Scenario;
  readonly blockMaxGas: string;
  /** The full scenario: how many sends a block holds. */
  readonly blockTxs?: number;
  readonly fillSeconds?: number;
  /** With --phases: the block cycle's phases, with each process's CPU in each. */
  readonly phases?: CyclePhases;
}

async function main(): Promise<void> {
  const settings = parseSettings(process.argv.slice(2));
  const senders = makeSenders(settings.senders);
  console.log(
    `${benchedNode(settings)} node benchmark: chain ${CHAIN_ID}, one validator, timeout_commit ${settings.timeoutCommit}; scenarios: ${settings.scenarios.join(", ")}\n` +
      `load: ${settings.senders} funded senders, txs with gas limit ${BENCH_TX_GAS}, ${settings.concurrency} broadcast_tx_sync in flight over ${settings.transport === "http" ? "HTTP" : "websockets"}, ` +
      `${settings.warmupS} s warm-up then ${settings.durationS} s measured`,
  );
  const results: ScenarioResult[] = [];
  let bank: Load | undefined;
  for (const scenario of settings.scenarios) {
    const blockTxs = scenario !== "full" ? undefined : (settings.blockTxs ?? fullBlockTxs(results.find((r) => r.scenario === "open")));
    // did comes last: the bank sends go before the CreateDIDs are signed.
    if (scenario !== "did") bank ??= bankLoad(senders);
    else bank = undefined;
    results.push(await runScenario(settings, scenario, blockTxs, senders, bank ?? didLoad(senders, settings.app === "hid-node")));
  }
  console.log(JSON.stringify({ bench: "node", settings, scenarios: results }));
}

/** The full scenario's block capacity: a share of what the open scenario committed per block. */
function fullBlockTxs(open: ScenarioResult | undefined): number {
  return open === undefined ? FALLBACK_BLOCK_TXS : Math.max(1, Math.floor(open.txsPerBlock.avg * FULL_BLOCK_SHARE));
}

/** One scenario on a fresh chain: sign what it needs, start the node, measure, stop it. */
async function runScenario(
  settings: Settings,
  scenario: Scenario,
  blockTxs: number | undefined,
  senders: readonly Sender[],
  load: Load,
): Promise<ScenarioResult> {
  const blockMaxGas = blockTxs === undefined ? undefined : BigInt(blockTxs) * BENCH_TX_GAS;
  const chain = await initNodeHome(settings, senders, blockMaxGas);
  const profileDir = settings.cpuProf ? fs.mkdtempSync(path.join(os.tmpdir(), `idledger-bench-node-${scenario}-prof-`)) : undefined;
  let node: BenchNode | undefined;
  try {
    const blocks =
      blockTxs === undefined ? `no block gas limit, max_bytes ${chain.blockMaxBytes}` : `block max_gas ${chain.blockMaxGas}: ${blockTxs} sends per block`;
    console.log(`\nscenario ${scenario} (${load.txs}): mempool size ${chain.mempoolSize}, ${blocks}; home ${chain.home}`);
    const warmupS = scenario === "full" ? FILL_TIMEOUT_S : settings.warmupS;
    const perBlock =
      scenario === "did" ? Math.min(chain.mempoolSize, Math.ceil(settings.didRate * seconds(settings.timeoutCommit))) : (blockTxs ?? chain.mempoolSize);
    const perSender = txsPerSender(settings, warmupS, perBlock, chain.mempoolSize);
    const { accounts } = load;
    const t0 = performance.now();
    const before = accounts[0]!.txs.length;
    load.signUpTo(perSender);
    const signed = (accounts[0]!.txs.length - before) * accounts.length;
    if (signed > 0) {
      const rate = Math.round(signed / ((performance.now() - t0) / 1000));
      console.log(`signed ${signed.toLocaleString("en")} more txs (${load.signatures}) before starting the node: ${rate.toLocaleString("en")} tx/s`);
    }
    for (const account of accounts) account.next = 0;

    const nodeFlags = [...settings.nodeFlags, ...(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`])];
    node = await startNode(settings, scenario, chain, senders, nodeFlags);
    const { result, fillSeconds, timeline } = await measure(settings, scenario, chain, node, accounts, profileDir);
    console.log(formatFigures(result, load.txs).join("\n"));
    const phases =
      timeline === undefined ? undefined : cyclePhases(heightMoments(fs.readFileSync(node.logFile, "utf8")), timeline.series, timeline.from, timeline.to);
    if (timeline !== undefined)
      console.log(phases === undefined ? "block cycle, by phase: no complete cycle in the window" : formatCyclePhases(phases).join("\n"));
    if (scenario !== "full" && result.mempoolFullRetries === 0) {
      console.log(
        `note: the mempool never filled. Each block takes all of it, and CheckTx admitted fewer txs per block interval than it holds ` +
          `while all ${settings.concurrency} broadcasts stayed in flight: the node's admission, not the load, set the rate.`,
      );
    }
    return {
      scenario,
      blockMaxGas: chain.blockMaxGas.toString(),
      ...(blockTxs === undefined ? {} : { blockTxs }),
      ...(fillSeconds === undefined ? {} : { fillSeconds }),
      ...result,
      ...(phases === undefined ? {} : { phases }),
    };
  } finally {
    const code = await node?.stop();
    if (code !== undefined && code !== 0) console.error(`the node exited with ${code}; its log: ${node!.logFile}`);
    if (profileDir !== undefined) console.log(`CPU profiles: ${profileDir} (idledger's .cpuprofile opens in Chrome DevTools, Performance)`);
    if (settings.keep) console.log(`kept the node's home: ${chain.home}`);
    else fs.rmSync(chain.home, { recursive: true, force: true });
  }
}

/** Starts the load, lets it warm up, measures for the duration, stops it and reads the window's blocks back. */
async function measure(
  settings: Settings,
  scenario: Scenario,
  chain: BenchHome,
  node: BenchNode,
  accounts: LoadAccount[],
  profileDir: string | undefined,
): Promise<{ result: Figures; fillSeconds?: number; timeline?: WindowTimeline }> {
  const control = new RpcClient(chain.rpcUrl, 2);
  const broadcast =
    settings.transport === "http" ? new RpcClient(chain.rpcUrl, settings.concurrency) : await WsRpcPool.open(chain.rpcUrl, settings.concurrency);
  const commits = await CommitWatch.start(chain.rpcUrl);
  const load = new SendLoad({ rpc: broadcast, accounts, concurrency: settings.concurrency, mempoolMayHaveRoom: () => commits.next() });
  try {
    const status = await control.call<{ node_info: { version: string } }>("status");
    const name = processName(settings.app);
    const consensusInProcess = node.cometPid === node.pid;
    console.log(
      consensusInProcess
        ? `node up: ${name} ${hidNodeVersion(settings.hidNoded)} with Tendermint ${status.node_info.version} in its process, pid ${node.pid}, RPC ${chain.rpcUrl}`
        : `node up: ${name} pid ${node.pid}, CometBFT ${status.node_info.version} pid ${node.cometPid}, RPC ${chain.rpcUrl}`,
    );
    load.start();
    const loadStart = performance.now();
    await sleep(settings.warmupS * 1000);
    let fillSeconds: number | undefined;
    if (scenario === "full") {
      await untilMempoolFull(control, chain.mempoolSize, loadStart);
      fillSeconds = Math.round((performance.now() - loadStart) / 1000);
      console.log(`  the mempool is ${FULL_MEMPOOL * 100}% full after ${fillSeconds} s of load: measuring`);
    }

    const stopMeter = meterCpu([
      { name, pid: node.pid },
      ...(consensusInProcess ? [] : [{ name: "cometbft", pid: node.cometPid }]),
      { name: "bench (this process)", pid: process.pid },
    ]);
    const cometProfile =
      profileDir === undefined || chain.cometProfilerUrl === undefined
        ? undefined
        : saveGoProfile(`${chain.cometProfilerUrl}/debug/pprof/profile?seconds=${settings.durationS}`, path.join(profileDir, "cometbft.pprof"));
    const windowStart = performance.now();
    const timelineFrom = Date.now();
    const stopTimeline = settings.phases
      ? sampleCpuTimeline([
          { name: "app main thread", pid: node.pid, mainThreadOnly: true },
          { name: "app", pid: node.pid },
          { name: "cometbft", pid: node.cometPid },
          { name: "bench", pid: process.pid },
        ])
      : undefined;
    const mempoolSamples: number[] = [];
    for (let s = 1; s <= settings.durationS; s++) {
      await sleep(windowStart + s * 1000 - performance.now());
      mempoolSamples.push(Number((await control.call<{ total: string }>("num_unconfirmed_txs")).total));
      if (s % 10 === 0)
        console.log(
          `  ${s} s: height ${commits.latestHeight()}, mempool ${mempoolSamples.at(-1)}, ${load.submissions.size.toLocaleString("en")} txs accepted so far`,
        );
    }
    const windowEnd = performance.now();
    const timeline = stopTimeline === undefined ? undefined : { series: stopTimeline(), from: timelineFrom, to: Date.now() };
    const cpu = stopMeter();
    if (cometProfile !== undefined) console.log(`CPU profile of CometBFT over the window: ${await cometProfile} (go tool pprof -top <file>)`);
    await load.stop();
    if (load.finishedAccounts > 0) {
      const hint = scenario === "did" ? "; raise --did-rate if they ran out" : "";
      console.log(`warning: ${load.finishedAccounts} senders stopped sending (out of pre-signed txs, or rejected): the load thinned${hint}`);
    }

    const heights = [...commits.committedAt]
      .filter(([, at]) => at >= windowStart && at <= windowEnd)
      .map(([h]) => h)
      .sort((a, b) => a - b);
    const missed = heights.length === 0 ? 0 : heights.at(-1)! - heights[0]! + 1 - heights.length;
    if (missed > 0) throw new Error(`the websocket missed ${missed} of the window's commits; the figures would be wrong`);
    const blocks: WindowBlock[] = [];
    for (const h of heights) blocks.push(await fetchWindowBlock(control, h, commits.committedAt.get(h)!));
    const result = figures({
      windowStart,
      windowEnd,
      blocks,
      previousCommitAt: heights.length === 0 ? undefined : commits.committedAt.get(heights[0]! - 1),
      mempoolSamples,
      mempoolSize: chain.mempoolSize,
      load,
      cpu,
    });
    return { result, ...(fillSeconds === undefined ? {} : { fillSeconds }), ...(timeline === undefined ? {} : { timeline }) };
  } finally {
    await load.stop();
    commits.stop();
    broadcast.close();
    control.close();
  }
}

/** The CPU timeline sampled over the measured window (--phases), with the window's bounds in ms since the epoch. */
interface WindowTimeline {
  readonly series: CpuSeries[];
  readonly from: number;
  readonly to: number;
}

/** Fetches a Go pprof profile (the request lasts as long as the profile) and writes it to `file`. */
async function saveGoProfile(url: string, file: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

/** Polls the mempool's size until it is FULL_MEMPOOL full; fails after FILL_TIMEOUT_S of load. */
async function untilMempoolFull(rpc: RpcClient, size: number, loadStart: number): Promise<void> {
  for (;;) {
    const total = Number((await rpc.call<{ total: string }>("num_unconfirmed_txs")).total);
    if (total >= FULL_MEMPOOL * size) return;
    if (performance.now() - loadStart > FILL_TIMEOUT_S * 1000) {
      throw new Error(
        `the mempool held only ${total} of ${size} txs after ${FILL_TIMEOUT_S} s of load: blocks take more than CheckTx admits; try a smaller --block-txs`,
      );
    }
    await sleep(250);
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
