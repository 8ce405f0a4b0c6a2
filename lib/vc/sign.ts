import * as vc from "@digitalbazaar/vc";
import type { ProofSigner } from "./ed25519-keys";
import { withSuiteContext, type ProofSuiteName } from "./suite-names";
import { signingSuite } from "./suites";

type JsonObject = Record<string, unknown>;

export interface SignOptions {
  readonly suite: ProofSuiteName;
  /** Signs for one verification method of a DID on the ledger; `signer.id` is that method's id. */
  readonly signer: ProofSigner;
  readonly documentLoader: DocumentLoader;
  /** The proof's `created`; now by default. */
  readonly date?: Date;
}

/** The credential with an assertionMethod proof (Verifiable Credentials' issue, by @digitalbazaar/vc). */
export async function issueCredential(credential: JsonObject, options: SignOptions): Promise<JsonObject> {
  const suite = signingSuite(options.suite, options.signer, options.date);
  return vc.issue({ credential: structuredClone(credential), suite, documentLoader: options.documentLoader });
}

/** A presentation of `credentials` by `holder` with an authentication proof bound to the verifier's challenge and domain. */
export async function signPresentation(
  credentials: readonly JsonObject[],
  holder: string,
  binding: { readonly challenge: string; readonly domain: string },
  options: SignOptions,
): Promise<JsonObject> {
  const created = vc.createPresentation({ verifiableCredential: credentials.map((credential) => structuredClone(credential)), holder });
  const presentation = withSuiteContext(created, options.suite);
  const suite = signingSuite(options.suite, options.signer, options.date);
  return vc.signPresentation({ presentation, suite, challenge: binding.challenge, domain: binding.domain, documentLoader: options.documentLoader });
}
