import type { Did, VerificationMethod } from "../types/generated/ssi/v1/did";

/** The methods a signer may sign with: those of one verification relationship that its document defines. */
export interface SignerKeys {
  readonly relationship: "authentication" | "assertionMethod";
  readonly allowed: readonly string[];
  readonly methods: readonly VerificationMethod[];
}

/** A DID whose valid signature would authorise the operation. Without `keys`, its stored document's authentication keys. */
export interface Signer {
  readonly id: string;
  readonly keys?: SignerKeys;
}

/**
 * A document's own authentication keys as hid-node hands them to a signer. A document without
 * verification methods hands none (Go's nil slice), so its stored version is used instead.
 */
export function authenticationKeys(doc: Did): SignerKeys | undefined {
  if (doc.verificationMethod.length === 0) return undefined;
  return { relationship: "authentication", allowed: doc.authentication, methods: doc.verificationMethod };
}

/** The keys a schema author or credential issuer signs with: its assertion methods. */
export function assertionKeys(doc: Did): SignerKeys {
  return { relationship: "assertionMethod", allowed: doc.assertionMethod, methods: doc.verificationMethod };
}

/**
 * Who may sign a DID's creation or deactivation (hid-node's `Did.GetSigners`): each controller (the
 * document itself with its own keys, others with their stored keys); without controllers the document
 * itself if it has authentication methods; else nobody.
 */
export function didSigners(doc: Did): Signer[] {
  if (doc.controller.length > 0) return doc.controller.map((id) => (id === doc.id ? selfSigner(doc) : { id }));
  if (doc.authentication.length > 0) return [selfSigner(doc)];
  return [];
}

/**
 * Who may sign an update (hid-node's `VerifySignatureOnDidUpdate`): the old document's controllers (or the
 * old document itself), with their stored keys; then, per old verification method, the controller of one
 * removed, the new controller of one changed and the old controller of one whose controller changed. An
 * added signer that is the document itself signs with the new document's keys.
 */
export function updateSigners(oldDoc: Did, newDoc: Did): Signer[] {
  const signers: Signer[] = (oldDoc.controller.length > 0 ? oldDoc.controller : [oldDoc.id]).map((id) => ({ id }));
  const add = (id: string) => signers.push(id === newDoc.id ? selfSigner(newDoc) : { id });
  const newMethods = firstById(newDoc.verificationMethod);
  for (const oldMethod of oldDoc.verificationMethod) {
    const newMethod = newMethods.get(oldMethod.id);
    if (newMethod === undefined) {
      add(oldMethod.controller);
      continue;
    }
    if (!sameMethod(oldMethod, newMethod)) add(newMethod.controller);
    if (newMethod.controller !== oldMethod.controller) add(oldMethod.controller);
  }
  // a DID met again keeps its first listing (the old document's controllers with their stored keys come first)
  return distinctSigners(signers);
}

/**
 * Each signer once, first listing kept. A DID listed twice (a controller named twice) is the same signer with the
 * same keys, so evaluating it again could only repeat its checks.
 */
export function distinctSigners(signers: readonly Signer[]): Signer[] {
  const byId = new Map<string, Signer>();
  for (const signer of signers) if (!byId.has(signer.id)) byId.set(signer.id, signer);
  return [...byId.values()];
}

function selfSigner(doc: Did): Signer {
  const keys = authenticationKeys(doc);
  return keys === undefined ? { id: doc.id } : { id: doc.id, keys };
}

/** Each method by its id, the first one listed where an id repeats (as `find` would pick). */
function firstById(methods: readonly VerificationMethod[]): Map<string, VerificationMethod> {
  const byId = new Map<string, VerificationMethod>();
  for (const method of methods) if (!byId.has(method.id)) byId.set(method.id, method);
  return byId;
}

function sameMethod(a: VerificationMethod, b: VerificationMethod): boolean {
  return a.id === b.id && a.type === b.type && a.controller === b.controller && a.publicKeyMultibase === b.publicKeyMultibase;
}
