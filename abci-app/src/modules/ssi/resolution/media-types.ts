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

interface Offer {
  readonly type: string;
  readonly subtype: string;
  /** The `profile` the type is served with, which a range naming a profile must name. */
  readonly profile?: string;
  readonly representation: Representation;
}

/** What is served, in the order preferred when the client likes several equally. */
const OFFERS: readonly Offer[] = [
  { type: "application", subtype: "did-resolution", representation: { body: "result", contentType: MEDIA_TYPE.resolution } },
  { type: "application", subtype: "ld+json", profile: RESOLUTION_PROFILE, representation: { body: "result", contentType: MEDIA_TYPE.resolutionLd } },
  { type: "application", subtype: "did+ld+json", representation: { body: "document", representation: "json-ld", contentType: MEDIA_TYPE.didLdJson } },
  { type: "application", subtype: "did+json", representation: { body: "document", representation: "json", contentType: MEDIA_TYPE.didJson } },
  { type: "application", subtype: "json", representation: { body: "result", contentType: MEDIA_TYPE.json } },
];

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly profiles: readonly string[] | undefined;
  readonly quality: number;
}

/**
 * The representation an Accept header asks for, by RFC 9110 §12.5.1: each served type takes the quality of the most
 * specific range that matches it (a type with its profile, then the type, then `type/*`, then `*\/*`), and the type of
 * highest quality above 0 wins; among equals, the resolution result comes first. No header asks for the result.
 * Undefined when nothing served is acceptable.
 */
export function negotiateRepresentation(accept: string | undefined): Representation | undefined {
  if (accept === undefined || accept.trim() === "") return OFFERS[0]!.representation;
  if (accept.length > MAX_ACCEPT_LENGTH) return undefined;
  const ranges = splitOutsideQuotes(accept, ",")
    .map(mediaRange)
    .filter((range): range is MediaRange => range !== undefined);
  let best: { offer: Offer; quality: number } | undefined;
  for (const offer of OFFERS) {
    const quality = qualityOf(offer, ranges);
    if (quality > 0 && (best === undefined || quality > best.quality)) best = { offer, quality };
  }
  return best?.offer.representation;
}

/** The quality of the most specific range matching `offer`; 0 when none does. */
function qualityOf(offer: Offer, ranges: readonly MediaRange[]): number {
  let best: { specificity: number; quality: number } | undefined;
  for (const range of ranges) {
    const specificity = specificityOf(offer, range);
    if (specificity > 0 && (best === undefined || specificity > best.specificity)) best = { specificity, quality: range.quality };
  }
  return best?.quality ?? 0;
}

/** 4 for the type with a matching profile, 3 for the type, 2 for `type/*`, 1 for `*\/*`, 0 when the range does not match. */
function specificityOf(offer: Offer, range: MediaRange): number {
  if (range.type === "*") return range.subtype === "*" && range.profiles === undefined ? 1 : 0;
  if (range.type !== offer.type) return 0;
  if (range.subtype === "*") return range.profiles === undefined ? 2 : 0;
  if (range.subtype !== offer.subtype) return 0;
  if (range.profiles === undefined) return 3;
  return offer.profile !== undefined && range.profiles.includes(offer.profile) ? 4 : 0;
}

function mediaRange(text: string): MediaRange | undefined {
  const [full = "", ...parameters] = splitOutsideQuotes(text, ";").map((part) => part.trim());
  const [type, subtype, ...rest] = full.toLowerCase().split("/");
  if (type === undefined || subtype === undefined || type === "" || subtype === "" || rest.length > 0) return undefined;
  let quality = 1;
  let profiles: string[] | undefined;
  for (const parameter of parameters) {
    const equals = parameter.indexOf("=");
    if (equals < 0) continue;
    const name = parameter.slice(0, equals).trim().toLowerCase();
    const value = unquoted(parameter.slice(equals + 1).trim());
    if (name === "q") quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    // RFC 6906: a profile parameter is a space-separated list of URIs.
    if (name === "profile") profiles = value.split(/\s+/).filter((uri) => uri !== "");
  }
  return { type, subtype, profiles, quality };
}

/** `text` split at `separator`, except inside double quotes (RFC 9110 quoted strings, backslash escapes kept). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === "\\" && i + 1 < text.length) {
      current += char + text[++i];
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function unquoted(value: string): string {
  if (value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value;
  return value.slice(1, -1).replace(/\\(.)/g, "$1");
}
