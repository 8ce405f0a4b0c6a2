import fs from "node:fs";
import path from "node:path";
import { Secp256k1, Secp256k1Signature, sha256 } from "@cosmjs/crypto";
import { toBase64 } from "@cosmjs/encoding";
import { makeSignBytes, makeSignDoc } from "@cosmjs/proto-signing";
import { KeyNotFoundError, openKeyring, type Keyring } from "../../../abci-app/src/cli-kit/keyring";
import { cosmjsAccount, MNEMONIC, tempDir } from "./fixtures";
import { FAST_KDF, scriptedPrompter, snapshotDir } from "./keyring-fixtures";

const TWELVE = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
const PASS = "correct horse battery";

describe("the file keyring", () => {
  let home: string;
  let dir: string;
  let cleanup: () => void;

  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    dir = path.join(home, "keyring-file");
  });
  afterEach(() => cleanup());

  const open = (answers: readonly string[], interactive = false): { keyring: Keyring; prompter: ReturnType<typeof scriptedPrompter> } => {
    const prompter = scriptedPrompter(answers, interactive);
    return { keyring: openKeyring({ backend: "file", dir: home, prefix: "hid", prompter, fileKdf: FAST_KDF }), prompter };
  };

  /** A keyring with alice (MNEMONIC) in it, created with PASS. */
  const withAlice = async (): Promise<void> => {
    await open([PASS, PASS]).keyring.addFromMnemonic("alice", MNEMONIC);
  };

  it("creates the keyring with the passphrase asked twice, and derives exactly what cosmjs derives", async () => {
    const { keyring, prompter } = open([PASS, PASS]);
    const key = await keyring.addFromMnemonic("alice", MNEMONIC);
    expect(prompter.questions).toEqual(["Enter keyring passphrase (attempt 1/1):", "Re-enter keyring passphrase:"]);
    const expected = await cosmjsAccount(MNEMONIC);
    expect(key.address).toBe(expected.address);
    expect(toBase64(key.pubkey)).toBe(expected.pubkeyBase64);
    expect(fs.readdirSync(dir).sort()).toEqual(["alice.key", "keyhash"]);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of ["alice.key", "keyhash"]) expect(fs.statSync(path.join(dir, f)).mode & 0o777).toBe(0o600);
  });

  it("keeps neither the private key, the public key nor the address in the clear", async () => {
    await withAlice();
    const expected = await cosmjsAccount(MNEMONIC);
    const text = fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
      .join("\n");
    expect(text).not.toContain(expected.pubkeyBase64);
    expect(text).not.toContain(expected.address);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "keyhash"), "utf8"))).toMatchObject({ version: 1, kdf: "scrypt", params: "N=1024,r=8,p=1" });
    expect(JSON.parse(fs.readFileSync(path.join(dir, "alice.key"), "utf8"))).toMatchObject({ version: 1, cipher: "xchacha20-poly1305" });
  });

  it("asks once per instance, then lists, finds by name or address, and signs", async () => {
    await withAlice();
    const { keyring, prompter } = open([PASS]);
    const bob = await keyring.addFromMnemonic("bob", TWELVE);
    expect((await keyring.list()).map((k) => k.name)).toEqual(["alice", "bob"]);
    expect((await keyring.get(bob.address)).name).toBe("bob");

    const signer = await keyring.signer("alice");
    const [account] = await signer.getAccounts();
    const signDoc = makeSignDoc(new Uint8Array([1]), new Uint8Array([2]), "idledger-local", 3);
    const { signature } = await signer.signDirect(account!.address, signDoc);
    const valid = Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(Buffer.from(signature.signature, "base64")),
      sha256(makeSignBytes(signDoc)),
      account!.pubkey,
    );
    expect(valid).toBe(true);
    expect(prompter.questions).toEqual(["Enter keyring passphrase (attempt 1/1):"]);
  });

  it("answers has() and an unknown name without asking", async () => {
    await withAlice();
    const { keyring, prompter } = open([]);
    expect(await keyring.has("alice")).toBe(true);
    expect(await keyring.has("bob")).toBe(false);
    expect(prompter.questions).toEqual([]);
  });

  it("deletes a key after checking the passphrase", async () => {
    await withAlice();
    const { keyring } = open([PASS]);
    await keyring.delete("alice");
    await expect(keyring.get("alice")).rejects.toThrow(KeyNotFoundError);
    expect(fs.readdirSync(dir)).toEqual(["keyhash"]);
  });

  describe("a wrong passphrase is refused before anything is read or written, and the keyring stays byte-identical", () => {
    const WRONG = "not the passphrase";
    it.each<{ name: string; run: (k: Keyring) => Promise<unknown> }>([
      { name: "list", run: (k) => k.list() },
      { name: "get", run: (k) => k.get("alice") },
      { name: "add", run: (k) => k.addFromMnemonic("bob", TWELVE) },
      { name: "delete", run: (k) => k.delete("alice") },
      { name: "signer", run: (k) => k.signer("alice") },
      { name: "export", run: (k) => k.exportArmored("alice", "export passphrase") },
    ])("$name", async ({ run }) => {
      await withAlice();
      const before = snapshotDir(dir);
      const { keyring } = open([WRONG]);
      await expect(run(keyring)).rejects.toThrow(`incorrect passphrase for the file keyring in ${dir}: nothing was changed`);
      expect(snapshotDir(dir)).toEqual(before);
    });
  });

  it("gives a person at a terminal three attempts", async () => {
    await withAlice();
    const { keyring, prompter } = open(["wrong one", "wrong two", PASS], true);
    expect((await keyring.list()).map((k) => k.name)).toEqual(["alice"]);
    expect(prompter.questions).toEqual([
      "Enter keyring passphrase (attempt 1/3):",
      "Enter keyring passphrase (attempt 2/3):",
      "Enter keyring passphrase (attempt 3/3):",
    ]);
    expect(prompter.notices).toEqual(["incorrect passphrase", "incorrect passphrase"]);

    const denied = open(["a", "b", "c"], true);
    await expect(denied.keyring.list()).rejects.toThrow("incorrect passphrase");
    expect(denied.prompter.questions).toHaveLength(3);
  });

  it.each([
    { name: "passphrases that differ", answers: [PASS, "something else"], expErr: "the passphrases do not match" },
    { name: "a passphrase shorter than 8 characters", answers: ["short", "short"], expErr: "the passphrase must be at least 8 characters" },
    { name: "no passphrase at all", answers: [], expErr: "no passphrase was given" },
    { name: "no second entry", answers: [PASS], expErr: "the passphrase was not entered a second time" },
  ])("refuses to create a keyring with $name, writing nothing", async ({ answers, expErr }) => {
    const { keyring } = open(answers);
    await expect(keyring.addFromMnemonic("alice", MNEMONIC)).rejects.toThrow(`cannot create the file keyring in ${dir}: ${expErr}; nothing was written`);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("refuses a taken name and the same key under a second name", async () => {
    await withAlice();
    const { keyring } = open([PASS]);
    await expect(keyring.addFromMnemonic("alias", MNEMONIC)).rejects.toThrow(/duplicated address created: hid1\S+ is already stored as key "alice"/);
    await expect(keyring.importArmored("alice", "irrelevant", "irrelevant")).rejects.toThrow("cannot overwrite key: alice");
  });

  it("detects a key file that was altered, or renamed to another key's name", async () => {
    await withAlice();
    const file = path.join(dir, "alice.key");
    const original = fs.readFileSync(file, "utf8");
    fs.renameSync(file, path.join(dir, "mallory.key"));
    await expect(open([PASS]).keyring.get("mallory")).rejects.toThrow(
      `corrupt key file ${path.join(dir, "mallory.key")}: it does not decrypt under this keyring's passphrase`,
    );
    fs.rmSync(path.join(dir, "mallory.key"));

    const parsed = JSON.parse(original);
    const sealed = Buffer.from(parsed.sealed, "base64");
    sealed[sealed.length - 1] ^= 1;
    fs.writeFileSync(file, JSON.stringify({ ...parsed, sealed: sealed.toString("base64") }));
    await expect(open([PASS]).keyring.get("alice")).rejects.toThrow(`corrupt key file ${file}: it does not decrypt`);
  });

  it("refuses key files without the passphrase check file", async () => {
    await withAlice();
    fs.rmSync(path.join(dir, "keyhash"));
    const before = snapshotDir(dir);
    const { keyring } = open([PASS, PASS]);
    await expect(keyring.list()).rejects.toThrow(`has key files but no passphrase check file ${path.join(dir, "keyhash")}`);
    await expect(keyring.addFromMnemonic("bob", TWELVE)).rejects.toThrow("no passphrase check file");
    expect(snapshotDir(dir)).toEqual(before);
  });

  it("reports a tampered cost instead of running it", async () => {
    await withAlice();
    const file = path.join(dir, "keyhash");
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), params: "N=1048576,r=16,p=8" }));
    await expect(open([PASS]).keyring.list()).rejects.toThrow(`corrupt passphrase check file ${file}: scrypt N=1048576,r=16,p=8 needs more than 1 GiB`);
  });
});
