import fs from "node:fs";
import path from "node:path";
import { tempDir } from "../../unit/cli/fixtures";
import { cli } from "./harness";

describe("idledger (the program)", () => {
  it("prints help on stdout and exits 0", async () => {
    const { code, stdout } = await cli(["--help"]);
    expect(code).toBe(0);
    for (const command of ["init", "keys", "genesis", "add-genesis-account", "start"]) expect(stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
    expect(stdout).toContain("--home <dir>");
  });

  it.each([
    [["frobnicate"], "error: unknown command 'frobnicate'"],
    [["keys", "list", "--bogus"], "error: unknown option '--bogus'"],
    [["keys", "show"], "error: missing required argument 'name_or_address'"],
    [["keys", "list", "--output", "yaml"], "error: option '-o, --output <format>' argument 'yaml' is invalid. Allowed choices are text, json."],
    [["--log-level", "loud", "keys", "list"], "error: option '--log-level <level>' argument 'loud' is invalid. unknown log level \"loud\""],
  ])("reports the usage error of %j and exits non-zero", async (args, message) => {
    const { code, stdout, stderr } = await cli(args);
    expect(code).not.toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("uses $IDLEDGER_HOME when --home is not given, and --home over it", async () => {
    const { dir: envHome, cleanup } = tempDir();
    const { dir: flagHome, cleanup: cleanup2 } = tempDir();
    try {
      expect((await cli(["keys", "add", "k1"], { env: { IDLEDGER_HOME: envHome } })).code).toBe(0);
      expect(fs.existsSync(path.join(envHome, "keyring-test", "k1.json"))).toBe(true);
      expect((await cli(["--home", flagHome, "keys", "add", "k2"], { env: { IDLEDGER_HOME: envHome } })).code).toBe(0);
      expect(fs.existsSync(path.join(flagHome, "keyring-test", "k2.json"))).toBe(true);
      expect((await cli(["keys", "add", "k3", "--home", flagHome], { env: { IDLEDGER_HOME: envHome } })).code).toBe(0);
      expect(fs.existsSync(path.join(flagHome, "keyring-test", "k3.json"))).toBe(true);
    } finally {
      cleanup();
      cleanup2();
    }
  });
});
