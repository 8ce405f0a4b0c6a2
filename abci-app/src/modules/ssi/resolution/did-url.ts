import { didMethodOf } from "../../../../../lib/did-syntax";

/**
 * A DID URL as a resolver takes it (DID Core §3.2): the DID, and the DID parameters of its query. A path or a
 * fragment asks for dereferencing, which this resolver does not do.
 */
export interface ParsedDidUrl {
  readonly did: string;
  readonly method: string;
  readonly parameters: ReadonlyMap<string, string>;
}

export type DidUrlProblem = { readonly problem: string };

/** How long a DID URL may be; longer ones are refused before they are read. */
export const MAX_DID_URL_LENGTH = 2048;

/** The DID and parameters of `text`, or why it is not a DID URL this resolver reads. */
export function parseDidUrl(text: string): ParsedDidUrl | DidUrlProblem {
  if (text.length > MAX_DID_URL_LENGTH) return { problem: `the DID URL has ${text.length} characters, more than ${MAX_DID_URL_LENGTH}` };
  if (text.includes("#")) return { problem: "a DID URL with a fragment asks for dereferencing; this resolver resolves DIDs" };
  const queryAt = text.indexOf("?");
  const did = queryAt < 0 ? text : text.slice(0, queryAt);
  const method = didMethodOf(did);
  if (method === undefined) {
    if (did.includes("/")) return { problem: "a DID URL with a path asks for dereferencing; this resolver resolves DIDs" };
    return { problem: `${JSON.stringify(did)} is not a DID (did:<method>:<method-specific-id>)` };
  }
  const parameters = new Map<string, string>();
  if (queryAt >= 0) {
    for (const pair of text.slice(queryAt + 1).split("&")) {
      if (pair === "") continue;
      const equals = pair.indexOf("=");
      const name = percentDecoded(equals < 0 ? pair : pair.slice(0, equals));
      const value = percentDecoded(equals < 0 ? "" : pair.slice(equals + 1));
      if (name === undefined || value === undefined) return { problem: `the DID parameter ${JSON.stringify(pair)} is not percent-encoded` };
      if (parameters.has(name)) return { problem: `the DID parameter ${name} is given twice` };
      parameters.set(name, value);
    }
  }
  return { did, method, parameters };
}

/** RFC 3986 percent-decoding, where `+` is a plus (a time zone offset), not a space as in HTML forms. */
function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
