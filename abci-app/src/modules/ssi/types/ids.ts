import type { ErrorKind } from "../../../types/errors";
import {
  ErrBadRequestIsNotDid,
  ErrInvalidCredentialField,
  ErrInvalidDidMethod,
  ErrInvalidDidNamespace,
  ErrInvalidMethodSpecificId,
  ErrInvalidSchemaID,
} from "../errors";
import { decodeMultibase } from "./multibase";

/**
 * Document ids (hid-node's `IsValidID`, with v0.1.1's namespace rule): `<prefix>:hid:<msi>` on the main
 * network (empty namespace), `<prefix>:hid:<namespace>:<msi>` otherwise; schema ids end in `:<version>`.
 * hid-node returned untyped errors here and panicked on too few parts; every failure below is typed.
 */

export const DID_METHOD = "hid";
export const MAX_NAMESPACE_LENGTH = 10;
const METHOD_SPECIFIC_ID_LENGTH = 45;
const NAMESPACE = /^[a-zA-Z0-9-]*$/;
const SCHEMA_VERSION = /^(\d+\.)?(\d+)$/;

interface IdRules {
  readonly prefix: string;
  readonly label: string;
  readonly versioned: boolean;
  /** Wrong number of parts or prefix. */
  readonly structure: ErrorKind;
  readonly method: ErrorKind;
  readonly namespace: ErrorKind;
  readonly methodSpecificId: ErrorKind;
}

const DID_RULES: IdRules = {
  prefix: "did",
  label: "DID",
  versioned: false,
  structure: ErrBadRequestIsNotDid,
  method: ErrInvalidDidMethod,
  namespace: ErrInvalidDidNamespace,
  methodSpecificId: ErrInvalidMethodSpecificId,
};

// hid-node wraps every schema id failure in ErrInvalidSchemaID.
const SCHEMA_RULES: IdRules = {
  prefix: "sch",
  label: "schema id",
  versioned: true,
  structure: ErrInvalidSchemaID,
  method: ErrInvalidSchemaID,
  namespace: ErrInvalidSchemaID,
  methodSpecificId: ErrInvalidSchemaID,
};

const CREDENTIAL_RULES: IdRules = {
  prefix: "vc",
  label: "credential id",
  versioned: false,
  structure: ErrInvalidCredentialField,
  method: ErrInvalidDidMethod,
  namespace: ErrInvalidDidNamespace,
  methodSpecificId: ErrInvalidMethodSpecificId,
};

/** Throws 102 (malformed), 116 (method), 123 (namespace) or 117 (method-specific id). */
export function validateDidId(id: string, namespace: string): void {
  validateId(id, namespace, DID_RULES);
}

/** Throws 110 for any malformed schema id, including the version. */
export function validateSchemaId(id: string, namespace: string): void {
  validateId(id, namespace, SCHEMA_RULES);
}

/** Throws 122 (malformed), 116 (method), 123 (namespace) or 117 (method-specific id). */
export function validateCredentialId(id: string, namespace: string): void {
  validateId(id, namespace, CREDENTIAL_RULES);
}

/**
 * A DID URL with a fragment (`did:hid:…#key-1`) whose DID is valid on this chain: what verification
 * relationships and service ids must be. The method need not exist, nor belong to the document.
 */
export function isValidDidUrl(url: string, namespace: string): boolean {
  const hash = url.indexOf("#");
  if (hash < 0) return false;
  try {
    validateDidId(url.slice(0, hash), namespace);
    return true;
  } catch {
    return false;
  }
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

/** Why a genesis `chain_namespace` is invalid, or undefined: at most 10 of `[a-zA-Z0-9-]`, empty allowed. */
export function namespaceProblem(namespace: string): string | undefined {
  if (namespace.length > MAX_NAMESPACE_LENGTH) return `chain_namespace ${JSON.stringify(namespace)} is longer than ${MAX_NAMESPACE_LENGTH} characters`;
  if (!NAMESPACE.test(namespace)) return `chain_namespace ${JSON.stringify(namespace)} may only hold letters, digits and '-'`;
  return undefined;
}

function validateId(id: string, namespace: string, rules: IdRules): void {
  const fail = (kind: ErrorKind, reason: string) => kind.wrap(`${rules.label} ${id === "" ? '""' : id}: ${reason}`);
  const parts = id.split(":");
  const named = namespace !== "";
  const expectedParts = 3 + (named ? 1 : 0) + (rules.versioned ? 1 : 0);
  const shape = [rules.prefix, DID_METHOD, ...(named ? [namespace] : []), "<method-specific-id>", ...(rules.versioned ? ["<version>"] : [])].join(":");

  if (parts.length === 1) throw fail(rules.structure, `expected ${shape}`);
  if (parts[0] !== rules.prefix) throw fail(rules.structure, `expected the prefix ${rules.prefix}, got ${JSON.stringify(parts[0])}`);
  if (parts[1] !== DID_METHOD) throw fail(rules.method, `expected DID method ${DID_METHOD}, got ${JSON.stringify(parts[1])}`);
  if (named && parts.length > 2 && parts[2] !== namespace) {
    throw fail(rules.namespace, `expected namespace ${namespace}, got ${JSON.stringify(parts[2])}`);
  }
  if (parts.length !== expectedParts) throw fail(rules.structure, `expected ${expectedParts} parts (${shape}), got ${parts.length}`);

  const msi = parts[named ? 3 : 2]!;
  if (!isMethodSpecificId(msi)) {
    throw fail(rules.methodSpecificId, `method-specific id ${JSON.stringify(msi)} is not a multibase string of ${METHOD_SPECIFIC_ID_LENGTH} characters`);
  }
  if (rules.versioned) {
    const version = parts[parts.length - 1]!;
    if (!SCHEMA_VERSION.test(version)) throw fail(rules.structure, `version ${JSON.stringify(version)} is not <number> or <number>.<number>`);
  }
}

function isMethodSpecificId(msi: string): boolean {
  if (msi.length !== METHOD_SPECIFIC_ID_LENGTH) return false;
  try {
    decodeMultibase(msi);
    return true;
  } catch {
    return false;
  }
}
