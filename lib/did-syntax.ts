// DID Core's ABNF: "did:" method-name ":" method-specific-id, with idchar = ALPHA / DIGIT / "." / "-" / "_" / pct-encoded.
const DID = /^did:([a-z0-9]+):((?:(?:[A-Za-z0-9._-]|%[0-9A-Fa-f]{2})*:)*(?:[A-Za-z0-9._-]|%[0-9A-Fa-f]{2})+)$/;

/** The method of `text` when it is a DID by DID Core's syntax, without path, query or fragment; else undefined. */
export function didMethodOf(text: string): string | undefined {
  return DID.exec(text)?.[1];
}

/**
 * Whether `text` is a DID and nothing more: a DID URL with a query or a path names another resource than the DID's
 * current document (`?versionTime=…` an older version), so an issuer, a holder or a key's DID must be plain.
 */
export function isPlainDid(text: string): boolean {
  return didMethodOf(text) !== undefined;
}
