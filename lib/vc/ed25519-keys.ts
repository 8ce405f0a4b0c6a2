import { sign, type KeyObject } from "node:crypto";
import { ed25519KeyObject, ed25519PublicKeyOf } from "../ed25519-private-key";
import { decodeMultibase, encodeBase58btc } from "../multibase";

/** The multicodec header of an Ed25519 public key (0xed, as a varint), which multikey encodings carry. */
const ED25519_PUB_HEADER = Uint8Array.of(0xed, 0x01);

/**
 * The 32 bytes of an Ed25519 public key written as multibase: ledger DIDs write the bare key (`z` + 44 characters),
 * multikey libraries the key after its multicodec header (`z6Mk…`); both are read. Throws when it is neither.
 */
export function ed25519PublicKeyBytes(publicKeyMultibase: string): Uint8Array {
  const bytes = decodeMultibase(publicKeyMultibase);
  if (bytes.length === 32) return bytes;
  if (bytes.length === 34 && bytes[0] === ED25519_PUB_HEADER[0] && bytes[1] === ED25519_PUB_HEADER[1]) return bytes.subarray(2);
  throw new Error(`publicKeyMultibase ${publicKeyMultibase} is not a 32-byte Ed25519 key`);
}

/** The key in the multikey form Digital Bazaar's suites read: `z` + base58btc(0xed01 ‖ key). */
export function multikeyOf(publicKey: Uint8Array): string {
  return encodeBase58btc(Uint8Array.from([...ED25519_PUB_HEADER, ...publicKey]));
}

/** The key as a JWK (RFC 8037), how JsonWebSignature2020 names it. */
export function ed25519Jwk(publicKey: Uint8Array): { kty: "OKP"; crv: "Ed25519"; x: string } {
  return { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") };
}

/** One who signs for a verification method: the suites call `sign` with the bytes to sign. */
export interface ProofSigner {
  readonly id: string;
  readonly algorithm: "Ed25519";
  readonly publicKey: Uint8Array;
  /** For suites whose library signs with the key itself (jose, for JsonWebSignature2020). */
  readonly privateKey: KeyObject;
  sign(options: { data: Uint8Array }): Promise<Uint8Array>;
}

/**
 * A signer for the verification method `id` with an Ed25519 private key given as its 32-byte seed, or as the 64 bytes
 * seed ‖ public key that Go writes (and the ledger CLI's `--ver-key` takes, in base64).
 */
export function ed25519Signer(id: string, privateKey: Uint8Array): ProofSigner {
  const key = ed25519KeyObject(privateKey);
  const publicKey = ed25519PublicKeyOf(key);
  return { id, algorithm: "Ed25519", publicKey, privateKey: key, sign: async ({ data }) => new Uint8Array(sign(null, data, key)) };
}
