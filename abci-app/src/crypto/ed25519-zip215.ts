import { ed25519 } from "@noble/curves/ed25519.js";
import { verifyEd25519 } from "./ed25519";

/**
 * Verifies an Ed25519 signature by ZIP-215's rules, which CometBFT applies to votes (curve25519-voi's
 * VerifyOptionsZIP_215): the cofactored equation, and non-canonical encodings of the points accepted. Every
 * signature OpenSSL accepts (cofactorless, R compared as bytes) also holds under ZIP-215, so OpenSSL answers first in
 * about 70 µs; only what it refuses is checked again by ZIP-215 in JavaScript (@noble/curves, about 1 ms), which may
 * accept it (a non-canonical R, for one). So a light client counts exactly the votes CometBFT counts.
 */
export function verifyEd25519Zip215(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  if (verifyEd25519(message, signature, publicKey)) return true;
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: true });
  } catch {
    return false;
  }
}
