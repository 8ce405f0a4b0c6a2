import fs from "node:fs";
import path from "node:path";
import { tempDir, MNEMONIC } from "../../unit/cli/fixtures";
import { snapshotDir } from "../../unit/cli/keyring-fixtures";
import { testBackendWarning } from "../../../abci-app/src/cli-kit/keyring/session";
import { cliAt } from "./harness";
import { EXPORT_PASSPHRASE, keysScenario } from "./keys-scenario";

const PASSPHRASE = "keyring passphrase 1";

describe.each(["test", "file"] as const)("idledger keys --keyring-backend %s", (backend) => {
  let home: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir: home, cleanup } = tempDir()));
  afterEach(() => cleanup());

  keysScenario({
    backend,
    home: () => home,
    unlock: (creating) =>
      backend === "file" ? (creating && !fs.existsSync(path.join(home, "keyring-file", "keyhash")) ? `${PASSPHRASE}\n${PASSPHRASE}\n` : `${PASSPHRASE}\n`) : "",
  });
});

describe("the test backend", () => {
  let home: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir: home, cleanup } = tempDir()));
  afterEach(() => cleanup());

  it("warns on stderr once per command that it is not for production, and keeps stdout scriptable", async () => {
    const idledger = cliAt(home);
    await idledger(["keys", "add", "alice", "--recover"], { stdin: `${MNEMONIC}\n` });
    const { stdout, stderr } = await idledger(["keys", "show", "alice", "-a"], { keepKeyringWarning: true });
    expect(stdout).toMatch(/^hid1[a-z0-9]{38}\n$/);
    expect(stderr).toBe(testBackendWarning(path.join(home, "keyring-test")));
    expect(stderr).toContain("unencrypted");
  });

  it("prints no warning for a dry run, which opens no keyring", async () => {
    const { code, stderr } = await cliAt(home)(["keys", "add", "ghost", "--dry-run", "--recover"], { stdin: `${MNEMONIC}\n`, keepKeyringWarning: true });
    expect(code).toBe(0);
    expect(stderr).not.toContain("WARNING");
  });

  it("keeps its files under --keyring-dir when given", async () => {
    const elsewhere = path.join(home, "elsewhere");
    const idledger = cliAt(home);
    await idledger(["keys", "add", "alice", "--recover", "--keyring-dir", elsewhere], { stdin: `${MNEMONIC}\n` });
    expect(fs.readdirSync(path.join(elsewhere, "keyring-test"))).toEqual(["alice.json"]);
    expect(fs.existsSync(path.join(home, "keyring-test"))).toBe(false);
    expect((await idledger(["keys", "list", "-n", "--keyring-dir", elsewhere])).stdout).toBe("alice\n");
  });

  it("exports the raw private key in hex only with --unarmored-hex and --unsafe together, after a confirmation", async () => {
    const idledger = cliAt(home);
    await idledger(["keys", "add", "alice", "--recover"], { stdin: `${MNEMONIC}\n` });
    expect((await idledger(["keys", "export", "alice", "--unsafe"])).stderr).toContain("Error: the flags --unsafe and --unarmored-hex must be used together");
    expect((await idledger(["keys", "export", "alice", "--unarmored-hex", "--unsafe"], { stdin: "n\n" })).stdout).toBe("");
    const { stdout } = await idledger(["keys", "export", "alice", "--unarmored-hex", "--unsafe"], { stdin: "y\n" });
    expect(stdout).toMatch(/^[0-9a-f]{64}\n$/);
  });

  it("refuses an export passphrase shorter than 8 characters", async () => {
    const idledger = cliAt(home);
    await idledger(["keys", "add", "alice", "--recover"], { stdin: `${MNEMONIC}\n` });
    const { code, stdout, stderr } = await idledger(["keys", "export", "alice"], { stdin: "short\n" });
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
    expect(stderr).toContain("Error: the passphrase must be at least 8 characters");
  });
});

describe("the file backend", () => {
  let home: string;
  let dir: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  beforeEach(async () => {
    ({ dir: home, cleanup } = tempDir());
    dir = path.join(home, "keyring-file");
    idledger = (args, options) => cliAt(home)([...args, "--keyring-backend", "file"], options);
  });
  afterEach(() => cleanup());

  it("asks for the passphrase twice when it creates the keyring, after the mnemonic (the SDK's order), and prints no test warning", async () => {
    const { code, stderr } = await idledger(["keys", "add", "alice", "--recover"], { stdin: `${MNEMONIC}\n${PASSPHRASE}\n${PASSPHRASE}\n` });
    expect(code).toBe(0);
    expect(stderr).toBe("> Enter your bip39 mnemonic\nEnter keyring passphrase (attempt 1/1): \nRe-enter keyring passphrase: \n\n");
    expect(fs.readdirSync(dir).sort()).toEqual(["alice.key", "keyhash"]);
  });

  it("refuses a mismatched second entry and creates nothing", async () => {
    const { code, stderr } = await idledger(["keys", "add", "alice"], { stdin: `${PASSPHRASE}\nsomething else\n` });
    expect(code).toBe(1);
    expect(stderr).toContain(`Error: cannot create the file keyring in ${dir}: the passphrases do not match; nothing was written`);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it.each([
    { name: "list", args: ["keys", "list"], stdin: (wrong: string) => `${wrong}\n` },
    { name: "show", args: ["keys", "show", "alice"], stdin: (wrong: string) => `${wrong}\n` },
    { name: "add", args: ["keys", "add", "bob"], stdin: (wrong: string) => `${wrong}\n` },
    {
      name: "add --recover",
      args: ["keys", "add", "bob", "--recover"],
      stdin: (wrong: string) => `abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about\n${wrong}\n`,
    },
    { name: "delete", args: ["keys", "delete", "alice", "-y"], stdin: (wrong: string) => `${wrong}\n` },
    { name: "export", args: ["keys", "export", "alice"], stdin: (wrong: string) => `${EXPORT_PASSPHRASE}\n${wrong}\n` },
  ])("refuses a wrong passphrase for $name and leaves the keyring byte-identical", async ({ args, stdin }) => {
    await idledger(["keys", "add", "alice", "--recover"], { stdin: `${MNEMONIC}\n${PASSPHRASE}\n${PASSPHRASE}\n` });
    const before = snapshotDir(dir);
    const { code, stdout, stderr } = await idledger(args, { stdin: stdin("wrong passphrase") });
    expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
    expect(stderr).toContain(`Error: incorrect passphrase for the file keyring in ${dir}: nothing was changed\n`);
    expect(snapshotDir(dir)).toEqual(before);
  });

  it("asks once per command even when the command looks the key up several times", async () => {
    await idledger(["keys", "add", "alice", "--recover"], { stdin: `${MNEMONIC}\n${PASSPHRASE}\n${PASSPHRASE}\n` });
    const { code, stderr } = await idledger(["keys", "delete", "alice"], { stdin: `${PASSPHRASE}\ny\n` });
    expect(code).toBe(0);
    expect(stderr.match(/Enter keyring passphrase/g)).toHaveLength(1);
  });
});
