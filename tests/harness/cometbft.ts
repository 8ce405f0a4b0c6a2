import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePorts } from "../../scripts/bench/free-ports";

const ROOT = path.resolve(__dirname, "../..");

/** The CometBFT that scripts/install-cometbft.sh builds (npm test runs it before jest). */
export function cometbftBinary(): string {
  const binary = path.join(ROOT, ".bin", "cometbft");
  if (!fs.existsSync(binary)) throw new Error(`${binary} is missing: run bash scripts/install-cometbft.sh (npm test does)`);
  return binary;
}

export interface CometNode {
  readonly rpcUrl: string;
  log(): string;
  stop(): Promise<void>;
}

export interface CometOptions {
  readonly home: string;
  readonly chainId: string;
  readonly appState: Record<string, unknown>;
  /** The app's ABCI address (proxy_app). */
  readonly proxyApp: string;
}

/**
 * A bare CometBFT for an app started separately (`idledger start --abci-only`). For a node as operators run it
 * (`idledger init` + `idledger start`, CometBFT as its child), use local-node.ts.
 *
 * A one-validator CometBFT node on free loopback ports: `cometbft init` makes its keys and genesis, into
 * which go our chain id and app_state; blocks every 300 ms. Resolves once the RPC answers and block 2 exists.
 */
export async function startCometBFT(options: CometOptions): Promise<CometNode> {
  const binary = cometbftBinary();
  const init = spawnSync(binary, ["init", "--home", options.home], { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`cometbft init failed: ${init.stderr}`);

  const genesisFile = path.join(options.home, "config", "genesis.json");
  const genesis = JSON.parse(fs.readFileSync(genesisFile, "utf8"));
  fs.writeFileSync(genesisFile, JSON.stringify({ ...genesis, chain_id: options.chainId, app_state: options.appState }, null, 2));

  const [rpcPort, p2pPort] = await freePorts(2);
  const configFile = path.join(options.home, "config", "config.toml");
  const config = fs
    .readFileSync(configFile, "utf8")
    .replace(/^proxy_app = .*$/m, `proxy_app = "${options.proxyApp}"`)
    .replace(/^laddr = "tcp:\/\/127\.0\.0\.1:26657"$/m, `laddr = "tcp://127.0.0.1:${rpcPort}"`)
    .replace(/^laddr = "tcp:\/\/0\.0\.0\.0:26656"$/m, `laddr = "tcp://127.0.0.1:${p2pPort}"`)
    .replace(/^timeout_commit = .*$/m, `timeout_commit = "300ms"`);
  fs.writeFileSync(configFile, config);

  const child: ChildProcess = spawn(binary, ["start", "--home", options.home], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rpcUrl = `http://127.0.0.1:${rpcPort}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cometbft exited with ${child.exitCode}:\n${output}`);
    const height = await latestHeight(rpcUrl);
    if (height >= 2) break;
    if (Date.now() > deadline) throw new Error(`cometbft produced no blocks within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    rpcUrl,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The node's latest block height from RPC /status, 0 while it does not answer. No keep-alive: nothing lingers after the node stops. */
export function latestHeight(rpcUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${rpcUrl}/status`, { agent: false, timeout: 2_000 }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => {
        try {
          resolve(Number((JSON.parse(body) as { result: { sync_info: { latest_block_height: string } } }).result.sync_info.latest_block_height));
        } catch {
          resolve(0);
        }
      });
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

/** An ABCI query through CometBFT's RPC `abci_query`: the answer's code, log, height, value and proof operations' data. */
export async function rpcAbciQuery(
  rpcUrl: string,
  path: string,
  data: Uint8Array,
  prove = false,
): Promise<{ code: number; log: string; height: number; value: Uint8Array; proofs: Uint8Array[] }> {
  const url = `${rpcUrl}/abci_query?path=${encodeURIComponent(JSON.stringify(path))}&data=0x${Buffer.from(data).toString("hex")}&prove=${prove}`;
  const { response } = ((await (await fetch(url)).json()) as { result: { response: RpcQueryAnswer } }).result;
  return {
    code: response.code ?? 0,
    log: response.log,
    height: Number(response.height),
    value: Buffer.from(response.value ?? "", "base64"),
    proofs: (response.proofOps?.ops ?? []).map((op) => Buffer.from(op.data, "base64")),
  };
}

interface RpcQueryAnswer {
  code?: number;
  log: string;
  height: string;
  value: string | null;
  proofOps: { ops: { data: string }[] } | null;
}
