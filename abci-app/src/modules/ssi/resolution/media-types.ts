/** The media types of the HTTP(S) binding of DID Resolution. */
export const MEDIA_TYPE = Object.freeze({
  /** A DID resolution result (DID Resolution v0.3). */
  resolution: "application/did-resolution",
  /** A DID resolution result, as the Universal Resolver has named it. */
  resolutionLd: 'application/ld+json;profile="https://w3id.org/did-resolution"',
  /** A DID document alone, in DID Core's JSON-LD representation. */
  didLdJson: "application/did+ld+json",
  /** A DID document alone, in DID Core's JSON representation. */
  didJson: "application/did+json",
  json: "application/json",
});

/** What an answer carries: the resolution result, or the DID document alone in one representation; and its Content-Type. */
export type Representation =
  | { readonly body: "result"; readonly contentType: string }
  | { readonly body: "document"; readonly representation: "json" | "json-ld"; readonly contentType: string };

const RESOLUTION_PROFILE = "https://w3id.org/did-resolution";
/** Accept headers longer than this are not read (an answer of 406 says so). */
const MAX_ACCEPT_LENGTH = 1024;

/**
 * The representation an Accept header asks for (RFC 9110 §12.5.1: ranges by quality, the first given wins a tie):
 * a resolution result for `application/did-resolution`, the Universal Resolver's `application/ld+json` with the
 * resolution profile, `application/json` and the wildcards; the document alone for `application/did+ld+json` or
 * `application/did+json`. Undefined when nothing it accepts is served.
 */
export function negotiateRepresentation(accept: string | undefined): Representation | undefined {
  if (accept === undefined || accept.trim() === "") return { body: "result", contentType: MEDIA_TYPE.resolution };
  if (accept.length > MAX_ACCEPT_LENGTH) return undefined;
  const ranges = accept
    .split(",")
    .map((range, order) => ({ ...mediaRange(range), order }))
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const range of ranges) {
    const chosen = representationOf(range.type, range.profile);
    if (chosen !== undefined) return chosen;
  }
  return undefined;
}

function representationOf(type: string, profile: string | undefined): Representation | undefined {
  switch (type) {
    case MEDIA_TYPE.resolution:
    case "*/*":
    case "application/*":
      return { body: "result", contentType: MEDIA_TYPE.resolution };
    case "application/ld+json":
      return profile === RESOLUTION_PROFILE ? { body: "result", contentType: MEDIA_TYPE.resolutionLd } : undefined;
    case MEDIA_TYPE.json:
      return { body: "result", contentType: MEDIA_TYPE.json };
    case MEDIA_TYPE.didLdJson:
      return { body: "document", representation: "json-ld", contentType: MEDIA_TYPE.didLdJson };
    case MEDIA_TYPE.didJson:
      return { body: "document", representation: "json", contentType: MEDIA_TYPE.didJson };
    default:
      return undefined;
  }
}

function mediaRange(text: string): { type: string; quality: number; profile: string | undefined } {
  const [type = "", ...parameters] = text.split(";").map((part) => part.trim());
  let quality = 1;
  let profile: string | undefined;
  for (const parameter of parameters) {
    const equals = parameter.indexOf("=");
    if (equals < 0) continue;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    const value = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    if (name === "q") quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    if (name === "profile") profile = value;
  }
  return { type: type.toLowerCase(), quality, profile };
}
