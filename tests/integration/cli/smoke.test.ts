import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { testBackendWarning } from "../../../abci-app/src/cli-kit/keyring/session";
import { builtCli } from "../../harness/built-cli";
import { tempDir } from "../../unit/cli/fixtures";

/** The installed entry point, end to end: bin/idledger.js requiring the compiled CLI (built once per test run). */
describe("bin/idledger.js (subprocess)", () => {
  let work: string;
  let cleanup: () => void;
  let home: string;

  beforeAll(() => {
    ({ dir: work, cleanup } = tempDir("idledger-smoke-"));
    home = path.join(work, "home");
  });
  afterAll(() => cleanup());

  function idledger(...args: string[]): { status: number | null; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, [builtCli(), "--home", home, ...args], { encoding: "utf8", input: "" });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it("creates a key, initializes a chain and funds the key in genesis, exiting 0", () => {
    const added = idledger("keys", "add", "smoke", "--output", "json");
    expect(added.status).toBe(0);
    const { address } = JSON.parse(added.stdout) as { address: string };
    expect(idledger("init", "smoke-node").status).toBe(0);
    expect(idledger("genesis", "add-account", "smoke", "5uhid").status).toBe(0);
    const genesis = JSON.parse(fs.readFileSync(path.join(home, "config/genesis.json"), "utf8"));
    expect(genesis.app_state.bank.balances).toEqual([{ address, coins: [{ denom: "uhid", amount: "5" }] }]);
  });

  it("exits 1 with one error line and no stack trace, and non-zero on a usage error", () => {
    const missing = idledger("keys", "show", "nobody");
    const warning = testBackendWarning(path.join(home, "keyring-test"));
    expect(missing).toEqual({ status: 1, stdout: "", stderr: `${warning}Error: nobody is not a valid name or address: key not found\n` });
    const usage = idledger("keys", "show");
    expect(usage.status).not.toBe(0);
    expect(usage.stderr).toContain("error: missing required argument");
  });
});
