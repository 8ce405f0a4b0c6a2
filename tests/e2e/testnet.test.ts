import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { SigningStargateClient, StargateClient } from "@cosmjs/stargate";
import { fromBech32, toBech32 } from "@cosmjs/encoding";
import { parse } from "smol-toml";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import { loadAppConfig, writeAppConfig } from "../../abci-app/src/node/config";
import { builtCli } from "../harness/built-cli";

const SCRIPT = path.resolve(__dirname, "../../scripts/testnet.sh");
const VALIDATORS = ["val0", "val1", "val2", "val3"];
const NODES = [...VALIDATORS, "seed", "full"];
/** Ten-block window, half of it to sign, ten seconds in jail. */
const SLASHING_PARAMS = { signed_blocks_window: "10", min_signed_per_window: "0.500000000000000000", downtime_jail_duration: "10s" };

/**
 * scripts/testnet.sh as an operator runs it: four validators, a seed node and a full node on loopback, peers found
 * only through the seed. A transfer sent to the full node reaches every node; the full node becomes a validator, is
 * jailed when stopped, unjailed, and tombstoned when a twin signs with its key; the chain survives a stopped
 * validator, which catches up when started again; every node has the same app hash.
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
    base = await freePortRange(NODES.length + 1);
    // As an operator tunes a test network before its first block: a short slashing window, so that the downtime
    // scenario below takes seconds (every node's copy of genesis.json gets the same edit).
    await testnet("create");
    for (const node of NODES) {
      const file = path.join(dir, node, "config", "genesis.json");
      const genesis = JSON.parse(fs.readFileSync(file, "utf8"));
      Object.assign(genesis.app_state.slashing.params, SLASHING_PARAMS);
      fs.writeFileSync(file, JSON.stringify(genesis, null, 2));
    }
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

  describe("the full node as a validator: created, jailed for downtime, unjailed, tombstoned for a double sign", () => {
    const fullHome = () => path.join(dir, "full");
    const twinHome = () => path.join(dir, "full-twin");
    let operator: string;
    let valoper: string;
    let consensusHex: string;
    let twin: ReturnType<typeof spawn> | undefined;
    const cli = async (...args: string[]): Promise<any> => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [builtCli(), ...args], { timeout: 60_000 });
        return JSON.parse(stdout);
      } catch (err) {
        const { stdout, stderr } = err as { stdout?: string; stderr?: string };
        throw new Error(`idledger ${args.join(" ")} failed: ${stdout ?? ""}${stderr ?? ""}`);
      }
    };
    const tx = (...args: string[]) =>
      cli(
        ...args,
        "--from",
        "fullop",
        "--keyring-backend",
        "test",
        "--home",
        fullHome(),
        "--node",
        rpcUrl("val0"),
        "--chain-id",
        "idledger-testnet",
        "--fees",
        "10000uhid",
        "--gas",
        "400000",
        "-y",
        "--broadcast-mode",
        "block",
        "--output",
        "json",
      );
    const validator = async () => (await cli("q", "staking", "validator", valoper, "--node", rpcUrl("val0"), "--output", "json")).validator;
    const inValidatorSet = async () => {
      const { validators } = (await rpc(rpcUrl("val0"), "validators?per_page=100")) as { validators: { address: string }[] };
      return validators.some((v) => v.address === consensusHex);
    };
    const signedBlock = async () => {
      const h = await height(rpcUrl("val0"));
      const { block } = (await rpc(rpcUrl("val0"), `block?height=${h}`)) as { block: { last_commit: { signatures: { validator_address: string }[] } } };
      return block.last_commit.signatures.some((sig) => sig.validator_address === consensusHex);
    };

    afterAll(() => {
      twin?.kill("SIGTERM");
    });

    test("tx staking create-validator makes the full node a validator that signs blocks", async () => {
      operator = (await cli("keys", "add", "fullop", "--keyring-backend", "test", "--home", fullHome(), "--output", "json")).address;
      valoper = toBech32("hidvaloper", fromBech32(operator, 90).data);
      consensusHex = JSON.parse(fs.readFileSync(path.join(fullHome(), "config", "priv_validator_key.json"), "utf8")).address;
      const { mnemonic, address } = JSON.parse(fs.readFileSync(path.join(dir, "faucet.json"), "utf8")) as { mnemonic: string; address: string };
      const faucet = await SigningStargateClient.connectWithSigner(rpcUrl("val0"), await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix: "hid" }), {
        broadcastPollIntervalMs: 300,
      });
      try {
        const fee = { amount: [{ denom: "uhid", amount: "5000" }], gas: "200000" };
        expect((await faucet.sendTokens(address, operator, [{ denom: "uhid", amount: "600000000" }], fee)).code).toBe(0);
      } finally {
        faucet.disconnect();
      }
      const pubkey = execFileSync(process.execPath, [builtCli(), "comet", "show-validator", "--home", fullHome()], { encoding: "utf8" }).trim();
      // 500 HID: power 500 of 4500, little enough that the chain goes on without it
      const created = await tx("tx", "staking", "create-validator", "--amount", "500000000uhid", "--pubkey", pubkey, "--moniker", "full");
      expect(created.code).toBe(0);
      await waitFor("the full node in CometBFT's validator set", inValidatorSet, 30_000);
      await waitFor("a block signed by the full node", signedBlock, 30_000);
      expect((await validator()).status).toBe("BOND_STATUS_BONDED");
    }, 120_000);

    test("stopped longer than the window allows, it is jailed and leaves the set; the chain goes on", async () => {
      // downtime counts once a validator has been bonded for a whole window
      const now = await height(rpcUrl("val0"));
      await waitFor("a whole window bonded", heightsAtLeast(["val0"], now + 12), 30_000);
      await testnet("stop-node", "full");
      await waitFor("the full node's validator jailed", async () => (await validator()).jailed === true, 60_000);
      // CometBFT applies a validator update two heights after the block that returned it
      await waitFor("the full node out of CometBFT's validator set", async () => !(await inValidatorSet()), 30_000);
      const after = await height(rpcUrl("val0"));
      await waitFor("blocks without it", heightsAtLeast(["val0", "val1"], after + 2), 30_000);
    }, 120_000);

    test("tx slashing unjail, once the jail time is over, brings it back into the set", async () => {
      await testnet("start-node", "full");
      const jailedUntil = Date.parse(
        (await cli("q", "slashing", "signing-info", toBech32("hidvalcons", Buffer.from(consensusHex, "hex")), "--node", rpcUrl("val0"), "--output", "json"))
          .val_signing_info.jailed_until,
      );
      await sleep(Math.max(0, jailedUntil - Date.now()) + 2_000);
      const target = await height(rpcUrl("val0"));
      await waitFor("the full node caught up", heightsAtLeast(["full"], target), 60_000);
      expect((await tx("tx", "slashing", "unjail")).code).toBe(0);
      expect((await validator()).jailed).toBe(false);
      await waitFor("the full node back in the set", inValidatorSet, 30_000);
      await waitFor("a block signed by it again", signedBlock, 30_000);
    }, 150_000);

    test("a second node signing with the same key double-signs: the evidence tombstones the validator for ever", async () => {
      // the twin: a new home with the full node's genesis and consensus key; it proposes nothing and, with no time to
      // wait for proposals, prevotes nil where the full node prevotes the block
      const run = (...args: string[]) => execFileSync(process.execPath, [builtCli(), ...args], { encoding: "utf8", stdio: "pipe" });
      run("init", "full-twin", "--home", twinHome(), "--chain-id", "idledger-testnet", "--mode", "validator");
      for (const file of ["genesis.json", "priv_validator_key.json"])
        fs.copyFileSync(path.join(fullHome(), "config", file), path.join(twinHome(), "config", file));
      const ports = (offset: number) => base + 100 * NODES.length + offset;
      const fullConfig = parse(fs.readFileSync(path.join(fullHome(), "config", "config.toml"), "utf8")) as { p2p: { seeds: string } };
      setCometConfigValues(path.join(twinHome(), "config", "config.toml"), {
        proxy_app: `tcp://127.0.0.1:${ports(58)}`,
        "rpc.laddr": `tcp://127.0.0.1:${ports(57)}`,
        "p2p.laddr": `tcp://127.0.0.1:${ports(56)}`,
        "p2p.seeds": fullConfig.p2p.seeds,
        "p2p.addr_book_strict": false,
        "p2p.allow_duplicate_ip": true,
        "consensus.timeout_propose": "0s",
        "consensus.timeout_commit": "1s",
      });
      const config = loadAppConfig(twinHome());
      writeAppConfig(twinHome(), {
        ...config,
        abci: { ...config.abci, address: `tcp://127.0.0.1:${ports(58)}` },
        grpc: { ...config.grpc, enable: false },
        api: { ...config.api, enable: false },
      });
      twin = spawn(process.execPath, [builtCli(), "start", "--home", twinHome()], { stdio: "ignore" });

      const valcons = toBech32("hidvalcons", Buffer.from(consensusHex, "hex"));
      const tombstoned = async () =>
        (await cli("q", "slashing", "signing-info", valcons, "--node", rpcUrl("val0"), "--output", "json")).val_signing_info.tombstoned === true;
      await waitFor("the validator tombstoned for a double sign", tombstoned, 120_000);
      expect((await validator()).jailed).toBe(true);
      await waitFor("the validator out of the set", async () => !(await inValidatorSet()), 30_000);
      await expect(tx("tx", "slashing", "unjail")).rejects.toThrow(/validator still jailed/);
      twin.kill("SIGTERM");
      const after = await height(rpcUrl("val0"));
      await waitFor("the chain going on", heightsAtLeast(["val0", "val1", "val2"], after + 2), 30_000);
    }, 200_000);
  });

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
