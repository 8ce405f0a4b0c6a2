import { decodeMultibase } from "./multibase";

/**
 * The ids of the ledger's documents (hid-node's `IsValidID`, with v0.1.1's namespace rule): `<prefix>:hid:<msi>` on
 * the main network (empty namespace), `<prefix>:hid:<namespace>:<msi>` otherwise; schema ids end in `:<version>`.
 * The ledger checks what is written to it with these rules, and the template API the ids a template names.
 */

export const DID_METHOD = "hid";
export const MAX_NAMESPACE_LENGTH = 10;
const METHOD_SPECIFIC_ID_LENGTH = 45;
const NAMESPACE = /^[a-zA-Z0-9-]*$/;
const SCHEMA_VERSION = /^(\d+\.)?(\d+)$/;

/** One kind of document id: its prefix, how messages name it, and whether it ends in a version. */
export interface IdKind {
  readonly prefix: string;
  readonly label: string;
  readonly versioned: boolean;
}

export const DID_ID: IdKind = { prefix: "did", label: "DID", versioned: false };
export const SCHEMA_ID: IdKind = { prefix: "sch", label: "schema id", versioned: true };
export const CREDENTIAL_ID: IdKind = { prefix: "vc", label: "credential id", versioned: false };

/** Which rule an id breaks: its shape (parts, prefix, version), its method, its namespace or its method-specific id. */
export type IdRule = "structure" | "method" | "namespace" | "methodSpecificId";

export interface IdProblem {
  readonly rule: IdRule;
  /** What is wrong, naming the id: `DID did:hid:x: expected 3 parts (did:hid:<method-specific-id>), got 2`. */
  readonly detail: string;
}

/** Why `id` is not a valid id of `kind` on a chain of `namespace`, or undefined. */
export function idProblem(id: string, namespace: string, kind: IdKind): IdProblem | undefined {
  const problem = (rule: IdRule, reason: string): IdProblem => ({ rule, detail: `${kind.label} ${id === "" ? '""' : id}: ${reason}` });
  const parts = id.split(":");
  const named = namespace !== "";
  const expectedParts = 3 + (named ? 1 : 0) + (kind.versioned ? 1 : 0);
  const shape = () => [kind.prefix, DID_METHOD, ...(named ? [namespace] : []), "<method-specific-id>", ...(kind.versioned ? ["<version>"] : [])].join(":");

  if (parts.length === 1) return problem("structure", `expected ${shape()}`);
  if (parts[0] !== kind.prefix) return problem("structure", `expected the prefix ${kind.prefix}, got ${JSON.stringify(parts[0])}`);
  if (parts[1] !== DID_METHOD) return problem("method", `expected DID method ${DID_METHOD}, got ${JSON.stringify(parts[1])}`);
  if (named && parts.length > 2 && parts[2] !== namespace) return problem("namespace", `expected namespace ${namespace}, got ${JSON.stringify(parts[2])}`);
  if (parts.length !== expectedParts) return problem("structure", `expected ${expectedParts} parts (${shape()}), got ${parts.length}`);

  const msi = parts[named ? 3 : 2]!;
  if (!isMethodSpecificId(msi)) {
    return problem("methodSpecificId", `method-specific id ${JSON.stringify(msi)} is not a multibase string of ${METHOD_SPECIFIC_ID_LENGTH} characters`);
  }
  if (kind.versioned) {
    const version = parts[parts.length - 1]!;
    if (!SCHEMA_VERSION.test(version)) return problem("structure", `version ${JSON.stringify(version)} is not <number> or <number>.<number>`);
  }
  return undefined;
}

/** Why a chain namespace is invalid, or undefined: at most 10 of `[a-zA-Z0-9-]`, empty allowed. */
export function namespaceProblem(namespace: string): string | undefined {
  if (namespace.length > MAX_NAMESPACE_LENGTH) return `chain_namespace ${JSON.stringify(namespace)} is longer than ${MAX_NAMESPACE_LENGTH} characters`;
  if (!NAMESPACE.test(namespace)) return `chain_namespace ${JSON.stringify(namespace)} may only hold letters, digits and '-'`;
  return undefined;
}

/**
 * Method-specific ids seen to decode. A document names its own id in most of its fields (controller, verification
 * methods, relationships), and each check would otherwise decode the same base58 again. Whether an id decodes
 * depends on the id alone, so what is remembered never changes an answer; the set is emptied when it is full.
 */
const decodingMethodSpecificIds = new Set<string>();
const MAX_REMEMBERED_METHOD_SPECIFIC_IDS = 10_000;

function isMethodSpecificId(msi: string): boolean {
  if (msi.length !== METHOD_SPECIFIC_ID_LENGTH) return false;
  if (decodingMethodSpecificIds.has(msi)) return true;
  try {
    decodeMultibase(msi);
  } catch {
    return false;
  }
  if (decodingMethodSpecificIds.size >= MAX_REMEMBERED_METHOD_SPECIFIC_IDS) decodingMethodSpecificIds.clear();
  decodingMethodSpecificIds.add(msi);
  return true;
}
