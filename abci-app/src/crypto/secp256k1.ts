import { secp256k1 as noble } from "@noble/curves/secp256k1.js";
import { GenerationalCache } from "../types/generational-cache";
import { sha256 } from "../types/hash";
import { latin1 } from "../types/latin1";

/** The curve order's half, big-endian: signatures with s above it are malleable twins and are rejected (low-S rule). */
const HALF_ORDER_BYTES = Buffer.from((noble.Point.CURVE().n >> 1n).toString(16).padStart(64, "0"), "hex");
/** Signers' keys kept in their 65-byte form per generation; a chain's active signers sign again and again. */
const UNCOMPRESSED_KEY_GENERATION = 8_192;

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
    const native = require("secp256k1/bindings") as NativeSecp256k1;
    const uncompressed = uncompressedKeys(native);
    return { name: "libsecp256k1", verify: (sig, digest, pub) => native.ecdsaVerify(sig, digest, uncompressed(pub)) };
  } catch {
    return { name: "@noble/curves", verify: (sig, digest, pub) => noble.verify(sig, digest, pub, { prehash: false, lowS: true }) };
  }
}

interface NativeSecp256k1 {
  ecdsaVerify(sig: Uint8Array, msg32: Uint8Array, pub: Uint8Array): boolean;
  publicKeyConvert(pub: Uint8Array, compressed: boolean): Uint8Array;
}

/**
 * The 65-byte form of a 33-byte key, remembered: libsecp256k1 parses a compressed key with a square root, about 3 µs of
 * the 39 µs a verification takes, and checks an uncompressed one is on the curve without it. A key that does not
 * decompress throws, as the verification of it would.
 */
function uncompressedKeys(native: NativeSecp256k1): (compressed: Uint8Array) => Uint8Array {
  const keys = new GenerationalCache<string, Uint8Array>(UNCOMPRESSED_KEY_GENERATION);
  return (compressed) => {
    const name = latin1(compressed);
    let key = keys.get(name);
    if (key === undefined) {
      key = native.publicKeyConvert(compressed, false);
      keys.set(name, key);
    }
    return key;
  };
}

const verifier = loadVerifier();

export const secp256k1VerifierName = verifier.name;

/**
 * What verifySecp256k1 checks before the curve arithmetic: a 64-byte signature with a non-zero low s, a 33-byte key.
 * A signature that fails it is invalid whoever verifies it (see signature-pool.ts).
 */
export function wellFormedSecp256k1(signature: Uint8Array, compressedPubkey: Uint8Array): boolean {
  if (signature.length !== 64 || compressedPubkey.length !== 33) return false;
  return lowNonZeroS(signature);
}

/** 0 < s ≤ n/2, comparing s's 32 big-endian bytes with n/2's. */
function lowNonZeroS(signature: Uint8Array): boolean {
  if (signature.subarray(32).every((byte) => byte === 0)) return false;
  for (let i = 0; i < 32; i++) {
    const byte = signature[32 + i]!;
    if (byte !== HALF_ORDER_BYTES[i]) return byte < HALF_ORDER_BYTES[i]!;
  }
  return true;
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
