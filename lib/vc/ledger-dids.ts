import type { DIDResolutionResult, Resolvable } from "did-resolver";

/**
 * The DIDs one verification reads, each resolved once: the proofs' verification methods, the holder and the issuers
 * all come from the same answers, so a DID deactivated halfway through a verification cannot be read two ways.
 */
export class LedgerDids {
  private readonly results = new Map<string, Promise<DIDResolutionResult>>();

  constructor(private readonly resolver: Resolvable) {}

  resolve(did: string): Promise<DIDResolutionResult> {
    let result = this.results.get(did);
    if (result === undefined) {
      result = this.resolver.resolve(did);
      this.results.set(did, result);
    }
    return result;
  }
}
