import { createHash } from "node:crypto";
import jsonld from "jsonld";

/**
 * The hash the ledger keeps beside a credential's status (`credentialHash`): SHA-256, in hex, of the credential without
 * its proof, canonicalized by RDF Dataset Canonicalization (URDNA2015). Terms the contexts do not define are refused
 * rather than dropped (jsonld's safe mode), so every claim of the credential is in the hash.
 */
export async function credentialHash(credential: Record<string, unknown>, documentLoader: DocumentLoader): Promise<string> {
  const { proof: _proof, ...unsigned } = credential;
  const nquads = await jsonld.canonize(unsigned, { algorithm: "URDNA2015", format: "application/n-quads", documentLoader, safe: true });
  return createHash("sha256").update(nquads).digest("hex");
}
