import fs from "node:fs";
import path from "node:path";
import { startCometBFT, type CometNode } from "../../../harness/cometbft";
import { appStateWith } from "../../../harness/genesis";
import { startAbciNode, type NodeProcess } from "../../../harness/node-process";
import { SSI_GENESIS } from "../../../harness/ssi";
import { MNEMONICS, tempDir } from "../../app/fixtures";
import { cliAt, type CliResult, type RunOptions } from "../harness";

/** The chain's minimum gas price: every transaction pays a fee, so that "insufficient fees" can be tested. */
export const MIN_GAS_PRICE = "0.01uhid";
export const ALICE_FUNDS = 1_000_000_000n;

export interface CliChain {
  readonly chainId: string;
  /** `--node <CometBFT RPC>`, to put after a command. */
  readonly node: readonly string[];
  readonly rpcUrl: string;
  /** Funded in genesis; its key is "alice" in the CLI's test keyring. */
  readonly alice: string;
  /** A key "bob" in the keyring, unknown to the chain until it receives funds. */
  readonly bob: string;
  /** `idledger --home <the CLI's home>`, run in-process. */
  idledger(args: readonly string[], options?: RunOptions): Promise<CliResult>;
  stop(): Promise<void>;
}

/**
 * A real one-validator chain for the CLI: `idledger start --abci-only` (minimum gas price {@link MIN_GAS_PRICE})
 * driven by the pinned CometBFT with blocks every 300 ms, and a CLI home whose test keyring holds alice and bob.
 * `ssiGenesis` replaces the ssi section of genesis ({@link SSI_GENESIS} by default: devnet, replay-proof signatures).
 */
export async function startCliChain(label: string, chainId = `idledger-cli-${label}`, ssiGenesis: Record<string, unknown> = SSI_GENESIS): Promise<CliChain> {
  const dir = tempDir(`cli-${label}`);
  const idledger = cliAt(path.join(dir, "cli"));
  const alice = await recoverKey(idledger, "alice", MNEMONICS.alice);
  const bob = await recoverKey(idledger, "bob", MNEMONICS.bob);

  const appHome = path.join(dir, "app");
  fs.mkdirSync(path.join(appHome, "config"), { recursive: true });
  fs.writeFileSync(path.join(appHome, "config", "app.toml"), `minimum-gas-prices = "${MIN_GAS_PRICE}"\n`);
  let app: NodeProcess | undefined;
  let comet: CometNode | undefined;
  try {
    app = await startAbciNode(appHome);
    comet = await startCometBFT({
      home: path.join(dir, "cometbft"),
      chainId,
      appState: appStateWith([{ address: alice, coins: [{ denom: "uhid", amount: ALICE_FUNDS.toString() }] }], { ssi: ssiGenesis }),
      proxyApp: app.address,
    });
  } catch (err) {
    await app?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const node = comet;
  return {
    chainId,
    node: ["--node", node.rpcUrl],
    rpcUrl: node.rpcUrl,
    alice,
    bob,
    idledger,
    stop: async () => {
      await node.stop();
      await app!.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function recoverKey(idledger: CliChain["idledger"], name: string, mnemonic: string): Promise<string> {
  const added = await idledger(["keys", "add", name, "--recover", "--output", "json"], { stdin: `${mnemonic}\n` });
  if (added.code !== 0) throw new Error(`keys add ${name} failed: ${added.stderr}`);
  return (JSON.parse(added.stdout) as { address: string }).address;
}

/** The JSON a command printed on stdout, after checking that it succeeded. */
export function jsonOf<T = any>(result: CliResult): T {
  if (result.code !== 0) throw new Error(`the command failed with ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** Polls until `probe` returns a value, for what becomes true after the next block (a tx in the index). */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
