import { randomBytes } from "node:crypto";
import { xchacha20poly1305 } from "@noble/ciphers/chacha.js";

const NONCE_BYTES = 24;

/**
 * XChaCha20-Poly1305 with a random 192-bit nonce, returned in front of the ciphertext. The nonce is long enough
 * to be drawn at random for every message under one key; `aad` binds the ciphertext to its context (a key's name).
 */
export function seal(key: Uint8Array, plaintext: Uint8Array, aad: Uint8Array): Uint8Array {
  const nonce = new Uint8Array(randomBytes(NONCE_BYTES));
  const ciphertext = xchacha20poly1305(key, nonce, aad).encrypt(plaintext);
  const sealed = new Uint8Array(NONCE_BYTES + ciphertext.length);
  sealed.set(nonce);
  sealed.set(ciphertext, NONCE_BYTES);
  return sealed;
}

/** The plaintext, or undefined when the key, the context or the bytes are not the ones it was sealed with. */
export function unseal(key: Uint8Array, sealed: Uint8Array, aad: Uint8Array): Uint8Array | undefined {
  if (sealed.length < NONCE_BYTES + 16) return undefined;
  try {
    return xchacha20poly1305(key, sealed.subarray(0, NONCE_BYTES), aad).decrypt(sealed.subarray(NONCE_BYTES));
  } catch {
    return undefined;
  }
}
