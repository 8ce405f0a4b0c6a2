import { fromHex, toHex } from "@cosmjs/encoding";
import { decodeArmor, encodeArmor } from "../../../abci-app/src/cli-kit/keyring/armor";
import { armorPrivKey, unarmorPrivKey, WrongExportPassphraseError } from "../../../abci-app/src/cli-kit/keyring/key-armor";
import { FAST_KDF, PRIVKEY, SDK_EXPORT, SDK_PASSPHRASE } from "./keyring-fixtures";

describe("ASCII armor", () => {
  it("round-trips type, headers and data, with 64-character lines and a CRC-24 line", () => {
    const data = Uint8Array.from({ length: 100 }, (_, i) => i);
    const text = encodeArmor({ blockType: "TENDERMINT PRIVATE KEY", headers: { kdf: "scrypt", salt: "AB" }, data });
    const lines = text.trimEnd().split("\n");
    expect(lines.slice(0, 4)).toEqual(["-----BEGIN TENDERMINT PRIVATE KEY-----", "kdf: scrypt", "salt: AB", ""]);
    expect(lines[4]).toHaveLength(64);
    expect(lines[lines.length - 2]).toMatch(/^=[A-Za-z0-9+/]{4}$/);
    expect(lines[lines.length - 1]).toBe("-----END TENDERMINT PRIVATE KEY-----");
    const back = decodeArmor(text.replace(/\n/g, "\r\n"));
    expect(back.blockType).toBe("TENDERMINT PRIVATE KEY");
    expect(back.headers).toEqual({ kdf: "scrypt", salt: "AB" });
    expect(back.data).toEqual(data);
  });

  it("computes the same checksum as Go's encoder", () => {
    expect(SDK_EXPORT).toContain(encodeArmor(decodeArmor(SDK_EXPORT)).split("\n").slice(-3, -2)[0]!);
  });

  it.each([
    { name: "no BEGIN line", input: "hello", expErr: "not an ASCII-armored block" },
    { name: "no END line", input: "-----BEGIN X-----\n\nAAAA\n", expErr: "has no -----END X----- line" },
    { name: "a bad header", input: "-----BEGIN X-----\nnocolon\n\nAAAA\n-----END X-----\n", expErr: 'invalid armor header line "nocolon"' },
    { name: "a damaged body", input: SDK_EXPORT.replace(/\n\n(.)/, (_m, c: string) => `\n\n${c === "A" ? "B" : "A"}`), expErr: "does not match its checksum" },
  ])("rejects $name", ({ input, expErr }) => {
    expect(() => decodeArmor(input)).toThrow(expErr);
  });
});

describe("exported private keys", () => {
  it("imports the Cosmos SDK's bcrypt export", async () => {
    expect(toHex(await unarmorPrivKey(SDK_EXPORT, SDK_PASSPHRASE))).toBe(PRIVKEY);
    await expect(unarmorPrivKey(SDK_EXPORT, "wrong passphrase")).rejects.toThrow(WrongExportPassphraseError);
  });

  it("exports in the SDK's armor with scrypt and XChaCha20-Poly1305 named in the headers, and reads it back", async () => {
    const armored = await armorPrivKey(fromHex(PRIVKEY), "export passphrase", FAST_KDF);
    const { blockType, headers } = decodeArmor(armored);
    expect(blockType).toBe("TENDERMINT PRIVATE KEY");
    expect(headers).toEqual({
      kdf: "scrypt",
      "kdf-params": "N=1024,r=8,p=1",
      cipher: "xchacha20-poly1305",
      salt: expect.stringMatching(/^[0-9A-F]{32}$/),
      type: "secp256k1",
    });
    expect(toHex(await unarmorPrivKey(armored, "export passphrase"))).toBe(PRIVKEY);
    await expect(unarmorPrivKey(armored, "export passphrasE")).rejects.toThrow("invalid account password");
    expect(await armorPrivKey(fromHex(PRIVKEY), "export passphrase", FAST_KDF)).not.toBe(armored);
  });

  it.each([
    {
      name: "another block type",
      edit: (t: string) => t.replace(/TENDERMINT PRIVATE KEY/g, "TENDERMINT PUBLIC KEY"),
      expErr: 'unrecognized armor type "TENDERMINT PUBLIC KEY"',
    },
    { name: "another key type", edit: (t: string) => t.replace("type: secp256k1", "type: ed25519"), expErr: 'unsupported key type "ed25519"' },
    { name: "an unknown KDF", edit: (t: string) => t.replace("kdf: scrypt", "kdf: md5"), expErr: 'unrecognized KDF type "md5"' },
    { name: "an unknown cipher", edit: (t: string) => t.replace("cipher: xchacha20-poly1305", "cipher: rot13"), expErr: 'unsupported cipher "rot13"' },
    {
      name: "an excessive cost",
      edit: (t: string) => t.replace("N=1024,r=8,p=1", "N=4194304,r=32,p=1"),
      expErr: "armored key: scrypt N=4194304,r=32,p=1 needs more than 1 GiB",
    },
    { name: "no salt", edit: (t: string) => t.replace(/salt: .*\n/, ""), expErr: "missing or invalid salt header" },
    {
      name: "a changed salt",
      edit: (t: string) => t.replace(/salt: (.)/, (_m, c: string) => `salt: ${c === "0" ? "1" : "0"}`),
      expErr: "invalid account password",
    },
  ])("rejects $name", async ({ edit, expErr }) => {
    const armored = await armorPrivKey(fromHex(PRIVKEY), "export passphrase", FAST_KDF);
    await expect(unarmorPrivKey(edit(armored), "export passphrase")).rejects.toThrow(expErr);
  });
});
