import { type ChildProcess, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stateDir } from "../../../abci-app/src/node/open-home-app";
import { openStateDb } from "../../../abci-app/src/store/state-db";
import { tempDir } from "../../unit/cli/fixtures";
import { cli, cliAt } from "./harness";
import { holdStateDbOpen } from "../../harness/state-db-holder";

const PACKAGE_JSON = path.join(__dirname, "..", "..", "..", "package.json");
const INSTALL_SCRIPT = path.join(__dirname, "..", "..", "..", "scripts", "install-cometbft.sh");

describe("idledger version", () => {
  const version = (JSON.parse(fs.readFileSync(PACKAGE_JSON, "utf8")) as { version: string }).version;
  /** The version the built CometBFT reports; the tests' global setup has built it. */
  const cometbftVersion = spawnSync("bash", [INSTALL_SCRIPT], { encoding: "utf8" }).stdout.trim().split("\n").pop() ?? "";
  const cometbftReports = spawnSync(cometbftVersion, ["version"], { encoding: "utf8" }).stdout.trim();

  it("prints the package's version, as the SDK's version command", async () => {
    expect(await cli(["version"])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
    expect(JSON.parse((await cli(["version", "-o", "json"])).stdout)).toEqual({ version });
  });

  it("with --long, names the CometBFT it runs: the version the pinned binary reports", async () => {
    expect(cometbftReports).toMatch(/^\d+\.\d+\.\d+\+idledger\.\d+$/);
    const long = await cli(["version", "--long", "--output", "json"]);
    expect(long.code).toBe(0);
    expect(JSON.parse(long.stdout)).toEqual({
      name: "idledger",
      server_name: "idledger",
      version,
      cometbft_version: cometbftReports,
      node_version: process.version,
    });
    expect((await cli(["version", "--long"])).stdout).toContain(`cometbft_version: ${cometbftReports}\n`);
  });

  it("--version on the root prints both versions on one line", async () => {
    const result = await cli(["--version"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`idledger ${version} (CometBFT ${cometbftReports}, Node.js ${process.version})\n`);
  });
});

describe("idledger comet unsafe-reset-all", () => {
  let home: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  let holder: ChildProcess | undefined;

  beforeEach(async () => {
    ({ dir: home, cleanup } = tempDir());
    idledger = cliAt(home);
    expect((await idledger(["init", "node0", "--chain-id", "reset-1"])).code).toBe(0);
    // A chain that has run: the app's state, a CometBFT database, and a validator that signed up to height 7.
    const db = await openStateDb(stateDir(home));
    await db.put(Buffer.from("L"), Buffer.alloc(8, 7));
    await db.close();
    fs.mkdirSync(path.join(home, "data", "blockstore.db"));
    fs.writeFileSync(path.join(home, "data", "priv_validator_state.json"), JSON.stringify({ height: "7", round: 0, step: 3 }));
  });

  afterEach(() => {
    holder?.kill();
    cleanup();
  });

  it("removes CometBFT's and the app's data and resets the validator's signing state to genesis", async () => {
    const result = await idledger(["comet", "unsafe-reset-all"]);
    expect(result.code).toBe(0);
    expect(fs.readdirSync(path.join(home, "data"))).toEqual(["priv_validator_state.json"]);
    expect(JSON.parse(fs.readFileSync(path.join(home, "data", "priv_validator_state.json"), "utf8"))).toMatchObject({ height: "0", round: 0, step: 0 });
    expect(fs.existsSync(path.join(home, "config", "genesis.json"))).toBe(true);
    expect(fs.existsSync(path.join(home, "config", "priv_validator_key.json"))).toBe(true);
  });

  it("refuses while a node holds the home's state, naming the process, and removes nothing", async () => {
    holder = await holdStateDbOpen(stateDir(home));
    const result = await idledger(["comet", "unsafe-reset-all"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`not resetting: the state database ${stateDir(home)} is in use by process ${holder.pid}`);
    expect(fs.existsSync(path.join(home, "data", "blockstore.db"))).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(home, "data", "priv_validator_state.json"), "utf8"))).toMatchObject({ height: "7" });
  });
});
