import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { SigningStargateClient, StargateClient } from "@cosmjs/stargate";
import { parse } from "smol-toml";
import { builtCli } from "../harness/built-cli";

const SCRIPT = path.resolve(__dirname, "../../scripts/testnet.sh");
const VALIDATORS = ["val0", "val1", "val2", "val3"];
const NODES = [...VALIDATORS, "seed", "full"];

/**
 * scripts/testnet.sh as an operator runs it: four validators, a seed node and a full node on loopback, peers found
 * only through the seed. A transfer sent to the full node reaches every node; the chain survives a stopped validator,
 * which catches up when started again; every node has the same app hash.
 */
describe("scripts/testnet.sh: a four-validator testnet with a seed and a full node", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-testnet-"));
  let base: number;
  const rpcUrl = (node: string): string => `http://127.0.0.1:${base + 100 * NODES.indexOf(node) + 57}`;
  const p2pPort = (node: string): number => base + 100 * NODES.indexOf(node) + 56;
  const nodeId = (node: string): string =>
    execFileSync(process.execPath, [builtCli(), "comet", "show-node-id", "--home", path.join(dir, node)], { encoding: "utf8" }).trim();

  const testnet = async (...args: string[]): Promise<string> => {
    const settings = { TESTNET_DIR: dir, TESTNET_PORT_BASE: String(base), VALIDATORS: "4", TESTNET_BLOCK_TIME: "1s", TESTNET_CHAIN_ID: "idledger-testnet" };
    const env = { ...process.env, ...settings, IDLEDGER_DIR: process.env.IDLEDGER_TEST_BUILD };
    try {
      const { stdout, stderr } = await promisify(execFile)("bash", [SCRIPT, ...args], { env, timeout: 150_000 });
      return stdout + stderr;
    } catch (err) {
      const { stdout, stderr } = err as { stdout?: string; stderr?: string };
      throw new Error(`testnet.sh ${args.join(" ")} failed: ${(err as Error).message}\n${stdout ?? ""}${stderr ?? ""}`);
    }
  };

  /** Polls until `condition` holds; on timeout the error carries the testnet's status table. */
  const waitFor = async (what: string, condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms\n${await testnet("status").catch(String)}`);
      await sleep(250);
    }
  };
  const heightsAtLeast = (nodes: readonly string[], min: number) => async () => (await Promise.all(nodes.map((n) => height(rpcUrl(n))))).every((h) => h >= min);

  beforeAll(async () => {
    base = await freePortRange(NODES.length);
    const out = await testnet("up");
    expect(out).toContain(`http://127.0.0.1:${base + 557}`);
  }, 150_000);

  afterAll(async () => {
    await testnet("down", "--clean").catch((err: Error) => console.error(err.message));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  test("the four validators reach consensus: every node's height advances", async () => {
    await waitFor("every validator and the full node at height 3", heightsAtLeast([...VALIDATORS, "full"], 3), 90_000);
    const now = await height(rpcUrl("val0"));
    await waitFor(`every validator and the full node past height ${now + 2}`, heightsAtLeast([...VALIDATORS, "full"], now + 2));
    const validators = (await rpc(rpcUrl("full"), "validators")) as { total: string };
    expect(validators.total).toBe("4");
  }, 120_000);

  test("peers come only through the seed node: no persistent_peers, and the full node connects to validators", async () => {
    const seedId = nodeId("seed");
    for (const node of [...VALIDATORS, "full"]) {
      const { p2p } = parse(fs.readFileSync(path.join(dir, node, "config", "config.toml"), "utf8")) as { p2p: Record<string, unknown> };
      expect(p2p).toMatchObject({ seeds: `${seedId}@127.0.0.1:${p2pPort("seed")}`, persistent_peers: "", seed_mode: false, pex: true });
    }
    const validatorIds = VALIDATORS.map(nodeId);
    await waitFor("the full node's peers include a validator", async () => {
      const peers = ((await rpc(rpcUrl("full"), "net_info")) as { peers: { node_info: { id: string } }[] }).peers.map((p) => p.node_info.id);
      return peers.some((id) => validatorIds.includes(id));
    });
  });

  test("a transfer sent to the full node is committed, and every node shows the new balance", async () => {
    const { mnemonic, address } = JSON.parse(fs.readFileSync(path.join(dir, "faucet.json"), "utf8")) as { mnemonic: string; address: string };
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: "hid" });
    const [recipient] = await (await DirectSecp256k1HdWallet.generate(12, { prefix: "hid" })).getAccounts();
    const client = await SigningStargateClient.connectWithSigner(rpcUrl("full"), wallet, { broadcastPollIntervalMs: 300 });
    try {
      const result = await client.sendTokens(address, recipient!.address, [{ denom: "uhid", amount: "12345" }], {
        amount: [{ denom: "uhid", amount: "5000" }],
        gas: "200000",
      });
      expect(result.code).toBe(0);
    } finally {
      client.disconnect();
    }
    for (const node of [...VALIDATORS, "full"]) {
      await waitFor(`${node} shows the recipient's balance`, async () => (await balance(rpcUrl(node), recipient!.address)) === "12345", 30_000);
    }
  }, 90_000);

  test("with validator 3 stopped the chain goes on (3 of 4 votes); started again, it catches up", async () => {
    await testnet("stop-node", "3");
    expect(await height(rpcUrl("val3"))).toBe(0);
    const stoppedAt = await height(rpcUrl("val0"));
    await waitFor("blocks without val3", heightsAtLeast(["val0", "val1", "val2", "full"], stoppedAt + 3), 45_000);

    await testnet("start-node", "3");
    const target = await height(rpcUrl("val0"));
    await waitFor(`val3 back at height ${target}`, heightsAtLeast(["val3"], target), 60_000);
    // Block sync hands over to consensus a moment after it reaches the others' height.
    const caughtUp = async () => ((await rpc(rpcUrl("val3"), "status")) as { sync_info: { catching_up: boolean } }).sync_info.catching_up === false;
    await waitFor("val3 to leave block sync", caughtUp, 30_000);
    const later = await height(rpcUrl("val0"));
    await waitFor(`val3 following the chain at height ${later + 1}`, heightsAtLeast(["val3"], later + 1), 30_000);
  }, 150_000);

  test("every node has the same app hash at a common height", async () => {
    const nodes = [...VALIDATORS, "full"];
    const common = Math.min(...(await Promise.all(nodes.map((n) => height(rpcUrl(n))))));
    expect(common).toBeGreaterThan(5);
    const hashes = await Promise.all(
      nodes.map(async (n) => ((await rpc(rpcUrl(n), `block?height=${common}`)) as { block: { header: { app_hash: string } } }).block.header.app_hash),
    );
    expect(hashes[0]).toMatch(/^[0-9A-F]{64}$/);
    expect(new Set(hashes).size).toBe(1);
    expect(await testnet("status")).toMatch(/val3\s+running/);
  });
});

async function balance(rpcUrl: string, address: string): Promise<string> {
  const client = await StargateClient.connect(rpcUrl);
  try {
    return (await client.getBalance(address, "uhid")).amount;
  } finally {
    client.disconnect();
  }
}

/**
 * A port base below Linux's ephemeral range (where other tests' free ports come from) whose `nodes` blocks of 100
 * ports are all free on 127.0.0.1.
 */
async function freePortRange(nodes: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + 100 * Math.floor(Math.random() * (120 - nodes));
    const ports = Array.from({ length: nodes }, (_, k) => [56, 57, 58, 90, 17].map((offset) => base + 100 * k + offset)).flat();
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error("no free port range found");
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function height(url: string): Promise<number> {
  return rpc(url, "status").then(
    (s) => Number((s as { sync_info: { latest_block_height: string } }).sync_info.latest_block_height),
    () => 0,
  );
}

/** One CometBFT RPC call; no keep-alive, so nothing lingers after the nodes stop. */
function rpc(url: string, method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/${method}`, { agent: false, timeout: 3_000 }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => {
        try {
          const reply = JSON.parse(body) as { result?: unknown; error?: unknown };
          if (reply.result === undefined) reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
          else resolve(reply.result);
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on("timeout", () => req.destroy(new Error(`${method}: no answer within 3 s`)));
    req.on("error", reject);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
