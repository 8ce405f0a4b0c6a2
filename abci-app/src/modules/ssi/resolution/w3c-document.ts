import type { Did, Metadata } from "../types/generated/ssi/v1/did";

/** A DID document in DID Core's data model, as the JSON and JSON-LD representations print it. */
export type W3cDidDocument = Readonly<Record<string, unknown>> & { readonly id: string };

/** DID Core's DID document metadata, for a version of a document (`nextUpdate`/`nextVersionId` when a later one exists). */
export interface W3cDidDocumentMetadata {
  readonly created?: string;
  readonly updated?: string;
  readonly deactivated?: boolean;
  readonly versionId?: string;
  readonly nextUpdate?: string;
  readonly nextVersionId?: string;
}

const RELATIONSHIPS = ["authentication", "assertionMethod", "keyAgreement", "capabilityInvocation", "capabilityDelegation"] as const;

/**
 * A stored document in DID Core's properties: `context` becomes `@context` (kept only in the JSON-LD representation)
 * and properties without a value are left out, as DID Core's representations require (an empty `controller` is no
 * controller, not an empty set of them).
 */
export function w3cDidDocument(did: Did, representation: "json" | "json-ld"): W3cDidDocument {
  const doc: Record<string, unknown> = {};
  if (representation === "json-ld") doc["@context"] = did.context.length === 1 ? did.context[0] : [...did.context];
  doc.id = did.id;
  if (did.controller.length > 0) doc.controller = did.controller.length === 1 ? did.controller[0] : [...did.controller];
  if (did.alsoKnownAs.length > 0) doc.alsoKnownAs = [...did.alsoKnownAs];
  if (did.verificationMethod.length > 0) {
    doc.verificationMethod = did.verificationMethod.map((method) => ({
      id: method.id,
      type: method.type,
      controller: method.controller,
      publicKeyMultibase: method.publicKeyMultibase,
    }));
  }
  for (const relationship of RELATIONSHIPS) {
    if (did[relationship].length > 0) doc[relationship] = [...did[relationship]];
  }
  if (did.service.length > 0) doc.service = did.service.map((service) => ({ id: service.id, type: service.type, serviceEndpoint: service.serviceEndpoint }));
  return doc as W3cDidDocument;
}

/** The stored metadata in DID Core's properties; `deactivated` only when true, as DID Core prints it. */
export function w3cDidDocumentMetadata(metadata: Metadata): W3cDidDocumentMetadata {
  return {
    ...(metadata.created === "" ? {} : { created: metadata.created }),
    ...(metadata.updated === "" ? {} : { updated: metadata.updated }),
    ...(metadata.deactivated ? { deactivated: true } : {}),
    ...(metadata.versionId === "" ? {} : { versionId: metadata.versionId }),
  };
}
