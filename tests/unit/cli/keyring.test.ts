import fs from "node:fs";
import path from "node:path";
import { Secp256k1, Secp256k1Signature, sha256 } from "@cosmjs/crypto";
import { toBase64 } from "@cosmjs/encoding";
import { makeSignDoc, makeSignBytes } from "@cosmjs/proto-signing";
import { KeyNotFoundError, memoryKeyring, openKeyring, type Keyring } from "../../../abci-app/src/cli-kit/keyring";
import { cosmjsAccount, MNEMONIC, tempDir } from "./fixtures";

const TWELVE = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

describe("the test keyring", () => {
  let home: string;
  let cleanup: () => void;
  let keyring: Keyring;

  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    keyring = openKeyring({ backend: "test", dir: home, prefix: "hid" });
  });
  afterEach(() => cleanup());

  it("derives exactly the key cosmjs derives for the default path", async () => {
    const key = await keyring.addFromMnemonic("alice", MNEMONIC);
    const expected = await cosmjsAccount(MNEMONIC);
    expect(key.address).toBe(expected.address);
    expect(toBase64(key.pubkey)).toBe(expected.pubkeyBase64);
    expect(key.address.startsWith("hid1")).toBe(true);
  });

  it("derives exactly the key cosmjs derives for another path, and honours the prefix", async () => {
    const other = openKeyring({ backend: "test", dir: home, prefix: "abc" });
    const key = await other.addFromMnemonic("bob", MNEMONIC, { hdPath: "m/44'/118'/2'/0/5" });
    expect(key.address).toBe((await cosmjsAccount(MNEMONIC, "m/44'/118'/2'/0/5", "abc")).address);
  });

  it("stores one file per key, readable only by its owner, in a private directory", async () => {
    await keyring.addFromMnemonic("alice", MNEMONIC);
    const dir = path.join(home, "keyring-test");
    expect(fs.readdirSync(dir)).toEqual(["alice.json"]);
    expect(fs.statSync(path.join(dir, "alice.json")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("keeps keys across instances, lists them by name, finds them by name or address", async () => {
    const zed = await keyring.addFromMnemonic("zed", MNEMONIC);
    await keyring.addFromMnemonic("amy", TWELVE);
    const reopened = openKeyring({ backend: "test", dir: home, prefix: "hid" });
    expect((await reopened.list()).map((k) => k.name)).toEqual(["amy", "zed"]);
    expect((await reopened.get("zed")).address).toBe(zed.address);
    expect((await reopened.get(zed.address)).name).toBe("zed");
    expect((await reopened.get(zed.address.toUpperCase())).name).toBe("zed");
  });

  it("refuses a taken name and a key already stored under another name", async () => {
    await keyring.addFromMnemonic("alice", MNEMONIC);
    await expect(keyring.addFromMnemonic("alice", TWELVE)).rejects.toThrow(/a key named "alice" already exists/);
    await expect(keyring.addFromMnemonic("alias", MNEMONIC)).rejects.toThrow(/duplicated address created: hid1\S+ is already stored as key "alice"/);
  });

  it("refuses names that are not safe file names", async () => {
    for (const name of ["../evil", ".hidden", "a/b", "", "x".repeat(65)]) {
      await expect(keyring.addFromMnemonic(name, MNEMONIC)).rejects.toThrow(/invalid key name/);
    }
    expect(fs.existsSync(path.join(home, "keyring-test"))).toBe(false);
  });

  it("deletes by name and then no longer finds the key", async () => {
    await keyring.addFromMnemonic("alice", MNEMONIC);
    await keyring.delete("alice");
    await expect(keyring.get("alice")).rejects.toThrow(KeyNotFoundError);
    await expect(keyring.delete("alice")).rejects.toThrow("alice is not a valid name or address: key not found");
    expect(await keyring.list()).toEqual([]);
  });

  it("gives a cosmjs signer whose SIGN_MODE_DIRECT signatures verify with the key's public key", async () => {
    const key = await keyring.addFromMnemonic("alice", MNEMONIC);
    const signer = await keyring.signer("alice");
    const [account] = await signer.getAccounts();
    expect(account!.address).toBe(key.address);

    const signDoc = makeSignDoc(new Uint8Array([1, 2, 3]), new Uint8Array([4, 5]), "idledger-local", 7);
    const { signature } = await signer.signDirect(key.address, signDoc);
    const valid = Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(Buffer.from(signature.signature, "base64")),
      sha256(makeSignBytes(signDoc)),
      key.pubkey,
    );
    expect(valid).toBe(true);
  });

  it("names the file when a key file is corrupt", async () => {
    await keyring.addFromMnemonic("alice", MNEMONIC);
    const file = path.join(home, "keyring-test", "alice.json");
    const content = JSON.parse(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, JSON.stringify({ ...content, pubkey: toBase64(new Uint8Array(33).fill(2)) }));
    await expect(keyring.list()).rejects.toThrow(`corrupt key file ${file}`);
    fs.writeFileSync(file, "{not json");
    await expect(keyring.get("alice")).rejects.toThrow(`corrupt key file ${file}`);
  });
});

describe("openKeyring", () => {
  it("names the choices for an unknown backend", () => {
    expect(() => openKeyring({ backend: "vault", dir: "/x", prefix: "hid" })).toThrow('unknown keyring backend "vault": expected one of test, file, os');
  });

  it("opens lazily: nothing is created or asked until a key is needed", async () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = openKeyring({ backend: "file", dir, prefix: "hid" });
      expect(await file.list()).toEqual([]);
      expect(await file.has("alice")).toBe(false);
      await expect(file.get("alice")).rejects.toThrow(KeyNotFoundError);
      expect(fs.readdirSync(dir)).toEqual([]);
      // Without a prompter the file backend can open, but not create, a keyring.
      await expect(file.addFromMnemonic("alice", MNEMONIC)).rejects.toThrow(
        'cannot ask "Enter keyring passphrase (attempt 1/1):": no terminal or input to read a passphrase from',
      );
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      cleanup();
    }
  });
});

describe("memoryKeyring", () => {
  it("derives the same keys without touching the disk", async () => {
    const key = await memoryKeyring("hid").addFromMnemonic("m", MNEMONIC);
    expect(key.address).toBe((await cosmjsAccount(MNEMONIC)).address);
  });
});
