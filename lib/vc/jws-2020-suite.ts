import { flattenedVerify, FlattenedSign, importJWK, type JWK } from "jose";
import jsigs from "jsonld-signatures";
import { ed25519Jwk, ed25519PublicKeyBytes, type ProofSigner } from "./ed25519-keys";
import { JWS_2020_CONTEXT_URL } from "./jws-2020-context";

type JsonObject = Record<string, unknown>;

/** The algorithms a JsonWebSignature2020 proof may name here: the curves the ledger's keys and JWKs use with jose. */
const ALGORITHMS: Readonly<Record<string, string>> = { Ed25519: "EdDSA", "P-256": "ES256", "P-384": "ES384" };

/**
 * The JsonWebSignature2020 suite (W3C CCG): the document and proof options canonicalized with URDNA2015 and hashed as
 * every Linked Data Signature (jsonld-signatures does that part), then signed as a detached JWS with an unencoded
 * payload (RFC 7797: `b64: false`, `crit: ["b64"]`), made and checked by jose. The verification method is a
 * JsonWebKey2020 (`publicKeyJwk`) or, as ledger DIDs hold their keys, an Ed25519VerificationKey2020 read as its JWK.
 */
export class JsonWebSignature2020 extends jsigs.suites.LinkedDataSignature {
  static readonly CONTEXT_URL = JWS_2020_CONTEXT_URL;
  private readonly proofSigner: ProofSigner | undefined;

  constructor(options: { signer?: ProofSigner; date?: Date | string } = {}) {
    super({ type: "JsonWebSignature2020", contextUrl: JWS_2020_CONTEXT_URL, ...options });
    this.proofSigner = options.signer;
  }

  override async sign({ verifyData, proof }: { verifyData: Uint8Array; proof: JsonObject }): Promise<JsonObject> {
    if (this.proofSigner === undefined) throw new Error("JsonWebSignature2020 needs a signer to sign");
    const signed = await new FlattenedSign(verifyData)
      .setProtectedHeader({ alg: ALGORITHMS.Ed25519!, b64: false, crit: ["b64"] })
      .sign(this.proofSigner.privateKey);
    return { ...proof, jws: `${signed.protected}..${signed.signature}` };
  }

  override async verifySignature({
    verifyData,
    verificationMethod,
    proof,
  }: {
    verifyData: Uint8Array;
    verificationMethod: JsonObject;
    proof: JsonObject;
  }): Promise<boolean> {
    const jws = proof.jws;
    if (typeof jws !== "string") throw new TypeError('the proof has no "jws"');
    const [protectedHeader, payload, signature, ...rest] = jws.split(".");
    if (protectedHeader === undefined || payload !== "" || signature === undefined || rest.length > 0) {
      throw new Error('"jws" is not a detached JWS (header..signature)');
    }
    const header = JSON.parse(Buffer.from(protectedHeader, "base64url").toString("utf8")) as { alg?: string; b64?: boolean; crit?: string[] };
    if (header.b64 !== false || !header.crit?.includes("b64")) throw new Error('the JWS must have an unencoded payload (b64: false, crit: ["b64"])');
    const jwk = verificationMethod.publicKeyJwk as JWK;
    const expected = ALGORITHMS[jwk.crv ?? ""];
    if (expected === undefined || header.alg !== expected) throw new Error(`the JWS algorithm ${header.alg} does not fit the key's curve ${jwk.crv}`);
    const key = await importJWK(jwk, expected);
    try {
      await flattenedVerify({ protected: protectedHeader, payload: verifyData, signature }, key, { algorithms: [expected] });
      return true;
    } catch {
      return false;
    }
  }

  override async getVerificationMethod({ proof, documentLoader }: { proof: JsonObject; documentLoader: DocumentLoader }): Promise<JsonObject> {
    const reference = typeof proof.verificationMethod === "object" ? (proof.verificationMethod as { id?: unknown }).id : proof.verificationMethod;
    if (typeof reference !== "string") throw new Error('the proof has no "verificationMethod"');
    const { document } = await documentLoader(reference);
    const method = (typeof document === "string" ? JSON.parse(document) : document) as JsonObject;
    if (method.revoked !== undefined) throw new Error("the verification method has been revoked");
    if (method.type === "JsonWebKey2020" && typeof method.publicKeyJwk === "object") return method;
    if (method.type === "Ed25519VerificationKey2020" && typeof method.publicKeyMultibase === "string") {
      return { ...method, type: "JsonWebKey2020", publicKeyJwk: ed25519Jwk(ed25519PublicKeyBytes(method.publicKeyMultibase)) };
    }
    throw new Error(`verification method ${reference} is a ${String(method.type)}, which JsonWebSignature2020 does not read`);
  }

  override async matchProof(options: { proof: JsonObject; document: JsonObject; purpose: unknown; documentLoader: DocumentLoader }): Promise<boolean> {
    const context = options.document["@context"];
    const named = context === JWS_2020_CONTEXT_URL || (Array.isArray(context) && context.includes(JWS_2020_CONTEXT_URL));
    return named && super.matchProof(options);
  }
}
