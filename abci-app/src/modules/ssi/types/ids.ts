import type { ErrorKind } from "../../../types/errors";
import { CREDENTIAL_ID, DID_ID, SCHEMA_ID, idProblem, type IdKind, type IdRule } from "../../../../../lib/hid-ids";
import {
  ErrBadRequestIsNotDid,
  ErrInvalidCredentialField,
  ErrInvalidDidMethod,
  ErrInvalidDidNamespace,
  ErrInvalidMethodSpecificId,
  ErrInvalidSchemaID,
} from "../errors";

/**
 * Document ids as the ledger checks them (lib/hid-ids.ts), each broken rule with the error hid-node's registry names
 * for it. hid-node returned untyped errors here and panicked on too few parts; every failure below is typed.
 */

const DID_ERRORS: Readonly<Record<IdRule, ErrorKind>> = {
  structure: ErrBadRequestIsNotDid,
  method: ErrInvalidDidMethod,
  namespace: ErrInvalidDidNamespace,
  methodSpecificId: ErrInvalidMethodSpecificId,
};

// hid-node wraps every schema id failure in ErrInvalidSchemaID.
const SCHEMA_ERRORS: Readonly<Record<IdRule, ErrorKind>> = {
  structure: ErrInvalidSchemaID,
  method: ErrInvalidSchemaID,
  namespace: ErrInvalidSchemaID,
  methodSpecificId: ErrInvalidSchemaID,
};

const CREDENTIAL_ERRORS: Readonly<Record<IdRule, ErrorKind>> = { ...DID_ERRORS, structure: ErrInvalidCredentialField };

/** Throws 102 (malformed), 116 (method), 123 (namespace) or 117 (method-specific id). */
export function validateDidId(id: string, namespace: string): void {
  validateId(id, namespace, DID_ID, DID_ERRORS);
}

/** Throws 110 for any malformed schema id, including the version. */
export function validateSchemaId(id: string, namespace: string): void {
  validateId(id, namespace, SCHEMA_ID, SCHEMA_ERRORS);
}

/** Throws 122 (malformed), 116 (method), 123 (namespace) or 117 (method-specific id). */
export function validateCredentialId(id: string, namespace: string): void {
  validateId(id, namespace, CREDENTIAL_ID, CREDENTIAL_ERRORS);
}

/**
 * A DID URL with a fragment (`did:hid:…#key-1`) whose DID is valid on this chain: what verification
 * relationships and service ids must be. The method need not exist, nor belong to the document.
 */
export function isValidDidUrl(url: string, namespace: string): boolean {
  const hash = url.indexOf("#");
  return hash >= 0 && idProblem(url.slice(0, hash), namespace, DID_ID) === undefined;
}

/**
 * The namespace an id names: its third part when it has the parts of a named network's id, otherwise "" (the main
 * network's). Only meaningful for ids that are valid on some namespace; `validateDidId` and its siblings say which.
 */
export function namespaceOf(id: string, kind: IdKind): string {
  const parts = id.split(":");
  return parts.length === 4 + (kind.versioned ? 1 : 0) ? parts[2]! : "";
}

/** The DID of a DID URL (before the first `#`), undefined when the URL has no fragment. */
export function didOfUrl(url: string): string | undefined {
  const hash = url.indexOf("#");
  return hash < 0 ? undefined : url.slice(0, hash);
}

/** The fragment of a DID URL as hid-node splits it: between the first `#` and the next. */
export function fragmentOf(url: string): string {
  return url.split("#")[1] ?? "";
}

function validateId(id: string, namespace: string, kind: IdKind, errors: Readonly<Record<IdRule, ErrorKind>>): void {
  const problem = idProblem(id, namespace, kind);
  if (problem !== undefined) throw errors[problem.rule].wrap(problem.detail);
}
