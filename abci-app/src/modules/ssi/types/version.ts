import { sha256 } from "../../../types/hash";

/**
 * Upper-case hex SHA-256: a DID's versionId is this of the transaction bytes (the CometBFT tx hash), and a
 * credential status's signing version is this of its stored `Credential` bytes.
 */
export function upperHexSha256(bytes: Uint8Array): string {
  return Buffer.from(sha256(bytes)).toString("hex").toUpperCase();
}
