import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { testBackendWarning } from "../../../abci-app/src/cli-kit/keyring/session";
import { cosmjsAccount, MNEMONIC, tempDir } from "../../unit/cli/fixtures";
import { cliAt, type CliResult } from "./harness";

const PUBKEY_JSON = /^\{"@type":"\/cosmos\.crypto\.secp256k1\.PubKey","key":"[A-Za-z0-9+/]{44}"\}$/;

describe("idledger keys", () => {
  let home: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  /** What every command that opens the test keyring prints first on stderr. */
  let WARNING: string;

  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    idledger = (args, options) => cliAt(home)(args, { ...options, keepKeyringWarning: true });
    WARNING = testBackendWarning(path.join(home, "keyring-test"));
  });
  afterEach(() => cleanup());

  const recover = (name: string, mnemonic = MNEMONIC, ...flags: string[]): Promise<CliResult> =>
    idledger(["keys", "add", name, "--recover", ...flags], { stdin: `${mnemonic}\n` });

  describe("add", () => {
    it("prints the new key as YAML on stdout and the 24-word mnemonic that recreates it on stderr", async () => {
      const { code, stdout, stderr } = await idledger(["keys", "add", "alice"]);
      expect(code).toBe(0);
      const [item] = YAML.parse(stdout) as Record<string, string>[];
      expect(Object.keys(item!)).toEqual(["address", "name", "pubkey", "type"]);
      expect(item).toMatchObject({ name: "alice", type: "local" });
      expect(item!["pubkey"]).toMatch(PUBKEY_JSON);

      expect(stderr).toContain(
        "**Important** write this mnemonic phrase in a safe place.\nIt is the only way to recover your account if you ever forget your password.\n\n",
      );
      const mnemonic = stderr.trim().split("\n").pop()!;
      expect(mnemonic.split(" ")).toHaveLength(24);
      expect(item!["address"]).toBe((await cosmjsAccount(mnemonic)).address);
      expect(fs.existsSync(path.join(home, "keyring-test", "alice.json"))).toBe(true);
    });

    it("prints json with the mnemonic", async () => {
      const { code, stdout } = await idledger(["keys", "add", "bob", "--output", "json"]);
      expect(code).toBe(0);
      const out = JSON.parse(stdout);
      expect(Object.keys(out)).toEqual(["name", "type", "address", "pubkey", "mnemonic"]);
      expect(out.address).toBe((await cosmjsAccount(out.mnemonic)).address);
    });

    it("with --no-backup does not print the mnemonic", async () => {
      const { code, stderr } = await idledger(["keys", "add", "quiet", "--no-backup"]);
      expect(code).toBe(0);
      expect(stderr).not.toContain("Important");
    });

    it("--recover prompts on stderr and derives exactly what cosmjs derives, without echoing the mnemonic", async () => {
      const { code, stdout, stderr } = await recover("carol");
      expect(code).toBe(0);
      expect(stderr.startsWith(`${WARNING}> Enter your bip39 mnemonic\n`)).toBe(true);
      expect(stderr).not.toContain("Important");
      expect(stdout).not.toContain("adapt");
      const expected = await cosmjsAccount(MNEMONIC);
      const [item] = YAML.parse(stdout) as Record<string, string>[];
      expect(item!["address"]).toBe(expected.address);
      expect(item!["pubkey"]).toBe(`{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"${expected.pubkeyBase64}"}`);

      const json = JSON.parse((await idledger(["keys", "show", "carol", "--output", "json"])).stdout);
      expect(json.mnemonic).toBeUndefined();
    });

    it("--account, --index and --hd-path select the derivation path", async () => {
      const byFlags = JSON.parse((await recover("a", MNEMONIC, "--account", "2", "--index", "5", "--output", "json")).stdout);
      expect(byFlags.address).toBe((await cosmjsAccount(MNEMONIC, "m/44'/118'/2'/0/5")).address);
      const byPath = JSON.parse((await recover("b", MNEMONIC, "--hd-path", "m/44'/118'/0'/0/9", "--output", "json")).stdout);
      expect(byPath.address).toBe((await cosmjsAccount(MNEMONIC, "m/44'/118'/0'/0/9")).address);
    });

    it.each([
      [
        "a bad checksum",
        MNEMONIC.replace(/nice$/, "abandon"),
        "Error: invalid mnemonic: the checksum does not match (a word is wrong or the words are out of order)",
      ],
      ["an unknown word", MNEMONIC.replace("glare", "glarf"), 'Error: invalid mnemonic: word 5 "glarf" is not in the BIP-39 English word list'],
      ["too few words", "adapt explain", "Error: invalid mnemonic: expected 12, 15, 18, 21 or 24 words, got 2"],
      ["nothing", "", "Error: invalid mnemonic: no words were given"],
    ])("--recover rejects %s and stores nothing", async (_what, mnemonic, message) => {
      const { code, stdout, stderr } = await recover("dave", mnemonic);
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toContain(`${message}\n`);
      expect(fs.existsSync(path.join(home, "keyring-test", "dave.json"))).toBe(false);
    });

    it("refuses a name that is taken, before asking for a mnemonic", async () => {
      await recover("erin");
      const { code, stderr } = await recover("erin");
      expect(code).toBe(1);
      expect(stderr).toBe(
        `${WARNING}Error: a key named "erin" already exists in the test keyring: choose another name, or delete it first with idledger keys delete erin\n`,
      );
    });

    it("refuses the same key under a second name", async () => {
      await recover("first");
      const { code, stderr } = await recover("second");
      expect(code).toBe(1);
      expect(stderr).toMatch(/Error: duplicated address created: hid1\w+ is already stored as key "first"/);
    });

    it("--dry-run prints the key but stores nothing", async () => {
      const { code, stdout } = await recover("ghost", MNEMONIC, "--dry-run", "--output", "json");
      expect(code).toBe(0);
      expect(JSON.parse(stdout).address).toBe((await cosmjsAccount(MNEMONIC)).address);
      expect(fs.existsSync(path.join(home, "keyring-test"))).toBe(false);
    });

    it("rejects an unknown backend as a usage error", async () => {
      const { code, stderr } = await idledger(["keys", "add", "x", "--keyring-backend", "vault"]);
      expect(code).toBe(1);
      expect(stderr).toContain("error: option '--keyring-backend <backend>' argument 'vault' is invalid. Allowed choices are test, file, os.");
    });

    it("reports bad flag values as usage errors", async () => {
      const account = await idledger(["keys", "add", "x", "--account", "2147483648"]);
      expect(account.code).toBe(1);
      expect(account.stderr).toContain("error: option '--account <number>' argument '2147483648' is invalid. expected an integer from 0 to 2147483647");
      const hdPath = await idledger(["keys", "add", "x", "--hd-path", "m/44'/abc"]);
      expect(hdPath.code).toBe(1);
      expect(hdPath.stderr).toContain('invalid HD path "m/44\'/abc"');
      const name = await idledger(["keys", "add", "../x"]);
      expect(name.stderr).toContain('Error: invalid key name "../x"');
    });

    it("uses the bech32 prefix of the home's genesis", async () => {
      await idledger(["init", "n"]);
      const file = path.join(home, "config", "genesis.json");
      const genesis = JSON.parse(fs.readFileSync(file, "utf8"));
      genesis.app_state.auth.bech32_prefix = "did";
      fs.writeFileSync(file, JSON.stringify(genesis));
      const { stdout } = await recover("p", MNEMONIC, "--output", "json");
      expect(JSON.parse(stdout).address).toBe((await cosmjsAccount(MNEMONIC, undefined, "did")).address);
    });
  });

  describe("list", () => {
    it("says when there are no keys, and prints [] as json", async () => {
      expect(await idledger(["keys", "list"])).toEqual({ code: 0, stdout: "", stderr: `${WARNING}No records were found in keyring\n` });
      expect((await idledger(["keys", "list", "--output", "json"])).stdout).toBe("[]\n");
    });

    it("lists every key sorted by name, as YAML, json, or names only", async () => {
      await recover("zoe");
      await idledger(["keys", "add", "adam"]);
      const text = YAML.parse((await idledger(["keys", "list"])).stdout) as { name: string }[];
      expect(text.map((k) => k.name)).toEqual(["adam", "zoe"]);
      const json = JSON.parse((await idledger(["keys", "list", "-o", "json"])).stdout) as { name: string; address: string }[];
      expect(json.map((k) => k.name)).toEqual(["adam", "zoe"]);
      expect(json[1]!.address).toBe((await cosmjsAccount(MNEMONIC)).address);
      expect((await idledger(["keys", "list", "-n"])).stdout).toBe("adam\nzoe\n");
    });
  });

  describe("show", () => {
    it("finds a key by name or address and prints all, the address only, or the pubkey only", async () => {
      await recover("sam");
      const expected = await cosmjsAccount(MNEMONIC);
      expect((await idledger(["keys", "show", "sam", "-a"])).stdout).toBe(`${expected.address}\n`);
      expect((await idledger(["keys", "show", expected.address, "--address"])).stdout).toBe(`${expected.address}\n`);
      expect((await idledger(["keys", "show", "sam", "-p"])).stdout).toBe(`{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"${expected.pubkeyBase64}"}\n`);
      expect(YAML.parse((await idledger(["keys", "show", expected.address])).stdout)).toEqual([
        { address: expected.address, name: "sam", pubkey: `{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"${expected.pubkeyBase64}"}`, type: "local" },
      ]);
    });

    it("rejects unknown keys and conflicting flags", async () => {
      await recover("sam");
      expect(await idledger(["keys", "show", "nobody"])).toEqual({
        code: 1,
        stdout: "",
        stderr: `${WARNING}Error: nobody is not a valid name or address: key not found\n`,
      });
      expect((await idledger(["keys", "show", "sam", "-a", "-p"])).stderr).toBe("Error: cannot use both --address and --pubkey at once\n");
      expect((await idledger(["keys", "show", "sam", "-a", "--output", "json"])).stderr).toBe("Error: cannot use --output with --address or --pubkey\n");
    });
  });

  describe("delete", () => {
    it("asks for confirmation on stderr and deletes on yes", async () => {
      await recover("del");
      const { code, stderr } = await idledger(["keys", "delete", "del"], { stdin: "y\n" });
      expect(code).toBe(0);
      expect(stderr).toBe(`${WARNING}Key reference will be deleted. Continue? [y/N]: Key deleted forever (uh oh!)\n`);
      expect((await idledger(["keys", "show", "del"])).code).toBe(1);
    });

    it("keeps the key on no, on an empty answer and at the end of input", async () => {
      await recover("keep");
      for (const stdin of ["n\n", "\n", ""]) {
        const { code, stderr } = await idledger(["keys", "delete", "keep"], { stdin });
        expect(code).toBe(0);
        expect(stderr).toContain("Key keep was not deleted");
      }
      expect((await idledger(["keys", "show", "keep", "-a"])).code).toBe(0);
    });

    it("deletes without asking with -y, several keys in one go", async () => {
      await recover("one");
      await idledger(["keys", "add", "two"]);
      const { code, stderr } = await idledger(["keys", "delete", "one", "two", "-y"]);
      expect(code).toBe(0);
      expect(stderr).toBe(`${WARNING}Key deleted forever (uh oh!)\nKey deleted forever (uh oh!)\n`);
      expect((await idledger(["keys", "list", "-n"])).stdout).toBe("");
    });

    it("answers each prompt from its own input line", async () => {
      await recover("one");
      await idledger(["keys", "add", "two"]);
      await idledger(["keys", "delete", "one", "two"], { stdin: "n\ny\n" });
      expect((await idledger(["keys", "list", "-n"])).stdout).toBe("one\n");
    });

    it("fails on an unknown key", async () => {
      expect(await idledger(["keys", "delete", "ghost", "-y"])).toEqual({
        code: 1,
        stdout: "",
        stderr: `${WARNING}Error: ghost is not a valid name or address: key not found\n`,
      });
    });
  });
});
