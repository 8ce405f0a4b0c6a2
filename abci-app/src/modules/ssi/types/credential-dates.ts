import { ErrInvalidDate } from "../errors";
import type { CredentialProof } from "./generated/ssi/v1/credential";
import { compareInstants, parseRfc3339, wholeSecondsBetween, type Instant } from "../../../types/rfc3339";

/** An RFC 3339 date of a document; 121 "invalid <what> format" otherwise. */
export function parseDocumentDate(text: string, what: string): Instant {
  const instant = parseRfc3339(text);
  if (instant === undefined) throw ErrInvalidDate.wrap(`invalid ${what} format: ${JSON.stringify(text)}`);
  return instant;
}

/** The validity period of a credential status: both dates RFC 3339, expiration not before issuance. */
export interface ValidityPeriod {
  readonly issuance: Instant;
  readonly expiration: Instant;
}

/** Parses and checks issuance ≤ expiration in whole seconds (as hid-node, half a second early passes). */
export function parseValidityPeriod(issuanceDate: string, expirationDate: string): ValidityPeriod {
  const expiration = parseDocumentDate(expirationDate, "expiration date");
  const issuance = parseDocumentDate(issuanceDate, "issuance date");
  if (wholeSecondsBetween(issuance, expiration) < 0n) {
    throw ErrInvalidDate.wrap(`expiration date ${expirationDate} cannot be less than issuance date ${issuanceDate}`);
  }
  return { issuance, expiration };
}

/**
 * The proof dates of a registration (created = updated) or a status change (updated at least one whole
 * second after created); created must lie within the validity period, both ends included.
 */
export function checkProofDates(proof: CredentialProof, period: ValidityPeriod, registration: boolean): void {
  const created = parseDocumentDate(proof.created, "proof created date");
  const updated = parseDocumentDate(proof.updated, "proof updated date");
  if (registration && compareInstants(created, updated) !== 0) {
    throw ErrInvalidDate.wrap(`updated date ${proof.updated} should be similar to created date ${proof.created}`);
  }
  if (!registration && wholeSecondsBetween(created, updated) <= 0n) {
    throw ErrInvalidDate.wrap(`update date ${proof.updated} cannot be less than or equal to created date ${proof.created} in case of credential status update`);
  }
  if (compareInstants(created, period.issuance) < 0 || compareInstants(created, period.expiration) > 0) {
    throw ErrInvalidDate.wrap(`proof created date ${proof.created} does not lie between the issuance date and the expiration date`);
  }
}
