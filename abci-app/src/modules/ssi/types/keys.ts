import { concatBytes } from "../../../store/bytes";
import type { Instant } from "../../../types/rfc3339";

/** The module's name: its codespace, genesis section and store name. */
export const SSI_MODULE_NAME = "ssi";
export const SSI_STORE_KEY = "ssi";

/*
 * Store layout. hid-node v0.1's keys, byte for byte (each is a prefix store's prefix, and the counters and
 * the namespace sit under their prefix repeated, as hid-node writes them):
 *   Did-value- ‖ DID id                          DidDocumentState
 *   Did-count-Did-count-                         DID count, uint64 big-endian
 *   Did-namespace-Did-namespace-                 chain namespace (UTF-8, possibly empty)
 *   Schema-value- ‖ schema id                    Schema
 *   Schema-count-Schema-count-                   schema count, uint64 big-endian
 *   Cred-value- ‖ credential id                  Credential
 *   Cred-count-Cred-count-                       credential count, uint64 big-endian
 * idledger's own:
 *   Legacy-signatures-                           0x01 when hid-node v0.1 signatures are accepted, else 0x00
 *   Cred-expiry- ‖ expiry(expirationDate) ‖ credential id   0x00: credentials by expiration, not yet expired
 */
const utf8 = new TextEncoder();

export const DID_PREFIX = utf8.encode("Did-value-");
export const DID_COUNT_KEY = utf8.encode("Did-count-Did-count-");
export const CHAIN_NAMESPACE_KEY = utf8.encode("Did-namespace-Did-namespace-");
export const SCHEMA_PREFIX = utf8.encode("Schema-value-");
export const SCHEMA_COUNT_KEY = utf8.encode("Schema-count-Schema-count-");
export const CREDENTIAL_PREFIX = utf8.encode("Cred-value-");
export const CREDENTIAL_COUNT_KEY = utf8.encode("Cred-count-Cred-count-");
export const LEGACY_SIGNATURES_KEY = utf8.encode("Legacy-signatures-");
export const CREDENTIAL_EXPIRY_PREFIX = utf8.encode("Cred-expiry-");

/** The store key of a DID document state. */
export function didKey(id: string): Uint8Array {
  return concatBytes(DID_PREFIX, utf8.encode(id));
}

/** The store key of a schema (its full, versioned id). */
export function schemaKey(id: string): Uint8Array {
  return concatBytes(SCHEMA_PREFIX, utf8.encode(id));
}

/** The store key of a credential status (its claim id). */
export function credentialKey(id: string): Uint8Array {
  return concatBytes(CREDENTIAL_PREFIX, utf8.encode(id));
}

/**
 * 12 bytes that sort as the instants do: the seconds as a big-endian int64 with the sign bit flipped (so
 * dates before 1970 sort first), then the nanoseconds as a big-endian uint32.
 */
export function encodeExpiry(instant: Instant): Uint8Array {
  const bytes = new Uint8Array(12);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, BigInt.asUintN(64, instant.seconds) ^ (1n << 63n));
  view.setUint32(8, instant.nanos);
  return bytes;
}

/** The expiry index entry of a credential, relative to `CREDENTIAL_EXPIRY_PREFIX`. */
export function expiryIndexKey(expiration: Instant, credentialId: string): Uint8Array {
  return concatBytes(encodeExpiry(expiration), utf8.encode(credentialId));
}

/** The credential id of an expiry index key (relative to its prefix). */
export function credentialIdOfExpiryKey(key: Uint8Array): string {
  return new TextDecoder().decode(key.subarray(12));
}

/** A counter as hid-node stores it: uint64 big-endian, 8 bytes. */
export function encodeCount(count: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, count);
  return bytes;
}

/** A stored counter; hid-node writes exactly 8 bytes. */
export function decodeCount(bytes: Uint8Array): bigint {
  if (bytes.length !== 8) throw new Error(`corrupt ssi counter: ${bytes.length} bytes, expected 8`);
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0);
}
