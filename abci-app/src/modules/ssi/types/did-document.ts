import { ErrInvalidDidDoc, ErrInvalidService } from "../errors";
import type { Did } from "./generated/ssi/v1/did";
import { fragmentOf, isValidDidUrl, validateDidId } from "./ids";

/** The only service type hid-node v0.1 accepts. */
export const SERVICE_TYPES: readonly string[] = ["LinkedDomains"];

/** The verification relationships, in the order they are checked. */
const RELATIONSHIPS = ["authentication", "assertionMethod", "keyAgreement", "capabilityInvocation", "capabilityDelegation"] as const;

/**
 * hid-node's `ValidateDidDocument`: the id (typed id errors), every verification relationship a DID URL
 * with a fragment (104), and every service a DID URL id, type `LinkedDomains`, no fragment twice (112).
 * Context, alsoKnownAs, verification methods and controllers are not checked here (as hid-node): methods
 * are checked when a signature uses them, controllers against the store.
 */
export function validateDidDocument(doc: Did, namespace: string): void {
  validateDidId(doc.id, namespace);
  for (const field of RELATIONSHIPS) {
    for (const entry of doc[field]) {
      if (!isValidDidUrl(entry, namespace))
        throw ErrInvalidDidDoc.wrap(`The field ${field} is an invalid DID Array: ${JSON.stringify(entry)} is not a DID URL with a fragment`);
    }
  }
  const fragments = doc.service.map((service) => fragmentOf(service.id));
  const lastIndex = new Map<string, number>();
  fragments.forEach((fragment, i) => lastIndex.set(fragment, i));
  doc.service.forEach((service, i) => {
    if (!isValidDidUrl(service.id, namespace)) throw ErrInvalidService.wrap(`Service ID ${service.id} is Invalid`);
    if (!SERVICE_TYPES.includes(service.type)) throw ErrInvalidService.wrap(`Service Type ${service.type} is Invalid`);
    // A later service has the same fragment (hid-node compares each with every later one; this is the same test in one pass).
    if (lastIndex.get(fragments[i]) !== i) throw ErrInvalidService.wrap(`Service with Id: ${service.id} is duplicate`);
  });
}
