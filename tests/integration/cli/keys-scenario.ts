import fs from "node:fs";
import path from "node:path";
import { fromBech32, toBech32 } from "@cosmjs/encoding";
import { decodeArmor } from "../../../abci-app/src/cli-kit/keyring/armor";
import { cosmjsAccount, MNEMONIC } from "../../unit/cli/fixtures";
import { SDK_EXPORT, SDK_PASSPHRASE } from "../../unit/cli/keyring-fixtures";
import { cliAt, type CliResult, type RunOptions } from "./harness";

export const EXPORT_PASSPHRASE = "export passphrase 1";
const TWELVE = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

export interface BackendUnderTest {
  readonly backend: "test" | "file" | "os";
  /** The home, fresh for each test. */
  home(): string;
  /** The stdin lines that unlock the keyring for one command; `creating` when this command creates the keyring. */
  unlock(creating: boolean): string;
  /** How to run `idledger --home <home>`: in-process unless given. */
  readonly cli?: (home: string) => (args: readonly string[], options?: RunOptions) => Promise<CliResult>;
}

/**
 * The keys commands every backend must pass, run through the CLI: add (new and --recover, compared with cosmjs's
 * DirectSecp256k1HdWallet), list, show (-a, --bech), export and import (ours and the SDK's armor), delete.
 */
export function keysScenario(b: BackendUnderTest): void {
  const run = (args: readonly string[], stdin = ""): Promise<CliResult> =>
    (b.cli ?? cliAt)(b.home())(["keys", ...args, "--keyring-backend", b.backend], { stdin });
  const ok = async (args: readonly string[], stdin = ""): Promise<CliResult> => {
    const result = await run(args, stdin);
    if (result.code !== 0) throw new Error(`idledger keys ${args.join(" ")} failed: ${result.stderr}`);
    return result;
  };

  it("adds a new key and prints its 24-word mnemonic once; the mnemonic gives cosmjs's address", async () => {
    const { stdout, stderr } = await ok(["add", "alice", "--output", "json"], b.unlock(true));
    const out = JSON.parse(stdout) as { name: string; address: string; mnemonic: string };
    expect(out.name).toBe("alice");
    expect(out.mnemonic.split(" ")).toHaveLength(24);
    expect(out.address).toBe((await cosmjsAccount(out.mnemonic)).address);
    expect(stderr).not.toContain(out.mnemonic);
    const shown = JSON.parse((await ok(["show", "alice", "--output", "json"], b.unlock(false))).stdout);
    expect(shown.mnemonic).toBeUndefined();
    expect(shown.address).toBe(out.address);
  });

  it("recovers from a mnemonic on stdin the address cosmjs derives, lists and shows it", async () => {
    const expected = await cosmjsAccount(MNEMONIC);
    const { stdout } = await ok(["add", "bob", "--recover", "--output", "json"], `${MNEMONIC}\n${b.unlock(true)}`);
    expect(JSON.parse(stdout).address).toBe(expected.address);
    await ok(["add", "carol", "--recover", "--index", "1"], `${MNEMONIC}\n${b.unlock(false)}`);

    const list = JSON.parse((await ok(["list", "--output", "json"], b.unlock(false))).stdout) as { name: string; address: string }[];
    expect(list.map((k) => [k.name, k.address])).toEqual([
      ["bob", expected.address],
      ["carol", (await cosmjsAccount(MNEMONIC, "m/44'/118'/0'/0/1")).address],
    ]);
    expect((await ok(["show", "bob", "-a"], b.unlock(false))).stdout).toBe(`${expected.address}\n`);
    expect((await ok(["show", expected.address, "-p"], b.unlock(false))).stdout).toBe(
      `{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"${expected.pubkeyBase64}"}\n`,
    );
    const valoper = toBech32("hidvaloper", fromBech32(expected.address, 1023).data, 1023);
    expect((await ok(["show", "bob", "-a", "--bech", "val"], b.unlock(false))).stdout).toBe(`${valoper}\n`);
  });

  it("exports a key as encrypted armor, and imports it back after deleting it", async () => {
    const expected = await cosmjsAccount(MNEMONIC);
    await ok(["add", "bob", "--recover"], `${MNEMONIC}\n${b.unlock(true)}`);
    const { stdout: armored, stderr } = await ok(["export", "bob"], `${EXPORT_PASSPHRASE}\n${b.unlock(false)}`);
    expect(stderr).toContain("Enter passphrase to encrypt the exported key:");
    expect(decodeArmor(armored).headers).toMatchObject({ kdf: "scrypt", cipher: "xchacha20-poly1305", type: "secp256k1" });
    const file = path.join(b.home(), "bob.armor");
    fs.writeFileSync(file, armored);

    await ok(["delete", "bob", "-y"], b.unlock(false));
    expect((await run(["show", "bob"], b.unlock(false))).stderr).toContain("Error: bob is not a valid name or address: key not found");

    const wrong = await run(["import", "bob", file], `not the export passphrase\n${b.unlock(false)}`);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain("Error: invalid account password");
    expect(JSON.parse((await ok(["list", "-o", "json"], b.unlock(false))).stdout)).toEqual([]);

    await ok(["import", "bob", file], `${EXPORT_PASSPHRASE}\n${b.unlock(false)}`);
    expect((await ok(["show", "bob", "-a"], b.unlock(false))).stdout).toBe(`${expected.address}\n`);
    const again = await run(["import", "bob", file], `${EXPORT_PASSPHRASE}\n${b.unlock(false)}`);
    expect(again.stderr).toContain("Error: cannot overwrite key: bob");
  });

  it("imports a key exported by the Cosmos SDK (bcrypt armor)", async () => {
    await ok(["add", "first", "--recover"], `${TWELVE}\n${b.unlock(true)}`);
    const file = path.join(b.home(), "sdk.armor");
    fs.writeFileSync(file, SDK_EXPORT);
    await ok(["import", "fromsdk", file], `${SDK_PASSPHRASE}\n${b.unlock(false)}`);
    expect((await ok(["show", "fromsdk", "-a"], b.unlock(false))).stdout).toBe(`${(await cosmjsAccount(MNEMONIC)).address}\n`);
  });

  it("deletes keys, asking first unless -y", async () => {
    await ok(["add", "one", "--recover"], `${MNEMONIC}\n${b.unlock(true)}`);
    await ok(["add", "two", "--recover"], `${TWELVE}\n${b.unlock(false)}`);
    await ok(["delete", "one"], `${b.unlock(false)}n\n`);
    await ok(["delete", "two", "-y"], b.unlock(false));
    expect((await ok(["list", "-n"], b.unlock(false))).stdout).toBe("one\n");
  });
}
