import * as credentialsContext from "@digitalbazaar/credentials-context";
import * as didContext from "did-context";
import * as ed25519Context from "ed25519-signature-2020-context";
import { JWS_2020_CONTEXT, JWS_2020_CONTEXT_URL } from "./jws-2020-context";

export const CREDENTIALS_V1_URL = "https://www.w3.org/2018/credentials/v1";
export const DID_V1_URL = didContext.constants.DID_CONTEXT_URL;
export const ED25519_2020_URL = ed25519Context.constants.CONTEXT_URL;
export { JWS_2020_CONTEXT_URL };

/**
 * The JSON-LD contexts a verifier reads without the network: Verifiable Credentials v1 and v2, DID v1, and the two
 * proof suites'. A credential may also define its own terms inline (an object in its `@context`); a context named by
 * any other URL is refused, never fetched.
 */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...credentialsContext.contexts,
  ...didContext.contexts,
  ...ed25519Context.contexts,
  [JWS_2020_CONTEXT_URL, JWS_2020_CONTEXT],
]);

/** How deep `unknownContexts` looks: deeper than any JSON a service accepts (its bodies nest at most 32 levels). */
const MAX_CONTEXT_WALK_DEPTH = 64;

/**
 * Every context a document names (in `@context` or `@import`, at any depth, inline contexts included) that is not
 * bundled: what JSON-LD processing would try to load. A verifier refuses the document before processing it, so
 * neither a URL nor a DID used as a context is ever dereferenced. Throws when the document nests deeper than the walk.
 */
export function unknownContexts(document: unknown): string[] {
  const unknown = new Set<string>();
  const walk = (value: unknown, depth: number, naming: boolean): void => {
    if (depth > MAX_CONTEXT_WALK_DEPTH) throw new Error(`the document nests deeper than ${MAX_CONTEXT_WALK_DEPTH} levels`);
    if (typeof value === "string") {
      if (naming && !BUNDLED_CONTEXTS.has(value)) unknown.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, naming);
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, depth + 1, key === "@context" || key === "@import");
    }
  };
  walk(document, 0, false);
  return [...unknown];
}
