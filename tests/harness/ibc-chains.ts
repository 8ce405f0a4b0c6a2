import fs from "node:fs";
import { Secp256k1HdWallet } from "@cosmjs/amino";
import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { defaultAppState } from "../../abci-app/src/app/wiring";
import { loadAppConfig, writeAppConfig } from "../../abci-app/src/node/config";
import { latestHeight } from "./cometbft";
import { initLocalNode, startLocalNode, type LocalNode } from "./local-node";
import { startSimd } from "./simd";

/**
 * The fixed keys of the IBC tests, the same on every chain (each chain gives the address its own prefix): BIP-39 mnemonics
 * of sha256("idledger ibc tests: <name>") as entropy, derived on m/44'/118'/0'/0/0 (coin type 118, as Hermes and both
 * chains do). Test keys only: never fund them anywhere real.
 */
export const IBC_MNEMONICS = {
  relayer:
    "tired eagle drum immune announce harsh glass slab pupil daring sure ahead assault lawsuit length glance fragile fall degree tennis excite error nest hello",
  user1:
    "clinic scan flash bunker upper reflect wet outdoor science mask garlic impact oppose print adjust much want nominee wood shaft apart save sun dentist",
  user2:
    "echo maze destroy unit say brisk want organ violin suffer wheel bomb lawsuit account insect sheriff drop pioneer vacant base juice need pride cushion",
  user3:
    "author luxury razor veteran around ski future basket goose social under rural panther kind flavor motion woman debris caution olive acid garment tomorrow trigger",
} as const;

export type IbcKeyName = keyof typeof IBC_MNEMONICS;

/** A key of {@link IBC_MNEMONICS} on one chain. `name` is also its key name in Hermes' keyring (hermes.ts). */
export interface IbcAccount {
  readonly name: IbcKeyName;
  readonly mnemonic: string;
  readonly address: string;
}

/** A one-validator chain for the relayer tests, idledger or ibc-go's simd, on free loopback ports. */
export interface IbcChain {
  readonly kind: "idledger" | "simd";
  /** With a revision number (`idledger-a-1`: revision 1), as IBC clients' heights need. */
  readonly chainId: string;
  readonly home: string;
  /** Bech32 prefix of account addresses: "hid" or "cosmos". */
  readonly accountPrefix: string;
  /** The staking and fee denomination: "uhid" or "stake". */
  readonly denom: string;
  /** The node's minimum gas price in `denom` (app.toml's minimum-gas-prices), e.g. "0.0025". */
  readonly minimumGasPrice: string;
  readonly ports: { readonly rpc: number; readonly grpc: number; readonly p2p: number };
  /** CometBFT's RPC, http://127.0.0.1:<port>. */
  readonly rpcUrl: string;
  /** CometBFT's event WebSocket, ws://127.0.0.1:<port>/websocket (Hermes' push event source). */
  readonly websocketUrl: string;
  /** The gRPC server as host:port, and as the URL Hermes' grpc_addr takes (http://host:port). */
  readonly grpcAddress: string;
  readonly grpcUrl: string;
  /** idledger's REST gateway, http://127.0.0.1:<port> (simd's is not started). */
  readonly restUrl?: string;
  /**
   * The chain's ibc connection param max_expected_time_per_block (genesis), as Hermes' max_block_time takes it ("2s"), which
   * hermes.ts writes as the chain's max_block_time: Hermes' handshake steps wait a fifth of it between tries.
   */
  readonly maxBlockTime: string;
  /** Funded in genesis; Hermes signs with it (hermes.ts imports it as the chain's `key_name`). */
  readonly relayer: IbcAccount;
  /** Funded in genesis, in order user1, user2…. */
  readonly users: readonly IbcAccount[];
  height(): Promise<number>;
  waitForHeight(height: number, timeoutMs?: number): Promise<void>;
  /** The node's log (for idledger with CometBFT's interleaved). */
  log(): string;
  /** Stops the node and deletes its home. */
  stop(): Promise<void>;
}

export interface IbcChainOptions {
  /** How many user accounts to fund besides the relayer (user1…user3): default 2. */
  readonly users?: number;
  /** The relayer's genesis balance in the chain's denom: default 100,000,000,000. */
  readonly relayerFunds?: bigint;
  /** Each user's genesis coins: default 10,000,000,000 of the chain's denom. */
  readonly userCoins?: readonly Coin[];
  /** CometBFT's timeout_commit, about the block time: default "300ms". */
  readonly blockTime?: string;
  /** The node's minimum gas price in its denom: default "0.0025" (below hermes.ts' default gas price, 0.025). */
  readonly minimumGasPrice?: string;
  /** Blocks to wait for before resolving: default 3. */
  readonly minHeight?: number;
  /** The ibc connection param max_expected_time_per_block, in seconds: default 2 (ibc-go's default is 30). */
  readonly maxBlockTimeSeconds?: number;
}

const DEFAULT_RELAYER_FUNDS = 100_000_000_000n;
const DEFAULT_USER_FUNDS = "10000000000";
/**
 * Hermes waits max_block_time / 5 between the steps of a connection or channel handshake: with ibc-go's 30 s, creating a
 * channel takes about a minute; with 2 s (blocks come every 300 ms here), under 10 s.
 */
const DEFAULT_MAX_BLOCK_TIME_SECONDS = 2;

/** The address of `name`'s key under `prefix`. */
export async function ibcAddress(name: IbcKeyName, prefix: string): Promise<string> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(IBC_MNEMONICS[name], { prefix });
  return (await wallet.getAccounts())[0]!.address;
}

async function accountsFor(prefix: string, users: number): Promise<{ relayer: IbcAccount; users: IbcAccount[] }> {
  const names = (["user1", "user2", "user3"] as const).slice(0, users);
  if (names.length !== users) throw new Error(`at most 3 users per chain, not ${users}`);
  const account = async (name: IbcKeyName): Promise<IbcAccount> => ({ name, mnemonic: IBC_MNEMONICS[name], address: await ibcAddress(name, prefix) });
  return { relayer: await account("relayer"), users: await Promise.all(names.map(account)) };
}

/**
 * The `ibc` section of idledger's default app_state with max_expected_time_per_block set, as an app_state override; none
 * while the chain has no ibc section (its IBC module not wired in yet).
 */
function withMaxExpectedTimePerBlock(appState: Record<string, unknown>, nanoseconds: bigint): Record<string, unknown> {
  const ibc = structuredClone(appState.ibc) as { connection_genesis?: { params?: Record<string, unknown> } } | undefined;
  if (ibc?.connection_genesis?.params === undefined) return {};
  ibc.connection_genesis.params.max_expected_time_per_block = nanoseconds.toString();
  return { ibc };
}

const portOf = (address: string): number => Number(/:(\d+)$/.exec(address)![1]);

/**
 * `idledger init` + `idledger start` (local-node.ts) as a one-validator chain `chainId`, with the relayer and the users
 * funded in genesis, gRPC on (and the REST gateway, unused), a minimum gas price; resolves at `minHeight`.
 */
export async function startIdledgerChain(chainId: string, options: IbcChainOptions = {}): Promise<IbcChain> {
  const { relayer, users } = await accountsFor("hid", options.users ?? 2);
  const userCoins = options.userCoins ?? [{ denom: "uhid", amount: DEFAULT_USER_FUNDS }];
  const minimumGasPrice = options.minimumGasPrice ?? "0.0025";
  const maxBlockTime = options.maxBlockTimeSeconds ?? DEFAULT_MAX_BLOCK_TIME_SECONDS;
  const local = await initLocalNode({
    chainId,
    moniker: chainId,
    blockTime: options.blockTime ?? "300ms",
    appState: withMaxExpectedTimePerBlock(defaultAppState(), BigInt(maxBlockTime) * 1_000_000_000n),
    accounts: [
      { address: relayer.address, coins: [{ denom: "uhid", amount: (options.relayerFunds ?? DEFAULT_RELAYER_FUNDS).toString() }] },
      ...users.map((user) => ({ address: user.address, coins: userCoins })),
    ],
  });
  let node: LocalNode;
  try {
    writeAppConfig(local.home, { ...loadAppConfig(local.home), minimumGasPrices: `${minimumGasPrice}uhid` });
    node = await startLocalNode(local, { minHeight: options.minHeight ?? 3 });
  } catch (err) {
    fs.rmSync(local.home, { recursive: true, force: true });
    throw err;
  }
  const rpc = portOf(local.rpcUrl);
  return {
    kind: "idledger",
    chainId,
    home: local.home,
    accountPrefix: "hid",
    denom: "uhid",
    minimumGasPrice,
    maxBlockTime: `${maxBlockTime}s`,
    ports: { rpc, grpc: portOf(local.grpcAddress), p2p: portOf(local.peerAddress) },
    rpcUrl: local.rpcUrl,
    websocketUrl: `ws://127.0.0.1:${rpc}/websocket`,
    grpcAddress: local.grpcAddress,
    grpcUrl: `http://${local.grpcAddress}`,
    restUrl: local.restAddress.replace(/^tcp:/, "http:"),
    relayer,
    users,
    height: node.height,
    waitForHeight: node.waitForHeight,
    log: node.log,
    stop: async () => {
      await node.stop();
      fs.rmSync(local.home, { recursive: true, force: true });
    },
  };
}

/**
 * ibc-go v7.10.0's simd (simd.ts' startSimd) as a one-validator chain `chainId`, with the relayer and the users funded in
 * genesis (denom "stake", prefix "cosmos") and a minimum gas price; resolves at `minHeight`.
 */
export async function startSimdChain(chainId: string, options: IbcChainOptions = {}): Promise<IbcChain> {
  const { relayer, users } = await accountsFor("cosmos", options.users ?? 2);
  const userCoins = options.userCoins ?? [{ denom: "stake", amount: DEFAULT_USER_FUNDS }];
  const coins = (list: readonly Coin[]) => list.map((coin) => `${coin.amount}${coin.denom}`).join(",");
  const minimumGasPrice = options.minimumGasPrice ?? "0.0025";
  const maxBlockTime = options.maxBlockTimeSeconds ?? DEFAULT_MAX_BLOCK_TIME_SECONDS;
  const simd = await startSimd(chainId, options.minHeight ?? 3, {
    maxExpectedTimePerBlockNs: BigInt(maxBlockTime) * 1_000_000_000n,
    accounts: [
      { address: relayer.address, coins: `${options.relayerFunds ?? DEFAULT_RELAYER_FUNDS}stake` },
      ...users.map((user) => ({ address: user.address, coins: coins(userCoins) })),
    ],
    minimumGasPrices: `${minimumGasPrice}stake`,
    blockTime: options.blockTime ?? "300ms",
  });
  const height = (): Promise<number> => latestHeight(simd.rpcUrl);
  return {
    kind: "simd",
    chainId,
    home: simd.home,
    accountPrefix: "cosmos",
    denom: "stake",
    minimumGasPrice,
    maxBlockTime: `${maxBlockTime}s`,
    ports: simd.ports,
    rpcUrl: simd.rpcUrl,
    websocketUrl: `ws://127.0.0.1:${simd.ports.rpc}/websocket`,
    grpcAddress: simd.grpcAddress,
    grpcUrl: `http://${simd.grpcAddress}`,
    relayer,
    users,
    height,
    waitForHeight: async (target, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while ((await height()) < target) {
        if (Date.now() > deadline) throw new Error(`${chainId}: height ${target} not reached within ${timeoutMs} ms:\n${simd.log()}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    log: simd.log,
    stop: simd.stop,
  };
}

/** Stops every chain that started, even if one stop fails; rethrows the first failure. */
export async function stopChains(chains: readonly (IbcChain | undefined)[]): Promise<void> {
  const results = await Promise.allSettled(chains.map((chain) => chain?.stop()));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
}
