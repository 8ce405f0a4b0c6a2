import { secp256k1 as noble } from "@noble/curves/secp256k1.js";
import { sha256 } from "../types/hash";

/** The curve order's half: signatures with s above it are malleable twins and are rejected (low-S rule). */
const HALF_ORDER = noble.Point.CURVE().n >> 1n;

interface Verifier {
  readonly name: string;
  verify(signature: Uint8Array, digest: Uint8Array, publicKey: Uint8Array): boolean;
}

/**
 * libsecp256k1 through the `secp256k1` package's N-API prebuild verifies about 13,000 signatures/s on this
 * project's 2-core machines against about 460/s for @noble/curves (npm run bench:abci prints both);
 * noble remains the fallback where the native binding cannot load.
 */
function loadVerifier(): Verifier {
  try {
    const native = require("secp256k1/bindings") as { ecdsaVerify(sig: Uint8Array, msg32: Uint8Array, pub: Uint8Array): boolean };
    return { name: "libsecp256k1", verify: (sig, digest, pub) => native.ecdsaVerify(sig, digest, pub) };
  } catch {
    return { name: "@noble/curves", verify: (sig, digest, pub) => noble.verify(sig, digest, pub, { prehash: false, lowS: true }) };
  }
}

const verifier = loadVerifier();

export const secp256k1VerifierName = verifier.name;

/**
 * What verifySecp256k1 checks before the curve arithmetic: a 64-byte signature with a non-zero low s, a 33-byte key.
 * A signature that fails it is invalid whoever verifies it (see signature-pool.ts).
 */
export function wellFormedSecp256k1(signature: Uint8Array, compressedPubkey: Uint8Array): boolean {
  if (signature.length !== 64 || compressedPubkey.length !== 33) return false;
  const s = BigInt(`0x${Buffer.from(signature.buffer, signature.byteOffset + 32, 32).toString("hex")}`);
  return s !== 0n && s <= HALF_ORDER;
}

/**
 * Verifies a Cosmos secp256k1 signature: 64 bytes r‖s with low s, ECDSA over SHA-256 of the message, against
 * a 33-byte compressed public key. Malformed input yields false, never an exception.
 */
export function verifySecp256k1(message: Uint8Array, signature: Uint8Array, compressedPubkey: Uint8Array): boolean {
  return verifySecp256k1Digest(sha256(message), signature, compressedPubkey);
}

/** verifySecp256k1 of a message whose SHA-256 is `digest`. */
export function verifySecp256k1Digest(digest: Uint8Array, signature: Uint8Array, compressedPubkey: Uint8Array): boolean {
  if (!wellFormedSecp256k1(signature, compressedPubkey)) return false;
  try {
    return verifier.verify(signature, digest, compressedPubkey);
  } catch {
    return false;
  }
}
