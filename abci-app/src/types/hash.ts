import { hash } from "node:crypto";

/** SHA-256 through OpenSSL's one-shot `crypto.hash`: the fastest available for the many small inputs of tree hashing. */
export function sha256(data: Uint8Array): Uint8Array {
  return hash("sha256", data, "buffer");
}
