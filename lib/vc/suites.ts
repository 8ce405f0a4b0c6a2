import { Ed25519Signature2020 } from "@digitalbazaar/ed25519-signature-2020";
import type { ProofSigner } from "./ed25519-keys";
import { JsonWebSignature2020 } from "./jws-2020-suite";
import type { ProofSuiteName } from "./suite-names";

/** The suite that signs with `signer` (its id is the proof's verification method). */
export function signingSuite(name: ProofSuiteName, signer: ProofSigner, date?: Date): unknown {
  const options = date === undefined ? {} : { date };
  return name === "Ed25519Signature2020" ? new Ed25519Signature2020({ signer, ...options }) : new JsonWebSignature2020({ signer, ...options });
}

/** Every suite a verifier tries on a proof: the one whose type and context the proof names checks it. */
export function verifyingSuites(): unknown[] {
  return [new Ed25519Signature2020(), new JsonWebSignature2020()];
}
