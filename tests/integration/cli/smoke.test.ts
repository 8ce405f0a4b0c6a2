import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempDir } from "../../unit/cli/fixtures";

const ROOT = path.resolve(__dirname, "../../..");

/**
 * The installed entry point, end to end: bin/idledger.js requiring the compiled CLI. The CLI's import graph is
 * compiled into a private directory (not the shared dist/, which others may be building), next to a copy of bin/.
 */
describe("bin/idledger.js (subprocess)", () => {
  let work: string;
  let cleanup: () => void;
  let home: string;

  beforeAll(() => {
    ({ dir: work, cleanup } = tempDir("idledger-smoke-"));
    home = path.join(work, "home");
    fs.writeFileSync(
      path.join(work, "tsconfig.json"),
      JSON.stringify({
        extends: path.join(ROOT, "tsconfig.build.json"),
        compilerOptions: { outDir: path.join(work, "dist"), rootDir: ROOT, sourceMap: false, typeRoots: [path.join(ROOT, "node_modules/@types")] },
        files: [path.join(ROOT, "abci-app/src/cli/main.ts")],
        include: [],
      }),
    );
    // Type errors are the type check's business (npm test runs it first); this test needs only the emitted JavaScript.
    const tsc = spawnSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", path.join(work, "tsconfig.json")], { encoding: "utf8" });
    if (!fs.existsSync(path.join(work, "dist/abci-app/src/cli/main.js"))) throw new Error(`compiling the CLI failed:\n${tsc.stdout}${tsc.stderr}`);
    fs.mkdirSync(path.join(work, "bin"));
    fs.copyFileSync(path.join(ROOT, "bin/idledger.js"), path.join(work, "bin/idledger.js"));
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"));
  }, 120_000);
  afterAll(() => cleanup());

  function idledger(...args: string[]): { status: number | null; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, [path.join(work, "bin/idledger.js"), "--home", home, ...args], { encoding: "utf8", input: "" });
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
    expect(missing).toEqual({ status: 1, stdout: "", stderr: "Error: nobody is not a valid name or address: key not found\n" });
    const usage = idledger("keys", "show");
    expect(usage.status).not.toBe(0);
    expect(usage.stderr).toContain("error: missing required argument");
  });
});
