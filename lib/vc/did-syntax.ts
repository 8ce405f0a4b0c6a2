/** A DID by DID Core's syntax (`did:<method>:<method-specific-id>`), without path, query or fragment. */
const PLAIN_DID = /^did:[a-z0-9]+:(?:[A-Za-z0-9._-]|%[0-9A-Fa-f]{2}|:)*[A-Za-z0-9._-]$/;

/**
 * Whether `text` is a DID and nothing more: a DID URL with a query or a path names another resource than the DID's
 * current document (`?versionTime=…` an older version), so an issuer, a holder or a key's DID must be plain.
 */
export function isPlainDid(text: string): boolean {
  return PLAIN_DID.test(text);
}
