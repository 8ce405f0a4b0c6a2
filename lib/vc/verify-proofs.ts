import jsigs from "jsonld-signatures";
import { unknownContexts } from "./contexts";
import { verifyingSuites } from "./suites";

type JsonObject = Record<string, unknown>;

/** Whether a document's proof holds, who made it, and if it does not hold, the verifier's words for why. */
export interface ProofCheck {
  readonly verified: boolean;
  /**
   * The DID whose document authorized the proof's key for the purpose (`assertionMethod`, `authentication`): the one
   * who signed. The caller compares it with who the document says signed it (the issuer, the holder).
   */
  readonly controller?: string;
  readonly problem?: string;
}

/**
 * Checks a credential's assertionMethod proof: the signature over the canonicalized credential, by a verification
 * method its controller lists under `assertionMethod`. Only the proof, and `controller` names who made it: that it is
 * the issuer, the dates, the status and the issuer's standing are the caller's checks.
 */
export async function checkCredentialProof(credential: JsonObject, documentLoader: DocumentLoader): Promise<ProofCheck> {
  const unknown = unknownContexts(credential);
  if (unknown.length > 0) return notKnown(unknown);
  return outcome(
    await jsigs.verify(structuredClone(credential), { suite: verifyingSuites(), purpose: new jsigs.purposes.AssertionProofPurpose(), documentLoader }),
  );
}

/** Checks a presentation's authentication proof, bound to `challenge` and `domain`, by a verification method its controller lists under `authentication`. */
export async function checkPresentationProof(
  presentation: JsonObject,
  binding: { readonly challenge: string; readonly domain: string },
  documentLoader: DocumentLoader,
): Promise<ProofCheck> {
  const unknown = unknownContexts(presentation);
  if (unknown.length > 0) return notKnown(unknown);
  const purpose = new jsigs.purposes.AuthenticationProofPurpose(binding);
  return outcome(await jsigs.verify(structuredClone(presentation), { suite: verifyingSuites(), purpose, documentLoader }));
}

function notKnown(urls: readonly string[]): ProofCheck {
  return {
    verified: false,
    problem: `${urls.join(", ")} ${urls.length === 1 ? "is not a context" : "are not contexts"} this verifier knows, and it fetches nothing from the web`,
  };
}

function outcome(result: VerificationOutcome): ProofCheck {
  if (result.verified) {
    const controllers = (result.results ?? []).map((r) => r.purposeResult?.controller?.id);
    const [controller] = controllers;
    if (controllers.length !== 1 || typeof controller !== "string") return { verified: false, problem: "the document must hold exactly one proof" };
    return { verified: true, controller };
  }
  const messages = [
    ...(result.results ?? []).map((r) => r.error?.message),
    ...(result.error?.errors ?? []).map((e) => e.message),
    result.error?.message,
  ].filter((m): m is string => typeof m === "string" && m !== "");
  return { verified: false, problem: [...new Set(messages)].join("; ") || "the proof does not verify" };
}
