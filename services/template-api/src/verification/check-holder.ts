import type { LedgerDids } from "../../../../lib/vc/ledger-dids";
import { isPlainDid } from "../../../../lib/did-syntax";
import { checkPresentationProof } from "../../../../lib/vc/verify-proofs";
import { isObject } from "./credential-fields";
import { reason, type Reason } from "./reasons";

/** The holder's proof of a presentation: whether it holds, for the verifier's challenge and the template's domain. */
export interface HolderCheck {
  readonly holder: string | undefined;
  /** The proof's type when there is one (for DIDAuthentication's accepted suites). */
  readonly suite: string | undefined;
  readonly proven: boolean;
  readonly reasons: readonly Reason[];
}

/**
 * Checks the presentation's own proof, which every presentation must have: made by a key the holder's DID lists under
 * `authentication`, over the presentation with the challenge the verifier gave and the template's domain. Without it
 * anyone could present copies of another's credentials. A wrong challenge or domain is reported as such, and the
 * signature is checked over the values the proof states, so each reason says one thing.
 */
export async function checkHolder(
  presentation: Record<string, unknown>,
  expected: { readonly challenge: string | undefined; readonly domain: string },
  dids: LedgerDids,
  documentLoader: DocumentLoader,
): Promise<HolderCheck> {
  const holder = typeof presentation.holder === "string" ? presentation.holder : undefined;
  const proof = presentation.proof;
  if (proof === undefined)
    return { holder, suite: undefined, proven: false, reasons: [reason("holderProofMissing", "the presentation is not signed by its holder")] };
  if (!isObject(proof))
    return { holder, suite: undefined, proven: false, reasons: [reason("holderProofInvalid", "the presentation's proof is not one proof object")] };
  const suite = typeof proof.type === "string" ? proof.type : undefined;
  if (holder === undefined || !isPlainDid(holder)) {
    return {
      holder,
      suite,
      proven: false,
      reasons: [reason("holderProofInvalid", "the presentation's holder is not a DID (without path, query or fragment)")],
    };
  }
  const reasons: Reason[] = [];
  if (expected.challenge === undefined) reasons.push(reason("challengeMismatch", "the request gives no challenge to check the proof's against"));
  else if (proof.challenge !== expected.challenge)
    reasons.push(reason("challengeMismatch", `the proof's challenge is ${JSON.stringify(proof.challenge)}, not the one given`));
  if (proof.domain !== expected.domain)
    reasons.push(reason("domainMismatch", `the proof's domain is ${JSON.stringify(proof.domain)}, not the template's ${expected.domain}`));

  const stated = { challenge: String(proof.challenge ?? ""), domain: String(proof.domain ?? "") };
  const [check, resolved] = await Promise.all([checkPresentationProof(presentation, stated, documentLoader), dids.resolve(holder)]);
  if (!check.verified) reasons.push(reason("holderProofInvalid", `the presentation's proof does not verify: ${check.problem}`));
  else if (check.controller !== holder)
    reasons.push(reason("holderProofInvalid", `the presentation is signed by a key of ${check.controller}, not of its holder ${holder}`));
  if (resolved.didDocument === null) {
    reasons.push(reason("holderDidUnresolvable", `the holder ${holder} does not resolve: ${String(resolved.didResolutionMetadata.error)}`));
  } else if (resolved.didDocumentMetadata.deactivated === true) {
    reasons.push(reason("holderDidDeactivated", `the holder ${holder} is deactivated on the ledger`));
  }
  return { holder, suite, proven: reasons.length === 0, reasons };
}
