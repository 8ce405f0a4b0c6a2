import fs from "node:fs";
import path from "node:path";
import { defaultAppState } from "../../../abci-app/src/app/wiring";
import { defaultAppConfig, loadAppConfig } from "../../../abci-app/src/node/config";
import { tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

describe("idledger init", () => {
  let home: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  let genesisFile: string;

  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    idledger = cliAt(home);
    genesisFile = path.join(home, "config", "genesis.json");
  });
  afterEach(() => cleanup());

  const genesis = (): Record<string, unknown> => JSON.parse(fs.readFileSync(genesisFile, "utf8"));

  it("writes a CometBFT v0.38 genesis with the defaults and no validators (they come from gentxs), app.toml and data/, and prints the SDK's summary on stderr", async () => {
    const before = Date.now();
    const { code, stdout, stderr } = await idledger(["init", "node0", "--chain-id", "test-1"]);
    expect(code).toBe(0);
    expect(stdout).toBe("");

    const doc = genesis();
    expect(Object.keys(doc)).toEqual(["genesis_time", "chain_id", "initial_height", "consensus_params", "validators", "app_hash", "app_state"]);
    expect(doc).toMatchObject({ chain_id: "test-1", initial_height: "1", app_hash: "", app_state: defaultAppState() });
    expect(doc["validators"]).toEqual([]);
    expect(doc["consensus_params"]).toEqual({
      block: { max_bytes: "22020096", max_gas: "-1" },
      evidence: { max_age_num_blocks: "100000", max_age_duration: "172800000000000", max_bytes: "1048576" },
      validator: { pub_key_types: ["ed25519"] },
      version: { app: "0" },
      abci: { vote_extensions_enable_height: "0" },
    });
    const time = doc["genesis_time"] as string;
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/);
    expect(Date.parse(time)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(time)).toBeLessThanOrEqual(Date.now());
    expect(fs.readFileSync(genesisFile, "utf8")).toBe(`${JSON.stringify(doc, null, 2)}\n`);

    expect(loadAppConfig(home)).toEqual(defaultAppConfig());
    expect(fs.statSync(path.join(home, "data")).isDirectory()).toBe(true);

    expect(stderr.endsWith("\n")).toBe(true);
    const summary = JSON.parse(stderr);
    expect(summary).toEqual({
      app_message: defaultAppState(),
      chain_id: "test-1",
      gentxs_dir: "",
      moniker: "node0",
      node_id: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect((await idledger(["comet", "show-node-id"])).stdout).toBe(`${summary.node_id}\n`);
    expect(stderr.startsWith('{"app_message":{"auth":')).toBe(true);
  });

  it("uses chain-id idledger-local by default and honours --initial-height", async () => {
    expect((await idledger(["init", "n", "--initial-height", "42"])).code).toBe(0);
    expect(genesis()).toMatchObject({ chain_id: "idledger-local", initial_height: "42" });
  });

  it("refuses to overwrite genesis.json without --overwrite, and keeps an existing app.toml and the keys with it", async () => {
    await idledger(["init", "n", "--chain-id", "first"]);
    const keyFiles = ["config/node_key.json", "config/priv_validator_key.json", "data/priv_validator_state.json"].map((f) => path.join(home, f));
    const keys = keyFiles.map((f) => fs.readFileSync(f, "utf8"));
    const configToml = path.join(home, "config", "config.toml");
    fs.appendFileSync(configToml, "# an operator's edit\n");
    const refused = await idledger(["init", "n", "--chain-id", "second"]);
    expect(refused).toEqual({ code: 1, stdout: "", stderr: `Error: genesis.json file already exists: ${genesisFile}\n` });
    expect(genesis()["chain_id"]).toBe("first");
    expect(fs.readFileSync(configToml, "utf8")).toContain("# an operator's edit");

    const appToml = path.join(home, "config", "app.toml");
    fs.writeFileSync(appToml, 'pruning = "nothing"\n');
    expect((await idledger(["init", "n2", "--chain-id", "second", "--overwrite"])).code).toBe(0);
    expect(genesis()["chain_id"]).toBe("second");
    expect(fs.readFileSync(appToml, "utf8")).toBe('pruning = "nothing"\n');
    expect(keyFiles.map((f) => fs.readFileSync(f, "utf8"))).toEqual(keys);
    expect(fs.readFileSync(configToml, "utf8")).not.toContain("# an operator's edit");
    expect(fs.readFileSync(configToml, "utf8")).toContain('moniker = "n2"');
  });

  it.each([
    [["init", "n", "--chain-id", ""], "Error: chain-id must not be empty\n"],
    [["init", "n", "--chain-id", "a b"], 'Error: invalid chain-id "a b": it must not contain whitespace\n'],
    [["init", "n", "--chain-id", "c".repeat(51)], `Error: invalid chain-id "${"c".repeat(51)}": at most 50 characters, got 51\n`],
    [["init", " "], "Error: moniker must not be empty\n"],
    [["init", "a\nb"], 'Error: invalid moniker "a\\nb": it must not contain control characters\n'],
    [["init", "m".repeat(71)], `Error: invalid moniker "${"m".repeat(71)}": at most 70 characters, got 71\n`],
  ])("rejects %j and writes nothing", async (args, message) => {
    expect(await idledger(args)).toEqual({ code: 1, stdout: "", stderr: message });
    expect(fs.existsSync(path.join(home, "config"))).toBe(false);
  });

  it("rejects a bad --initial-height, an unknown --mode and a missing moniker as usage errors", async () => {
    const mode = await idledger(["init", "n", "--mode", "archive"]);
    expect(mode.code).toBe(1);
    expect(mode.stderr).toContain("error: option '--mode <mode>' argument 'archive' is invalid. Allowed choices are validator, full, seed.");
    const height = await idledger(["init", "n", "--initial-height", "0"]);
    expect(height.code).toBe(1);
    expect(height.stderr).toContain("error: option '--initial-height <height>' argument '0' is invalid. expected an integer from 1 to 2^63-1");
    const moniker = await idledger(["init"]);
    expect(moniker.code).toBe(1);
    expect(moniker.stderr).toContain("error: missing required argument 'moniker'");
  });
});
