import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parse } from "smol-toml";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { builtCli } from "../harness/built-cli";
import { cometbftBinary } from "../harness/cometbft";
import { initLocalNode, startLocalNode, type LocalHome, type LocalNode } from "../harness/local-node";

type Table = Record<string, unknown>;

/**
 * Homes made by `idledger init` in each mode, run by the real CometBFT: a validator makes blocks, a seed node hands
 * out its address, and a full node that knows only the seed finds the validator through it and follows the chain.
 */
describe("init modes with the real CometBFT", () => {
  const nodes: LocalNode[] = [];
  let validator: LocalHome;
  let seed: LocalHome;
  let full: LocalHome;

  beforeAll(async () => {
    validator = await initLocalNode({ moniker: "validator0", mode: "validator" });
    seed = await initLocalNode({ moniker: "seed0", mode: "seed" });
    full = await initLocalNode({ moniker: "full0", mode: "full" });
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    for (const local of [validator, seed, full]) if (local) fs.rmSync(local.home, { recursive: true, force: true });
  });

  test("CometBFT reads the keys idledger wrote: same node IDs, same validator key", () => {
    for (const local of [validator, seed, full]) {
      expect(comet(["show-node-id", "--home", local.home])).toBe(local.nodeId);
      expect(comet(["show-validator", "--home", local.home])).toBe(idledger(["comet", "show-validator", "--home", local.home]));
    }
  });

  test("every key of the templates is one CometBFT v0.38 knows, and each mode has its settings", () => {
    const reference = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-comet-ref-"));
    try {
      comet(["init", "--home", reference]);
      const known = keys(parse(fs.readFileSync(path.join(reference, "config", "config.toml"), "utf8")));
      for (const local of [validator, seed, full]) {
        const config = parse(fs.readFileSync(homeLayout(local.home).cometConfig, "utf8"));
        expect([...keys(config)].filter((key) => !known.has(key))).toEqual([]);
      }
    } finally {
      fs.rmSync(reference, { recursive: true, force: true });
    }
    const p2p = (local: LocalHome): Table => (parse(fs.readFileSync(homeLayout(local.home).cometConfig, "utf8")) as { p2p: Table }).p2p;
    expect(p2p(seed)).toMatchObject({ pex: true, seed_mode: true });
    expect(p2p(full)).toMatchObject({ pex: true, seed_mode: false });
    expect(p2p(validator)).toMatchObject({ pex: true, seed_mode: false });
    // Validators come from staking (gentxs), not from genesis.json's list; only the validator's home holds one.
    const genesisOf = (local: LocalHome) => JSON.parse(fs.readFileSync(homeLayout(local.home).genesis, "utf8"));
    for (const local of [validator, seed, full]) expect(genesisOf(local).validators).toEqual([]);
    expect(genesisOf(validator).app_state.staking.validators.map((v: { description: { moniker: string } }) => v.description.moniker)).toEqual(["validator0"]);
    expect(genesisOf(seed).app_state.staking.validators).toEqual([]);
  });

  test("a full node that knows only the seed finds the validator through it and follows the chain", async () => {
    for (const local of [seed, full]) fs.copyFileSync(homeLayout(validator.home).genesis, homeLayout(local.home).genesis);
    for (const local of [validator, full]) setCometConfigValues(homeLayout(local.home).cometConfig, { "p2p.seeds": seed.peerAddress });

    nodes.push(await startLocalNode(seed, { minHeight: 0 }));
    const validatorNode = await startLocalNode(validator, { minHeight: 3 });
    nodes.push(validatorNode);
    const fullNode = await startLocalNode(full, { minHeight: (await validatorNode.height()) + 1, timeoutMs: 45_000 });
    nodes.push(fullNode);

    const peers = (await rpc(full.rpcUrl, "net_info")) as { peers: { node_info: { id: string } }[] };
    expect(peers.peers.map((p) => p.node_info.id)).toContain(validator.nodeId);
    const set = (await rpc(validator.rpcUrl, "validators")) as { validators: { address: string }[] };
    const ownKey = JSON.parse(fs.readFileSync(homeLayout(validator.home).privValidatorKey, "utf8")).address;
    expect(set.validators.map((v) => v.address)).toEqual([ownKey]);
    const fullStatus = (await rpc(full.rpcUrl, "status")) as { validator_info: { voting_power: string }; node_info: { moniker: string } };
    expect(fullStatus).toMatchObject({ validator_info: { voting_power: "0" }, node_info: { moniker: "full0" } });
  }, 90_000);
});

function comet(args: readonly string[]): string {
  const run = spawnSync(cometbftBinary(), args, { encoding: "utf8", env: { ...process.env, CMTHOME: "" } });
  if (run.status !== 0) throw new Error(`cometbft ${args.join(" ")} failed: ${run.stderr}${run.stdout}`);
  return run.stdout.trim();
}

function idledger(args: readonly string[]): string {
  const run = spawnSync(process.execPath, [builtCli(), ...args], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`idledger ${args.join(" ")} failed: ${run.stderr}`);
  return run.stdout.trim();
}

/** "section.key" of every setting in a parsed config.toml. */
function keys(table: Table, prefix = ""): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) for (const k of keys(value as Table, `${prefix}${key}.`)) out.add(k);
    else out.add(`${prefix}${key}`);
  }
  return out;
}

function rpc(url: string, method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/${method}`, { agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve((JSON.parse(body) as { result: unknown }).result));
      })
      .on("error", reject);
  });
}
