import { DID_ID, DID_METHOD, SCHEMA_ID, idProblem, namespaceProblem } from "../../../../lib/hid-ids";

// W3C DID Core 1.0 §3.1: did:<method-name>:<method-specific-id>, where the id is colon-separated idchars.
const DID_SYNTAX = /^did:[a-z0-9]+:(?:(?:[A-Za-z0-9._-]|%[0-9A-Fa-f]{2})*:)*(?:[A-Za-z0-9._-]|%[0-9A-Fa-f]{2})+$/;
// RFC 3986 scheme, then anything: how a JSON schema URL (https://…) or a URN is recognised.
const ABSOLUTE_URI = /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/;

/**
 * The ledger's namespace of a `<prefix>:hid:…` id: the part between the method and the method-specific id,
 * present when the id has `partsWithNamespace` parts. The template API serves every network, so any valid
 * namespace is accepted.
 */
function namespaceOf(id: string, partsWithNamespace: number): string {
  const parts = id.split(":");
  return parts.length === partsWithNamespace ? parts[2]! : "";
}

/** Why `did` is not a DID, or undefined. Any method is accepted; `did:hid` DIDs must be valid ledger DIDs. */
export function didProblem(did: string, field: string): string | undefined {
  if (!DID_SYNTAX.test(did)) return `${field} must be a DID (did:<method>:<id>), not ${JSON.stringify(did)}`;
  if (did.split(":")[1] !== DID_METHOD) return undefined;
  const namespace = namespaceOf(did, 4);
  const problem = namespaceProblem(namespace) ?? idProblem(did, namespace, DID_ID)?.detail;
  return problem && `${field} is not a valid did:hid DID: ${problem}`;
}

/** Why `id` cannot name a credential schema, or undefined: a ledger schema id (sch:hid:…) or an absolute URI. */
export function schemaIdProblem(id: string, field: string): string | undefined {
  if (id.startsWith("sch:")) {
    const namespace = namespaceOf(id, 5);
    const problem = namespaceProblem(namespace) ?? idProblem(id, namespace, SCHEMA_ID)?.detail;
    return problem && `${field} is not a valid ledger schema id: ${problem}`;
  }
  if (!ABSOLUTE_URI.test(id)) return `${field} must be a ledger schema id (sch:hid:…) or an absolute URI, not ${JSON.stringify(id)}`;
  return undefined;
}

/** Why `uri` is not an absolute URI (a JSON-LD context), or undefined. */
export function contextProblem(uri: string, field: string): string | undefined {
  return ABSOLUTE_URI.test(uri) ? undefined : `${field} must be an absolute URI, e.g. https://www.w3.org/2018/credentials/v1, not ${JSON.stringify(uri)}`;
}
