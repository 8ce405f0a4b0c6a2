import type { DIDResolutionResult, Resolvable } from "did-resolver";

/** How many distinct DIDs one verification resolves at most: a presentation's holder and issuers, and their controllers. */
export const MAX_DIDS_PER_VERIFICATION = 32;

/**
 * The DIDs one verification reads, each resolved once: the proofs' verification methods, the holder and the issuers
 * all come from the same answers, so a DID deactivated halfway through a verification cannot be read two ways. Past
 * MAX_DIDS_PER_VERIFICATION distinct DIDs, a DID resolves to an error instead of a request to the ledger.
 */
export class LedgerDids {
  private readonly results = new Map<string, Promise<DIDResolutionResult>>();

  constructor(private readonly resolver: Resolvable) {}

  resolve(did: string): Promise<DIDResolutionResult> {
    let result = this.results.get(did);
    if (result === undefined) {
      result =
        this.results.size < MAX_DIDS_PER_VERIFICATION
          ? this.resolver.resolve(did)
          : Promise.resolve({
              didResolutionMetadata: { error: "invalidDid", errorMessage: `one verification resolves at most ${MAX_DIDS_PER_VERIFICATION} DIDs` },
              didDocument: null,
              didDocumentMetadata: {},
            });
      this.results.set(did, result);
    }
    return result;
  }
}
