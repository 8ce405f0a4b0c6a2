/**
 * Why a presentation, a credential or a query fails verification. Each code is documented in docs/verification.md,
 * and a unit test holds that list and this one to each other.
 */
export const REASON_CODES = [
  // the presentation
  "presentationMalformed",
  "tooManyCredentials",
  "holderProofMissing",
  "holderProofInvalid",
  "challengeMismatch",
  "domainMismatch",
  "holderDidUnresolvable",
  "holderDidDeactivated",
  "holderMethodNotAccepted",
  "holderSuiteNotAccepted",
  // a credential
  "credentialMalformed",
  "credentialProofInvalid",
  "issuerDidUnresolvable",
  "issuerDidDeactivated",
  "credentialNotYetValid",
  "credentialExpired",
  "statusNotFound",
  "statusIssuerMismatch",
  "statusSuspended",
  "statusRevoked",
  "statusExpired",
  "statusUnknown",
  "ledgerUnavailable",
  "subjectNotHolder",
  // a credential query
  "noCredential",
  "contextMissing",
  "schemaMismatch",
  "fieldMissing",
  "untrustedIssuer",
  "credentialInvalid",
] as const;

export type ReasonCode = (typeof REASON_CODES)[number];

/** One reason: its code, what was found, and the credential it is about (by id) when it is about one. */
export interface Reason {
  code: ReasonCode;
  message: string;
  credential?: string;
}

export function reason(code: ReasonCode, message: string, credential?: string): Reason {
  return credential === undefined ? { code, message } : { code, message, credential };
}
