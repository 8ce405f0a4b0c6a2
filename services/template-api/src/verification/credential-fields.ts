import { isPlainDid } from "../../../../lib/did-syntax";
/** The fields of a credential that verification reads, taken from its JSON without trusting its shape. */
export interface CredentialFields {
  /** The credential's `id`, or its position when it has none ("#0"), for naming it in reasons. */
  readonly label: string;
  readonly id: string | undefined;
  readonly issuer: string;
  readonly types: readonly string[];
  readonly contexts: readonly string[];
  readonly subject: Readonly<Record<string, unknown>>;
  readonly schemas: readonly { readonly id: unknown; readonly type: unknown }[];
  /** issuanceDate (VC 1.1) or validFrom (VC 2.0), in ms since the epoch. */
  readonly validFrom: number | undefined;
  /** expirationDate (VC 1.1) or validUntil (VC 2.0). */
  readonly validUntil: number | undefined;
  /** The id of its status on the ledger: the last segment of `credentialStatus.id` (a URL of the ledger's REST path or the id itself), else its `id`. */
  readonly statusId: string | undefined;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The fields, or what makes the JSON no credential. */
export function credentialFields(value: unknown, position: number): CredentialFields | { readonly problem: string; readonly label: string } {
  const label = isObject(value) && typeof value.id === "string" ? value.id : `#${position}`;
  if (!isObject(value)) return { label, problem: "a credential must be a JSON object" };
  const issuer = typeof value.issuer === "string" ? value.issuer : isObject(value.issuer) && typeof value.issuer.id === "string" ? value.issuer.id : undefined;
  if (issuer === undefined) return { label, problem: "the credential names no issuer" };
  if (!isPlainDid(issuer)) return { label, problem: `the credential's issuer ${JSON.stringify(issuer)} is not a DID (without path, query or fragment)` };
  const types = asArray(value.type).filter((t): t is string => typeof t === "string");
  if (!types.includes("VerifiableCredential")) return { label, problem: 'the credential\'s type does not include "VerifiableCredential"' };
  if (!isObject(value.credentialSubject)) return { label, problem: "the credential has no credentialSubject object" };
  if (!isObject(value.proof)) return { label, problem: "the credential has no proof" };
  const validFrom = dateOf(value.issuanceDate ?? value.validFrom);
  const validUntil = dateOf(value.expirationDate ?? value.validUntil);
  if (validFrom === "invalid" || validUntil === "invalid") return { label, problem: "a date of the credential is not an XML Schema dateTime" };
  const statusId = statusIdOf(value.credentialStatus);
  if (statusId === "invalid") return { label, problem: "the credential's credentialStatus.id is not a URL with a path, nor an id" };
  return {
    label,
    id: typeof value.id === "string" ? value.id : undefined,
    issuer,
    types,
    contexts: asArray(value["@context"]).filter((c): c is string => typeof c === "string"),
    subject: value.credentialSubject,
    schemas: asArray(value.credentialSchema)
      .filter(isObject)
      .map((schema) => ({ id: schema.id, type: schema.type })),
    validFrom,
    validUntil,
    statusId: statusId ?? (typeof value.id === "string" ? value.id : undefined),
  };
}

function statusIdOf(status: unknown): string | undefined | "invalid" {
  if (!isObject(status) || typeof status.id !== "string" || status.id === "") return undefined;
  const id = status.id;
  if (!/^https?:\/\//.test(id)) return id;
  try {
    const last = new URL(id).pathname
      .split("/")
      .filter((segment) => segment !== "")
      .pop();
    return last === undefined ? "invalid" : decodeURIComponent(last);
  } catch {
    return "invalid"; // not a URL, or a path segment that is not percent-encoding
  }
}

function dateOf(value: unknown): number | undefined | "invalid" {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !DATE_TIME.test(value)) return "invalid";
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? "invalid" : ms;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
