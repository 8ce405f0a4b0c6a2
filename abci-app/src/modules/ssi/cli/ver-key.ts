import { decodeStdBase64 } from "../../../cli-kit/base64";
import { ed25519PublicKey } from "../../../crypto/ed25519";

/** An Ed25519 signing key given on the command line, with its public key. */
export interface VerKey {
  readonly privateKey: Uint8Array;
  readonly publicKey: Uint8Array;
}

/**
 * Reads a base64 Ed25519 private key: Go's 64-byte form (seed ‖ public key, what hid-node's `--ver-key` and
 * `debug ed25519 random` use) or the bare 32-byte seed. A 64-byte key whose second half is not the public key
 * of its seed is refused: Go would sign with the wrong public key and the chain would reject the signature.
 */
export function parseVerKey(text: string, what = "the private key"): VerKey {
  const bytes = decodeStdBase64(text.trim(), what);
  if (bytes.length !== 32 && bytes.length !== 64) {
    throw new Error(`${what} must be an Ed25519 key of 64 bytes (seed and public key) or 32 bytes (seed), got ${bytes.length} bytes`);
  }
  const publicKey = ed25519PublicKey(bytes);
  if (bytes.length === 64 && Buffer.compare(bytes.subarray(32), publicKey) !== 0) {
    throw new Error(`${what} is inconsistent: its last 32 bytes are not the public key of its first 32 (the seed)`);
  }
  return { privateKey: bytes, publicKey };
}
