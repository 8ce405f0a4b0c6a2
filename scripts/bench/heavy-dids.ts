import { sha256 } from "../../abci-app/src/types/hash";
import { encodeBase58btc } from "../../lib/multibase";

export const HEAVY_DID_NAMESPACE = "devnet";

/**
 * An ssi genesis section holding `count` DID documents of about `bytesEach` bytes (the bulk in `alsoKnownAs`,
 * which the chain stores as given): what a list query of large documents reads.
 */
export function heavyDidGenesis(count: number, bytesEach: number): unknown {
  const aka = "https://example.org/".padEnd(200, "x");
  const akaCount = Math.max(1, Math.floor(bytesEach / aka.length));
  const did_documents = Array.from({ length: count }, (_, i) => {
    const id = `did:hid:${HEAVY_DID_NAMESPACE}:${methodSpecificId(`heavy/${i}`)}`;
    return {
      didDocument: {
        context: ["https://www.w3.org/ns/did/v1"],
        id,
        controller: [id],
        alsoKnownAs: Array.from({ length: akaCount }, (_, j) => `${aka}${j}`),
        verificationMethod: [{ id: `${id}#key-1`, type: "Ed25519VerificationKey2020", controller: id, publicKeyMultibase: methodSpecificId(`key/${i}`) }],
        authentication: [`${id}#key-1`],
      },
      didDocumentMetadata: { created: "2026-01-01T00:00:00Z", updated: "2026-01-01T00:00:00Z", deactivated: false, versionId: "00".repeat(32) },
    };
  });
  return { chain_namespace: HEAVY_DID_NAMESPACE, did_documents, did_count: String(count) };
}

/** A 45-character base58btc method-specific id, derived from `label`. */
function methodSpecificId(label: string): string {
  for (let i = 0; ; i++) {
    const text = encodeBase58btc(sha256(new TextEncoder().encode(`${label}/${i}`)));
    if (text.length === 45) return text;
  }
}
