/**
 * A one-validator chain for the node benchmark, made the way `npm start` makes the local chain: `idledger init`
 * in a temporary home, the senders funded in genesis, the validator's gentx, free loopback ports (a running `npm start` keeps its own),
 * then `idledger start` as a child process writing its log, CometBFT's included, to <home>/node.log.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { defaultAppState } from "../../abci-app/src/app/wiring";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import { loadAppConfig, writeAppConfig } from "../../abci-app/src/node/config";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { packageRoot } from "../../abci-app/src/node/package-root";
import { secp256k1Address } from "../../abci-app/src/types/address";
import type { Sender } from "./chain";
import { freePorts } from "./free-ports";

export interface BenchHomeOptions {
  readonly chainId: string;
  /** Funded in genesis with account numbers 0, 1, … in this order (Sender.accountNumber must match). */
  readonly senders: readonly Sender[];
  readonly timeoutCommit: string;
  /** The genesis block gas limit (consensus_params.block.max_gas); unlimited (-1) when undefined. */
  readonly blockMaxGas?: bigint;
  /** app_state sections that replace the defaults (e.g. `{ ssi: … }`). */
  readonly appState?: Record<string, unknown>;
  /** app.toml's `[abci] query-answer-bytes-per-second`; its default when undefined. */
  readonly queryAnswerBytesPerSecond?: number;
  /** app.toml's `sig-verify-threads` and `iavl-cache-size`; `idledger init`'s when undefined. */
  readonly sigVerifyThreads?: number;
  readonly iavlCacheSize?: number;
  /** app.toml's `index-events`; all attributes indexed when undefined. */
  readonly indexEvents?: readonly string[];
  /** Makes a full node (no validator duties) that takes this node's genesis and keeps it as a persistent peer. */
  readonly follow?: BenchHome;
  /** More config.toml settings, by dotted key ("tx_index.indexer"); they override the bench's own. */
  readonly cometConfig?: Readonly<Record<string, string | number | boolean>>;
  /**
   * How the validator enters genesis: by its gentx, as `npm start`'s does (the default), or listed in genesis.json's
   * validators, for an app without staking (bench:node --app noop).
   */
  readonly validatorEntry?: "gentx" | "genesis";
  /** Opens CometBFT's Go profiler (config.toml `rpc.pprof_laddr`) on a free loopback port. */
  readonly cometProfiler?: boolean;
}

export interface BenchHome {
  readonly home: string;
  readonly rpcUrl: string;
  /** From config.toml and genesis: what bounds a block. */
  readonly mempoolSize: number;
  readonly blockMaxBytes: number;
  /** -1: unlimited. */
  readonly blockMaxGas: bigint;
  /** `<node id>@127.0.0.1:<p2p port>`, for other nodes' persistent_peers. */
  readonly peerAddress: string;
  /** host:port of the gRPC server and http://host:port of the REST gateway (both enabled). */
  readonly grpcAddress: string;
  readonly restUrl: string;
  /** http://host:port of CometBFT's Go profiler, when BenchHomeOptions.cometProfiler asked for it. */
  readonly cometProfilerUrl?: string;
}

export interface BenchNode {
  readonly pid: number;
  /** CometBFT's process; the node's own when consensus runs inside it (hid-node's Tendermint). */
  readonly cometPid: number;
  readonly logFile: string;
  /** SIGTERM and wait for the exit (SIGKILL after 60 s); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash; resolves once the process is gone (CometBFT then stops by itself). */
  kill(): Promise<void>;
}

/** Each sender's funds in genesis, in uhid. */
export const UHID_PER_SENDER = "1000000000";
export const VALIDATOR_FUNDS = "2000000000uhid";
/** Voting power 1000, as `npm start`'s validator. */
export const VALIDATOR_STAKE = "1000000000uhid";

export async function initBenchHome(options: BenchHomeOptions): Promise<BenchHome> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-bench-node-"));
  const mode = options.follow === undefined ? "validator" : "full";
  const init = spawnSync(process.execPath, [cliPath(), "init", `bench-${mode}`, "--chain-id", options.chainId, "--home", home, "--mode", mode], {
    encoding: "utf8",
  });
  if (init.status !== 0) throw new Error(`idledger init failed: ${init.stderr}`);
  const nodeId = (JSON.parse(init.stderr) as { node_id: string }).node_id;

  const layout = homeLayout(home);
  if (options.follow !== undefined) fs.copyFileSync(homeLayout(options.follow.home).genesis, layout.genesis);
  const genesis = JSON.parse(fs.readFileSync(layout.genesis, "utf8")) as {
    app_state: unknown;
    consensus_params: { block: { max_bytes: string; max_gas: string } };
  };
  if (options.follow === undefined) {
    genesis.app_state = { ...fundedAppState(options.senders), ...options.appState };
    if (options.blockMaxGas !== undefined) genesis.consensus_params.block.max_gas = options.blockMaxGas.toString();
    fs.writeFileSync(layout.genesis, JSON.stringify(genesis));
    if (options.validatorEntry === "genesis") addGenesisValidator(home);
    else addGentxValidator(home);
  }

  const [rpc, p2p, abci, grpc, rest, pprof] = await freePorts(6);
  setCometConfigValues(layout.cometConfig, {
    proxy_app: `tcp://127.0.0.1:${abci}`,
    "rpc.laddr": `tcp://127.0.0.1:${rpc}`,
    "p2p.laddr": `tcp://127.0.0.1:${p2p}`,
    "consensus.timeout_commit": options.timeoutCommit,
    // Peers on loopback: every node has the same IP and a non-routable address.
    "p2p.addr_book_strict": false,
    "p2p.allow_duplicate_ip": true,
    ...(options.follow === undefined ? {} : { "p2p.persistent_peers": options.follow.peerAddress }),
    ...(options.cometProfiler === true ? { "rpc.pprof_laddr": `127.0.0.1:${pprof}` } : {}),
    ...options.cometConfig,
  });
  const config = loadAppConfig(home);
  writeAppConfig(home, {
    ...config,
    ...(options.sigVerifyThreads === undefined ? {} : { sigVerifyThreads: options.sigVerifyThreads }),
    ...(options.iavlCacheSize === undefined ? {} : { iavlCacheSize: options.iavlCacheSize }),
    ...(options.indexEvents === undefined ? {} : { indexEvents: options.indexEvents }),
    abci: { address: `tcp://127.0.0.1:${abci}`, queryAnswerBytesPerSecond: options.queryAnswerBytesPerSecond ?? config.abci.queryAnswerBytesPerSecond },
    grpc: { ...config.grpc, enable: true, address: `127.0.0.1:${grpc}` },
    api: { ...config.api, enable: true, address: `tcp://127.0.0.1:${rest}` },
  });

  const mempool = (parseToml(fs.readFileSync(layout.cometConfig, "utf8")) as { mempool: { size: number } }).mempool;
  return {
    home,
    rpcUrl: `http://127.0.0.1:${rpc}`,
    mempoolSize: mempool.size,
    blockMaxBytes: Number(genesis.consensus_params.block.max_bytes),
    blockMaxGas: BigInt(genesis.consensus_params.block.max_gas),
    peerAddress: `${nodeId}@127.0.0.1:${p2p}`,
    grpcAddress: `127.0.0.1:${grpc}`,
    restUrl: `http://127.0.0.1:${rest}`,
    ...(options.cometProfiler === true ? { cometProfilerUrl: `http://127.0.0.1:${pprof}` } : {}),
  };
}

/**
 * Runs `idledger start` on the home, or `entry` (a script taking --home that logs "started CometBFT pid=…" as
 * `idledger start` does); resolves once CometBFT has been spawned and the app has committed the chain's first block.
 */
export async function startBenchNode(
  home: string,
  rpcUrl: string,
  nodeFlags: readonly string[] = [],
  entry: readonly string[] = [cliPath(), "start"],
): Promise<BenchNode> {
  const env = { ...process.env };
  delete env["CMTHOME"];
  return spawnBenchNode({
    name: "idledger start",
    command: process.execPath,
    args: [...nodeFlags, ...entry, "--home", home],
    home,
    rpcUrl,
    env,
    cometPidLogged: true,
  });
}

export interface BenchNodeCommand {
  /** For errors: "idledger start". */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly home: string;
  readonly rpcUrl: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The node logs "started CometBFT pid=…" (idledger); otherwise consensus runs in the node's own process. */
  readonly cometPidLogged: boolean;
}

/** Spawns a node writing its log to <home>/node.log; resolves once its chain has committed the second block. */
export async function spawnBenchNode(spec: BenchNodeCommand): Promise<BenchNode> {
  const logFile = path.join(spec.home, "node.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(spec.command, spec.args, { stdio: ["ignore", log, log], env: spec.env ?? process.env });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const kill = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
  };
  const node: BenchNode = { pid: child.pid!, cometPid: child.pid!, logFile, stop: () => stopChild(child, exited), kill };
  const until = <T>(probe: () => T | undefined | Promise<T | undefined>) => waitFor(spec.name, child, logFile, probe);
  try {
    const cometPid = spec.cometPidLogged ? Number(await until(() => /started CometBFT pid=(\d+)/.exec(fs.readFileSync(logFile, "utf8"))?.[1])) : child.pid!;
    // CometBFT reports a height once the block is stored, before the app has run and committed it. Until the app's
    // first Commit its check state is the genesis one, where (as in the SDK) signatures are checked against account
    // number 0, so a load started at height 1 could see its first transactions refused: wait for the second block.
    await until(async () => ((await height(spec.rpcUrl)) >= 2 ? true : undefined));
    return { ...node, cometPid };
  } catch (err) {
    await node.stop();
    throw err;
  }
}

/**
 * The node's validator enters staking as `npm start`'s does: an operator key in the test keyring, funded in genesis
 * after the senders (whose account numbers stay 0, 1, …), and its gentx collected into genesis.json.
 */
function addGentxValidator(home: string): void {
  const run = (...args: string[]) => idledgerCli(home, ...args);
  run("keys", "add", "validator", "--keyring-backend", "test");
  run("genesis", "add-account", "validator", VALIDATOR_FUNDS, "--keyring-backend", "test");
  run("genesis", "gentx", "validator", VALIDATOR_STAKE, "--ip", "127.0.0.1", "--keyring-backend", "test");
  run("genesis", "collect-gentxs");
}

/** The node's own consensus key in genesis.json's validators, as `genesis add-validator` puts another node's. */
function addGenesisValidator(home: string): void {
  idledgerCli(home, "genesis", "add-validator", "bench-validator", idledgerCli(home, "comet", "show-validator"));
}

/** Runs an `idledger` command on the home; its trimmed stdout. */
function idledgerCli(home: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [cliPath(), ...args, "--home", home], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`idledger ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The default app_state with every sender holding UHID_PER_SENDER uhid. */
function fundedAppState(senders: readonly Sender[]): Record<string, unknown> {
  const state = defaultAppState() as Record<string, Record<string, unknown>>;
  state.auth!.accounts = senders.map((s) => ({
    "@type": "/cosmos.auth.v1beta1.BaseAccount",
    address: s.address,
    pub_key: null,
    account_number: String(s.accountNumber),
    sequence: "0",
  }));
  state.bank!.balances = [...senders]
    .sort((a, b) => Buffer.compare(secp256k1Address(a.pubkey), secp256k1Address(b.pubkey)))
    .map((s) => ({ address: s.address, coins: [{ denom: "uhid", amount: UHID_PER_SENDER }] }));
  // written out, so that `genesis add-account` adds the validator's funds to it
  state.bank!.supply = senders.length === 0 ? [] : [{ denom: "uhid", amount: (BigInt(UHID_PER_SENDER) * BigInt(senders.length)).toString() }];
  return state;
}

function cliPath(): string {
  return path.join(packageRoot(), "bin", "idledger.js");
}

async function height(rpcUrl: string): Promise<number> {
  try {
    const res = await fetch(`${rpcUrl}/status`);
    return Number(((await res.json()) as { result: { sync_info: { latest_block_height: string } } }).result.sync_info.latest_block_height);
  } catch {
    return 0;
  }
}

/** Polls `probe` until it returns a value; fails when the node exits or after 60 s, with the end of its log. */
async function waitFor<T>(name: string, child: ChildProcess, logFile: string, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    const tail = () => fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited:\n${tail()}`);
    if (Date.now() > deadline) throw new Error(`the node did not start within 60 s:\n${tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return exited;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
