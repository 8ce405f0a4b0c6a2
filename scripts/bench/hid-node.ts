/**
 * The Go original, hid-node v0.1 (Cosmos SDK v0.45, Tendermint v0.34 in the node's own process), as a one-validator
 * chain for `bench:node --app hid-node`: the same senders, load and measurement as idledger's chain, so that the two
 * are compared side by side on one machine. Made as hid-node's own local chain is made: `hid-noded init`, the senders
 * funded in genesis, the validator's gentx, then `hid-noded start`. The binary is not part of idledger; `npm run
 * build:hid-node` builds it (scripts/build-hid-node.sh).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import { packageRoot } from "../../abci-app/src/node/package-root";
import type { Sender } from "./chain";
import { freePorts } from "./free-ports";
import { type BenchHome, type BenchNode, spawnBenchNode, UHID_PER_SENDER, VALIDATOR_FUNDS, VALIDATOR_STAKE } from "./local-node";

/** Where scripts/build-hid-node.sh puts the binary. */
export function defaultHidNodeBinary(): string {
  return path.join(packageRoot(), ".bin", "hid-noded");
}

export interface HidNodeHomeOptions {
  /** The hid-noded binary. */
  readonly binary: string;
  readonly chainId: string;
  /** Funded in genesis with account numbers 0, 1, … in this order (Sender.accountNumber must match). */
  readonly senders: readonly Sender[];
  readonly timeoutCommit: string;
  /** The genesis block gas limit; unlimited (-1) when undefined. */
  readonly blockMaxGas?: bigint;
  /** More config.toml settings, by dotted key; they override the bench's own. */
  readonly cometConfig?: Readonly<Record<string, string | number | boolean>>;
}

interface Coin {
  denom: string;
  amount: string;
}

/** The parts of a hid-node v0.1 genesis.json this bench edits. */
export interface HidNodeGenesis {
  consensus_params: { block: { max_bytes: string; max_gas: string } };
  app_state: {
    auth: { accounts: { "@type": string; address: string; account_number: string; [field: string]: unknown }[] };
    bank: { balances: { address: string; coins: Coin[] }[]; supply: Coin[] };
    staking: { params: { bond_denom: string } };
    crisis: { constant_fee: Coin };
    gov: { deposit_params: { min_deposit: Coin[] } };
    mint: { params: { mint_denom: string } };
    ssi: { chain_namespace: string };
  };
}

/**
 * `hid-noded init`'s genesis for the bench's chain: uhid wherever init wrote its default `stake`, DIDs without a
 * namespace (`did:hid:<key>`, as bench/did-txs.ts makes them), and the senders funded as on idledger's bench chain with
 * account numbers 0, 1, …; accounts already there (the validator's) are numbered after them. The bank supply is the
 * sum of the balances (none while there are none), which hid-node's genesis validation checks.
 */
export function hidNodeGenesis(genesis: HidNodeGenesis, senders: readonly Sender[]): HidNodeGenesis {
  const state = structuredClone(genesis.app_state);
  state.staking.params.bond_denom = "uhid";
  state.crisis.constant_fee.denom = "uhid";
  for (const coin of state.gov.deposit_params.min_deposit) coin.denom = "uhid";
  state.mint.params.mint_denom = "uhid";
  state.ssi.chain_namespace = "";
  const others = state.auth.accounts.map((account, i) => ({ ...account, account_number: String(senders.length + i) }));
  state.auth.accounts = [
    ...senders.map((s) => ({
      "@type": "/cosmos.auth.v1beta1.BaseAccount",
      address: s.address,
      pub_key: null,
      account_number: String(s.accountNumber),
      sequence: "0",
    })),
    ...others,
  ];
  state.bank.balances.push(...senders.map((s) => ({ address: s.address, coins: [{ denom: "uhid", amount: UHID_PER_SENDER }] })));
  const total = state.bank.balances.flatMap((b) => b.coins).reduce((sum, coin) => (coin.denom === "uhid" ? sum + BigInt(coin.amount) : sum), 0n);
  state.bank.supply = total === 0n ? [] : [{ denom: "uhid", amount: total.toString() }];
  return { ...genesis, app_state: state };
}

/** A fresh hid-node home for the bench's chain, on free loopback ports, with gRPC and REST on as on idledger's. */
export async function initHidNodeHome(options: HidNodeHomeOptions): Promise<BenchHome> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "hid-node-bench-"));
  try {
    return await makeHidNodeHome(home, options);
  } catch (err) {
    fs.rmSync(home, { recursive: true, force: true });
    throw err;
  }
}

async function makeHidNodeHome(home: string, options: HidNodeHomeOptions): Promise<BenchHome> {
  const cli = (...args: string[]) => hidNoded(options.binary, ...args, "--home", home);
  const keyring = ["--keyring-backend", "test"];
  cli("init", "bench-validator", "--chain-id", options.chainId);
  const genesisFile = path.join(home, "config", "genesis.json");
  const editGenesis = (edit: (genesis: HidNodeGenesis) => HidNodeGenesis) =>
    fs.writeFileSync(genesisFile, JSON.stringify(edit(JSON.parse(fs.readFileSync(genesisFile, "utf8")) as HidNodeGenesis)));
  // the validator's denoms first: its gentx is checked against them
  editGenesis((genesis) => hidNodeGenesis(genesis, []));
  cli("keys", "add", "validator", ...keyring);
  cli("add-genesis-account", "validator", VALIDATOR_FUNDS, ...keyring);
  cli("gentx", "validator", VALIDATOR_STAKE, "--chain-id", options.chainId, "--ip", "127.0.0.1", ...keyring);
  editGenesis((genesis) => {
    const funded = hidNodeGenesis(genesis, options.senders);
    if (options.blockMaxGas !== undefined) funded.consensus_params.block.max_gas = options.blockMaxGas.toString();
    return funded;
  });
  cli("collect-gentxs");
  cli("validate-genesis");

  const [rpc, p2p, grpc, rest] = await freePorts(4);
  const configFile = path.join(home, "config", "config.toml");
  setCometConfigValues(configFile, {
    "rpc.laddr": `tcp://127.0.0.1:${rpc}`,
    "p2p.laddr": `tcp://127.0.0.1:${p2p}`,
    "rpc.pprof_laddr": "",
    "consensus.timeout_commit": options.timeoutCommit,
    "p2p.addr_book_strict": false,
    "p2p.allow_duplicate_ip": true,
    ...options.cometConfig,
  });
  setCometConfigValues(path.join(home, "config", "app.toml"), {
    // idledger's bench chain takes transactions without fees too
    "minimum-gas-prices": "0uhid",
    "grpc.enable": true,
    "grpc.address": `127.0.0.1:${grpc}`,
    "grpc-web.enable": false,
    "api.enable": true,
    "api.address": `tcp://127.0.0.1:${rest}`,
  });
  const genesis = JSON.parse(fs.readFileSync(genesisFile, "utf8")) as HidNodeGenesis;
  const config = parseToml(fs.readFileSync(configFile, "utf8")) as { mempool: { size: number } };
  return {
    home,
    rpcUrl: `http://127.0.0.1:${rpc}`,
    mempoolSize: config.mempool.size,
    blockMaxBytes: Number(genesis.consensus_params.block.max_bytes),
    blockMaxGas: BigInt(genesis.consensus_params.block.max_gas),
    peerAddress: `${cli("tendermint", "show-node-id")}@127.0.0.1:${p2p}`,
    grpcAddress: `127.0.0.1:${grpc}`,
    restUrl: `http://127.0.0.1:${rest}`,
  };
}

/** `hid-noded start` on the home; resolves once the chain has committed its second block. */
export function startHidNode(binary: string, chain: BenchHome): Promise<BenchNode> {
  return spawnBenchNode({
    name: "hid-noded start",
    command: binary,
    args: ["start", "--home", chain.home],
    home: chain.home,
    rpcUrl: chain.rpcUrl,
    cometPidLogged: false,
  });
}

/** The version hid-noded reports (`v0.1.10`). */
export function hidNodeVersion(binary: string): string {
  return hidNoded(binary, "version");
}

function hidNoded(binary: string, ...args: string[]): string {
  const result = spawnSync(binary, args, { encoding: "utf8" });
  if (result.error !== undefined) throw new Error(`${binary}: ${result.error.message}; build it with npm run build:hid-node`);
  if (result.status !== 0) throw new Error(`hid-noded ${args.join(" ")} failed: ${result.stderr}`);
  // Cosmos SDK v0.45 prints some answers (version, show-node-id) on stderr
  return (result.stdout.trim() || result.stderr.trim()).split("\n").at(-1)!.trim();
}
