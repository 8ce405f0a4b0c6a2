import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";

/** DER prefixes that wrap a raw 32-byte Ed25519 key as SPKI (public, to read it back) or PKCS#8 (private seed). */
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

/** A private key (32-byte seed, or Go's 64-byte seed ‖ public key) as node:crypto's key object; importing is most of a signature's cost, so signers of many messages keep it. */
export function ed25519KeyObject(privateKey: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seedOf(privateKey)]), format: "der", type: "pkcs8" });
}

/** The 32-byte public key of a private key object. */
export function ed25519PublicKeyOf(key: KeyObject): Uint8Array {
  return new Uint8Array(createPublicKey(key).export({ format: "der", type: "spki" }).subarray(SPKI_PREFIX.length));
}

function seedOf(privateKey: Uint8Array): Uint8Array {
  if (privateKey.length === 32) return privateKey;
  if (privateKey.length === 64) return privateKey.subarray(0, 32);
  throw new Error(`an Ed25519 private key is 32 bytes (seed) or 64 bytes (seed and public key), got ${privateKey.length}`);
}
