import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePorts } from "../../scripts/bench/free-ports";
import { latestHeight } from "./cometbft";

const SIMD = path.resolve(__dirname, "../../.bin/simd");

/** A one-validator chain of ibc-go's simd (a Go Cosmos SDK v0.47 chain with ibc-go v7), on free loopback ports. */
export interface SimdChain {
  readonly chainId: string;
  readonly home: string;
  readonly rpcUrl: string;
  readonly grpcAddress: string;
  /** The loopback ports it listens on (REST, gRPC-web are off). */
  readonly ports: { readonly p2p: number; readonly rpc: number; readonly grpc: number };
  /** simd's log (it writes it to stderr), the last 20,000 characters. */
  log(): string;
  stop(): Promise<void>;
}

export interface SimdOptions {
  /** Accounts funded in genesis besides the validator: a bech32 `cosmos1…` address and coins such as "1000stake,5foo". */
  readonly accounts?: readonly { readonly address: string; readonly coins: string }[];
  /** app.toml's minimum-gas-prices; default simd's own ("0stake"). */
  readonly minimumGasPrices?: string;
  /** CometBFT's timeout_commit, about the block time: default "300ms". */
  readonly blockTime?: string;
  /** ibc-go's connection param max_expected_time_per_block in nanoseconds (genesis): default ibc-go's, 30 s. */
  readonly maxExpectedTimePerBlockNs?: bigint;
}

/** Inits, funds a validator (and `options.accounts`), collects its gentx and starts simd; resolves once it has made `minHeight` blocks. */
export async function startSimd(chainId = "simd-1", minHeight = 3, options: SimdOptions = {}): Promise<SimdChain> {
  if (!fs.existsSync(SIMD)) throw new Error(`${SIMD} is missing: run bash scripts/install-simd.sh (npm test does)`);
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-simd-"));
  const simd = (...args: string[]) => execFileSync(SIMD, [...args, "--home", home], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  simd("init", "simd-node", "--chain-id", chainId);
  simd("keys", "add", "validator", "--keyring-backend", "test");
  const address = simd("keys", "show", "validator", "-a", "--keyring-backend", "test").trim();
  simd("add-genesis-account", address, "100000000000stake");
  for (const account of options.accounts ?? []) simd("add-genesis-account", account.address, account.coins);
  simd("gentx", "validator", "1000000000stake", "--chain-id", chainId, "--keyring-backend", "test");
  simd("collect-gentxs");
  if (options.maxExpectedTimePerBlockNs !== undefined) {
    const genesisFile = path.join(home, "config", "genesis.json");
    const genesis = JSON.parse(fs.readFileSync(genesisFile, "utf8"));
    genesis.app_state.ibc.connection_genesis.params.max_expected_time_per_block = options.maxExpectedTimePerBlockNs.toString();
    fs.writeFileSync(genesisFile, JSON.stringify(genesis, null, 2));
  }
  const config = path.join(home, "config", "config.toml");
  // pprof_laddr: off, not CometBFT's default localhost:6060, which every simd would bind.
  fs.writeFileSync(
    config,
    fs
      .readFileSync(config, "utf8")
      .replace(/^timeout_commit = .*$/m, `timeout_commit = "${options.blockTime ?? "300ms"}"`)
      .replace(/^pprof_laddr = .*$/m, 'pprof_laddr = ""'),
  );
  if (options.minimumGasPrices !== undefined) {
    const appConfig = path.join(home, "config", "app.toml");
    fs.writeFileSync(appConfig, fs.readFileSync(appConfig, "utf8").replace(/^minimum-gas-prices = .*$/m, `minimum-gas-prices = "${options.minimumGasPrices}"`));
  }
  const [p2p, rpc, grpc] = await freePorts(3);
  const child: ChildProcess = spawn(
    SIMD,
    [
      "start",
      "--home",
      home,
      "--p2p.laddr",
      `tcp://127.0.0.1:${p2p}`,
      "--rpc.laddr",
      `tcp://127.0.0.1:${rpc}`,
      "--grpc.address",
      `127.0.0.1:${grpc}`,
      "--grpc-web.enable=false",
      "--api.enable=false",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const chain: SimdChain = {
    chainId,
    home,
    rpcUrl: `http://127.0.0.1:${rpc}`,
    grpcAddress: `127.0.0.1:${grpc}`,
    ports: { p2p: p2p!, rpc: rpc!, grpc: grpc! },
    log: () => log,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if ((await latestHeight(chain.rpcUrl)) >= minHeight) return chain;
    if (child.exitCode !== null || Date.now() > deadline) {
      await chain.stop();
      throw new Error(`simd did not reach height ${minHeight}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
