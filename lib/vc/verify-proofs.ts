import jsigs from "jsonld-signatures";
import { verifyingSuites } from "./suites";

type JsonObject = Record<string, unknown>;

/** Whether a document's proof holds, and if not, the verifier's words for why. */
export interface ProofCheck {
  readonly verified: boolean;
  readonly problem?: string;
}

/**
 * Checks a credential's assertionMethod proof: the signature over the canonicalized credential, by a verification
 * method its controller lists under `assertionMethod`. Only the proof: dates, status and the issuer's standing are the
 * caller's checks.
 */
export async function checkCredentialProof(credential: JsonObject, documentLoader: DocumentLoader): Promise<ProofCheck> {
  return outcome(
    await jsigs.verify(structuredClone(credential), { suite: verifyingSuites(), purpose: new jsigs.purposes.AssertionProofPurpose(), documentLoader }),
  );
}

/** Checks a presentation's authentication proof, bound to `challenge` and `domain`, by a verification method the holder lists under `authentication`. */
export async function checkPresentationProof(
  presentation: JsonObject,
  binding: { readonly challenge: string; readonly domain: string },
  documentLoader: DocumentLoader,
): Promise<ProofCheck> {
  const purpose = new jsigs.purposes.AuthenticationProofPurpose(binding);
  return outcome(await jsigs.verify(structuredClone(presentation), { suite: verifyingSuites(), purpose, documentLoader }));
}

function outcome(result: VerificationOutcome): ProofCheck {
  if (result.verified) return { verified: true };
  const messages = [
    ...(result.results ?? []).map((r) => r.error?.message),
    ...(result.error?.errors ?? []).map((e) => e.message),
    result.error?.message,
  ].filter((m): m is string => typeof m === "string" && m !== "");
  return { verified: false, problem: [...new Set(messages)].join("; ") || "the proof does not verify" };
}
