import { fromBase64 } from "@cosmjs/encoding";
import { signEd25519, verifyEd25519 } from "../../../../abci-app/src/crypto/ed25519";
import { CredentialStatus } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { SchemaDocument } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import type { ProtoCodec } from "../../../../abci-app/src/codec/proto-codec";
import { decodeMultibase } from "../../../../lib/multibase";
import { CHAIN_ID, credentialStatus, DID_1, didDocument, expectError, expectUsageError, HID_KEY_1, isolatedCli, SCHEMA_DOCUMENT, verifies } from "./fixtures";

const cli = isolatedCli();
const encode = (codec: ProtoCodec<any>, json: object): Uint8Array => codec.encode(codec.fromPartial(json)).finish();

describe("idledger debug ed25519 random", () => {
  it("prints hid-node's JSON: base64 public key, 45-character multibase key, Go's 64-byte private key", async () => {
    for (let i = 0; i < 5; i++) {
      const { code, stdout, stderr } = await cli(["debug", "ed25519", "random"]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
      const key = JSON.parse(stdout);
      expect(Object.keys(key)).toEqual(["pub_key_base_64", "pub_key_multibase", "priv_key_base_64"]);
      expect(key.pub_key_multibase).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{44}$/);
      const publicKey = fromBase64(key.pub_key_base_64);
      const privateKey = fromBase64(key.priv_key_base_64);
      expect(decodeMultibase(key.pub_key_multibase)).toEqual(publicKey);
      expect(privateKey).toHaveLength(64);
      expect(privateKey.subarray(32)).toEqual(publicKey);
      const message = new TextEncoder().encode("hello");
      expect(verifyEd25519(message, signEd25519(message, privateKey), publicKey)).toBe(true);
    }
  });

  it("makes keys that the tx commands accept", async () => {
    const key = JSON.parse((await cli(["debug", "ed25519", "random"])).stdout);
    const did = `did:hid:devnet:${key.pub_key_multibase}`;
    const result = await cli([
      "tx",
      "ssi",
      "create-did",
      JSON.stringify(didDocument(did, key.pub_key_multibase)),
      `${did}#key-1`,
      "--ver-key",
      key.priv_key_base_64,
      "--from",
      "hid1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5a320ne",
      "--chain-id",
      CHAIN_ID,
      "--generate-only",
      "--offline",
    ]);
    expect(result.code).toBe(0);
  });
});

describe("idledger debug ed25519 base64-multibase58 / multibase58-base64", () => {
  const PUBLIC_BASE64 = Buffer.from(fromBase64(HID_KEY_1.privateKey).subarray(32)).toString("base64");

  it("converts hid-node's vector both ways", async () => {
    expect(await cli(["debug", "ed25519", "base64-multibase58", PUBLIC_BASE64])).toEqual({ code: 0, stdout: `${HID_KEY_1.multibase}\n`, stderr: "" });
    expect(await cli(["debug", "ed25519", "multibase58-base64", HID_KEY_1.multibase])).toEqual({ code: 0, stdout: `${PUBLIC_BASE64}\n`, stderr: "" });
  });

  it("refuses what is not base64, or not z + base58btc", async () => {
    expectError(await cli(["debug", "ed25519", "base64-multibase58", "%%"]), "base64_public_key is not standard base64 (A-Z, a-z, 0-9, +, / with = padding)");
    expectError(await cli(["debug", "ed25519", "multibase58-base64", "mAAAA"]), 'multibase58_public_key must start with z (multibase base58btc), got "m"');
    expectError(await cli(["debug", "ed25519", "multibase58-base64", "z0OIl"]), /^Error: multibase58_public_key is not base58btc: /);
  });
});

describe("idledger debug ed25519 sign-ssi-doc", () => {
  const DID_DOC = didDocument(DID_1, HID_KEY_1.multibase);
  const sign = (...args: string[]) => cli(["debug", "ed25519", "sign-ssi-doc", ...args]);
  const signature = async (...args: string[]): Promise<string> => {
    const result = await sign(...args);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^[A-Za-z0-9+/]{86}==\n$/);
    return result.stdout.trim();
  };

  it.each([
    ["did-doc", DID_DOC, Did, "CreateDID"],
    ["schema-doc", SCHEMA_DOCUMENT, SchemaDocument, "CreateSchema"],
    ["cred-status-doc", credentialStatus(), CredentialStatus, "RegisterCredentialStatus"],
  ] as const)("%s: signs idledger's payload for its default operation, or the document alone with --legacy-signature", async (kind, doc, codec, operation) => {
    const document = encode(codec, doc);
    const json = JSON.stringify(doc);
    const byDefault = await signature(kind, json, HID_KEY_1.privateKey, "--chain-id", CHAIN_ID);
    expect(verifies(byDefault, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation, version: "", document }, false)).toBe(true);
    const legacy = await signature(kind, json, HID_KEY_1.privateKey, "--legacy-signature");
    expect(verifies(legacy, HID_KEY_1.multibase, { operation, version: "", document }, true)).toBe(true);
    expect(verifies(legacy, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation, version: "", document }, false)).toBe(false);
  });

  it("signs a DID for another operation at a version", async () => {
    const document = encode(Did, DID_DOC);
    const sig = await signature(
      "did-doc",
      JSON.stringify(DID_DOC),
      HID_KEY_1.privateKey,
      "--chain-id",
      CHAIN_ID,
      "--operation",
      "DeactivateDID",
      "--version",
      "V1",
    );
    expect(verifies(sig, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "DeactivateDID", version: "V1", document }, false)).toBe(true);
    expect(verifies(sig, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateDID", version: "", document }, false)).toBe(false);
  });

  it("accepts hid-node's third argument for the algorithm, Ed25519 only", async () => {
    const json = JSON.stringify(SCHEMA_DOCUMENT);
    const plain = await signature("schema-doc", json, HID_KEY_1.privateKey, "--legacy-signature");
    expect(await signature("schema-doc", json, HID_KEY_1.privateKey, "Ed25519Signature2020", "--legacy-signature")).toBe(plain);
    expectError(
      await sign("schema-doc", json, HID_KEY_1.privateKey, "bbs", "--legacy-signature"),
      'unsupported signing_algo "bbs": ssi documents are signed with Ed25519 (ed25519 or Ed25519Signature2020)',
    );
  });

  it("refuses bad documents, keys, operations and flag mixes", async () => {
    expectError(
      await sign("schema-doc", JSON.stringify({ ...SCHEMA_DOCUMENT, version: 1 }), HID_KEY_1.privateKey, "--legacy-signature"),
      'document_json: $: unknown field "version" in SchemaDocument',
    );
    expectError(
      await sign("did-doc", JSON.stringify(DID_DOC), "short", "--legacy-signature"),
      "base64_private_key is not standard base64 (A-Z, a-z, 0-9, +, / with = padding)",
    );
    expectError(await sign("cred-status-doc", "{", HID_KEY_1.privateKey, "--legacy-signature"), /^Error: document_json is not valid JSON: /);
    expectError(await sign("did-doc", JSON.stringify(DID_DOC), HID_KEY_1.privateKey), /^Error: --chain-id is required to sign/);
    expectUsageError(
      await sign("schema-doc", "{}", HID_KEY_1.privateKey, "--operation", "CreateDID", "--chain-id", CHAIN_ID),
      "argument 'CreateDID' is invalid. Allowed choices are CreateSchema.",
    );
    expectUsageError(
      await sign("did-doc", "{}", HID_KEY_1.privateKey, "--legacy-signature", "--chain-id", CHAIN_ID),
      "option '--legacy-signature' cannot be used with option '--chain-id <id>'",
    );
    expectUsageError(await sign("vc-doc", "{}", HID_KEY_1.privateKey), "unknown command 'vc-doc'");
  });
});
