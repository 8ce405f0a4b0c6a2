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
