import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import type { NodeMode } from "../../abci-app/src/node/cometbft/config-template";
import { loadAppConfig, writeAppConfig } from "../../abci-app/src/node/config";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { builtCli } from "./built-cli";
import { freePorts } from "../../scripts/bench/free-ports";
import { latestHeight } from "./cometbft";
import { appStateWith, withGenesisValidator, type GenesisAccount } from "./genesis";
import { spawnCli, type CliProcess } from "./node-process";

export interface LocalNodeOptions {
  /** Default "idledger-e2e". */
  readonly chainId?: string;
  /** Accounts funded in genesis (auth accounts, bank balances), numbered in this order. */
  readonly accounts?: readonly GenesisAccount[];
  /** app_state sections that replace the defaults, e.g. `{ ssi: SSI_GENESIS }`. */
  readonly appState?: Record<string, unknown>;
  /** CometBFT's timeout_commit, about the block time: default "300ms". */
  readonly blockTime?: string;
  /** Default validator: a one-validator chain. */
  readonly mode?: NodeMode;
  readonly moniker?: string;
  /** The home to create; default a new directory under the system's temp dir. It must not exist yet. */
  readonly home?: string;
}

/** The bonded tokens of a validator node's genesis validator: power 10, as `cometbft init` gives its own. */
const VALIDATOR_TOKENS = 10_000_000n;

/** A node home made by `idledger init` on free loopback ports. */
export interface LocalHome {
  readonly home: string;
  readonly chainId: string;
  /** `<id>@127.0.0.1:<port>`, for other nodes' seeds or persistent_peers. */
  readonly peerAddress: string;
  readonly nodeId: string;
  /** CometBFT's RPC, http://127.0.0.1:<port>. */
  readonly rpcUrl: string;
  readonly abciAddress: string;
  /** From app.toml: host:port of the gRPC server, tcp://host:port of the REST gateway (both enabled). */
  readonly grpcAddress: string;
  readonly restAddress: string;
}

export interface LocalNode extends LocalHome {
  /** The `idledger start` process. */
  readonly process: CliProcess;
  /** The CometBFT it spawned. */
  readonly cometPid: number;
  /** idledger's log with CometBFT's log interleaved (CometBFT writes into idledger's stderr). */
  log(): string;
  height(): Promise<number>;
  waitForHeight(height: number, timeoutMs?: number): Promise<void>;
  /** SIGTERM (or `signal`) to idledger; resolves with its exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * SIGKILL to idledger, as a crash. Resolves once CometBFT, which loses its ABCI connections, has stopped too;
   * rejects if it is still running after 15 s (it is then killed, so that nothing outlives the test).
   */
  kill(): Promise<void>;
}

/**
 * `idledger init` (validator mode by default) in a new home, then the genesis and config edits a test needs:
 * funded accounts and app_state sections, in validator mode the node as staking's one bonded validator, free ports for P2P, RPC, ABCI, gRPC and REST, a short block time, and
 * peering on loopback allowed.
 */
export async function initLocalNode(options: LocalNodeOptions = {}): Promise<LocalHome> {
  const chainId = options.chainId ?? "idledger-e2e";
  const home = options.home ?? fs.mkdtempSync(path.join(os.tmpdir(), "idledger-node-"));
  const init = spawnSync(
    process.execPath,
    [builtCli(), "init", options.moniker ?? "node0", "--home", home, "--chain-id", chainId, "--mode", options.mode ?? "validator"],
    {
      encoding: "utf8",
    },
  );
  if (init.status !== 0) throw new Error(`idledger init failed: ${init.stderr}`);
  const nodeId = (JSON.parse(init.stderr) as { node_id: string }).node_id;

  const layout = homeLayout(home);
  const genesis = JSON.parse(fs.readFileSync(layout.genesis, "utf8"));
  const appState = appStateWith(options.accounts ?? [], options.appState ?? {});
  const mode = options.mode ?? "validator";
  const consensusKey = () => new Uint8Array(Buffer.from(JSON.parse(fs.readFileSync(layout.privValidatorKey, "utf8")).pub_key.value, "base64"));
  genesis.app_state =
    mode === "validator"
      ? withGenesisValidator(appState, { consensusKey: consensusKey(), moniker: options.moniker ?? "node0", tokens: VALIDATOR_TOKENS })
      : appState;
  fs.writeFileSync(layout.genesis, `${JSON.stringify(genesis, null, 2)}\n`);

  const [rpc, p2p, abci, grpc, rest] = await freePorts(5);
  const abciAddress = `tcp://127.0.0.1:${abci}`;
  setCometConfigValues(layout.cometConfig, {
    proxy_app: abciAddress,
    "rpc.laddr": `tcp://127.0.0.1:${rpc}`,
    "p2p.laddr": `tcp://127.0.0.1:${p2p}`,
    "p2p.addr_book_strict": false,
    "p2p.allow_duplicate_ip": true,
    "consensus.timeout_commit": options.blockTime ?? "300ms",
  });
  const config = loadAppConfig(home);
  writeAppConfig(home, {
    ...config,
    abci: { ...config.abci, address: abciAddress },
    grpc: { ...config.grpc, enable: true, address: `127.0.0.1:${grpc}` },
    api: { ...config.api, enable: true, address: `tcp://127.0.0.1:${rest}` },
  });
  return {
    home,
    chainId,
    nodeId,
    peerAddress: `${nodeId}@127.0.0.1:${p2p}`,
    rpcUrl: `http://127.0.0.1:${rpc}`,
    abciAddress,
    grpcAddress: `127.0.0.1:${grpc}`,
    restAddress: `tcp://127.0.0.1:${rest}`,
  };
}

/**
 * `idledger start` on an initialized home (with `args` added, e.g. `--upgrade-handler v2`), as a child process;
 * resolves once the chain has reached `minHeight` (default 2).
 */
export async function startLocalNode(local: LocalHome, options: { minHeight?: number; timeoutMs?: number; args?: readonly string[] } = {}): Promise<LocalNode> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const child = spawnCli(["start", "--home", local.home, ...(options.args ?? [])]);
  const cometPid = Number((await child.waitForLog(/started CometBFT pid=(\d+)/, timeoutMs))[1]);
  const height = (): Promise<number> => latestHeight(local.rpcUrl);
  const waitForHeight = async (target: number, waitMs = timeoutMs): Promise<void> => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (child.child.exitCode !== null || child.child.signalCode !== null) throw new Error(`idledger exited before height ${target}:\n${child.log()}`);
      if ((await height()) >= target) return;
      if (Date.now() > deadline) throw new Error(`height ${target} not reached within ${waitMs} ms:\n${child.log()}`);
      await sleep(100);
    }
  };
  const node: LocalNode = {
    ...local,
    process: child,
    cometPid,
    log: child.log,
    height,
    waitForHeight,
    stop: async (signal = "SIGTERM") => {
      if (child.child.exitCode === null && child.child.signalCode === null) child.child.kill(signal);
      return child.exited;
    },
    kill: async () => {
      child.child.kill("SIGKILL");
      await child.exited;
      if (await exitsWithin(cometPid, 15_000)) return;
      process.kill(cometPid, "SIGKILL");
      throw new Error(`CometBFT (pid ${cometPid}) was still running 15 s after idledger was killed:\n${child.log()}`);
    },
  };
  try {
    await waitForHeight(options.minHeight ?? 2);
  } catch (err) {
    await node.stop("SIGKILL");
    throw err;
  }
  return node;
}

/** A one-validator chain: {@link initLocalNode} then {@link startLocalNode}. */
export async function createLocalNode(options: LocalNodeOptions = {}): Promise<LocalNode> {
  return startLocalNode(await initLocalNode(options));
}

/** Whether process `pid` is gone (or a zombie nobody has reaped yet) within `ms`. */
export async function exitsWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // The state field follows the parenthesised command name in /proc/<pid>/stat; Z is a zombie.
    return !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
