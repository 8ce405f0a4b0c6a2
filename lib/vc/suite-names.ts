/** The proof suites a credential or presentation may be signed with here (suites.ts builds them). */
export const PROOF_SUITES = ["Ed25519Signature2020", "JsonWebSignature2020"] as const;
export type ProofSuiteName = (typeof PROOF_SUITES)[number];

/** The JSON-LD context each suite's terms are defined in; a signed document names it in its `@context`. */
export const SUITE_CONTEXTS: Readonly<Record<ProofSuiteName, string>> = {
  Ed25519Signature2020: "https://w3id.org/security/suites/ed25519-2020/v1",
  JsonWebSignature2020: "https://w3id.org/security/suites/jws-2020/v1",
};

/** The document with its suite's context added to its `@context` when it lacks it, as a signed document must name it. */
export function withSuiteContext<T extends Record<string, unknown>>(document: T, suite: ProofSuiteName): T {
  const contexts = Array.isArray(document["@context"]) ? document["@context"] : [document["@context"]];
  return contexts.includes(SUITE_CONTEXTS[suite]) ? document : { ...document, "@context": [...contexts, SUITE_CONTEXTS[suite]] };
}
