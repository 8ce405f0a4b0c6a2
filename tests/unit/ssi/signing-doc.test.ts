import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ed25519PublicKey, signEd25519, verifyEd25519 } from "../../../abci-app/src/crypto/ed25519";
import { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { encodeBase58btc } from "../../../lib/multibase";
import { SIGN_DOMAIN, signBytes, type SsiOperation } from "../../../abci-app/src/modules/ssi/types/sign-payload";
import { CREATOR, expectOk, newSsi, run, TYPE } from "./setup";

const DOC = readFileSync(join(__dirname, "../../../docs/ssi-signing.md"), "utf8");

interface Vector {
  vector: string;
  chain_id: string;
  operation: SsiOperation;
  version: string;
  private_key: string;
  public_key: string;
  verification_method_id: string;
  document_json: string;
  document_hex: string;
  payload_hex: string;
  signature: string;
  legacy_signature: string;
}

/** The ```text blocks of the doc that start with `vector:`, as key → value. */
function vectors(): Vector[] {
  return [...DOC.matchAll(/```text\n(vector:[\s\S]*?)```/g)].map(
    (m) =>
      Object.fromEntries(
        m[1]!
          .trim()
          .split("\n")
          .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
      ) as unknown as Vector,
  );
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("docs/ssi-signing.md test vectors", () => {
  const list = vectors();

  it("holds the three vectors", () => {
    expect(list.map((v) => v.vector)).toEqual(["create-did-key-1", "create-did-key-2", "deactivate-did-key-1"]);
  });

  describe.each(list.map((v) => [v.vector, v] as const))("%s", (_name, v) => {
    const privateKey = Buffer.from(v.private_key, "base64");
    const document = Did.encode(Did.fromJSON(JSON.parse(v.document_json))).finish();

    it("the private key's public key is the one given (and the second half of the 64-byte key)", () => {
      expect(encodeBase58btc(ed25519PublicKey(privateKey))).toBe(v.public_key);
      expect(hex(privateKey.subarray(32))).toBe(hex(ed25519PublicKey(privateKey)));
    });

    it("document_hex is the protobuf encoding of the document", () => {
      expect(hex(document)).toBe(v.document_hex);
    });

    it("payload_hex is idledger's payload and signature its Ed25519 signature", () => {
      const payload = signBytes({ chainId: v.chain_id, operation: v.operation, version: v.version, document }, false);
      expect(hex(payload)).toBe(v.payload_hex);
      expect(base64(signEd25519(payload, privateKey))).toBe(v.signature);
      expect(verifyEd25519(payload, Buffer.from(v.signature, "base64"), ed25519PublicKey(privateKey))).toBe(true);
    });

    it("legacy_signature is the signature of the document bytes alone (hid-node v0.1)", () => {
      expect(hex(signBytes({ chainId: v.chain_id, operation: v.operation, version: v.version, document }, true))).toBe(v.document_hex);
      expect(base64(signEd25519(document, privateKey))).toBe(v.legacy_signature);
    });
  });

  it("the chain accepts the CreateDID vectors: the payload signature by default, the legacy one with legacy_signatures", () => {
    for (const v of list.filter((x) => x.operation === "CreateDID")) {
      for (const legacy of [false, true]) {
        const ssi = newSsi({ chainId: v.chain_id, namespace: "devnet", legacy });
        const msg = MsgCreateDID.fromPartial({
          didDocString: Did.fromJSON(JSON.parse(v.document_json)),
          signatures: [{ verificationMethodId: v.verification_method_id, signature: legacy ? v.legacy_signature : v.signature }],
          creator: CREATOR,
        });
        expectOk(run(ssi, TYPE.createDid, msg));
      }
    }
  });

  it("documents the payload's domain as the code defines it", () => {
    expect(DOC).toContain(`always \`${SIGN_DOMAIN}\``);
  });
});
