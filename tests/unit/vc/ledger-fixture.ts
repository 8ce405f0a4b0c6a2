import type { DIDResolutionResult, Resolvable } from "did-resolver";
import { ed25519Signer, type ProofSigner } from "../../../lib/vc/ed25519-keys";
import { encodeBase58btc } from "../../../lib/multibase";
import { createHash } from "node:crypto";

/** A DID as the ledger holds it: its id and key are the bare Ed25519 key in base58btc, one method `#key-1`. */
export interface LedgerDid {
  readonly did: string;
  readonly signer: ProofSigner;
  document(): Record<string, unknown>;
}

/** A DID whose key is drawn from `label`, redrawn until its method-specific id has the 45 characters the ledger needs. */
export function ledgerDid(label: string): LedgerDid {
  let seed: Buffer;
  let multibase: string;
  let i = 0;
  do {
    seed = createHash("sha256").update(`${label}/${i++}`).digest();
    multibase = encodeBase58btc(ed25519Signer("", seed).publicKey);
  } while (multibase.length !== 45);
  const did = `did:hid:devnet:${multibase}`;
  const signer = ed25519Signer(`${did}#key-1`, seed);
  return {
    did,
    signer,
    document: () => ({
      "@context": "https://www.w3.org/ns/did/v1",
      id: did,
      controller: did,
      verificationMethod: [{ id: `${did}#key-1`, type: "Ed25519VerificationKey2020", controller: did, publicKeyMultibase: multibase }],
      authentication: [`${did}#key-1`],
      assertionMethod: [`${did}#key-1`],
    }),
  };
}

/** A resolver over a fixed set of DIDs, some of them deactivated; those of `unreachable` answer as a ledger that is down. */
export function fixedResolver(
  dids: readonly LedgerDid[],
  deactivated: readonly string[] = [],
  unreachable: readonly string[] = [],
): Resolvable & { calls: number } {
  const resolver = {
    calls: 0,
    async resolve(didUrl: string): Promise<DIDResolutionResult> {
      resolver.calls++;
      if (unreachable.includes(didUrl))
        return { didResolutionMetadata: { error: "internalError", errorMessage: "connection refused" }, didDocument: null, didDocumentMetadata: {} };
      const found = dids.find((d) => d.did === didUrl);
      if (found === undefined) return { didResolutionMetadata: { error: "notFound" }, didDocument: null, didDocumentMetadata: {} };
      return {
        didResolutionMetadata: { contentType: "application/did+ld+json" },
        didDocument: found.document() as never,
        didDocumentMetadata: deactivated.includes(found.did) ? { deactivated: true } : {},
      };
    },
  };
  return resolver;
}
