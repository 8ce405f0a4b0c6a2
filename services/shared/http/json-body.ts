import type { FastifyInstance } from "fastify";

/** How deep a JSON body may nest (objects and arrays counted together) unless a service says otherwise. */
export const DEFAULT_MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of objects and arrays in a JSON text, read in one pass without parsing, so that a body can
 * be refused before any recursive code (the parser, the validator, the service's own walks) sees it. Stops
 * counting, and answers `limit + 1`, as soon as the text goes deeper than `limit`. Brackets inside strings do
 * not count; malformed text is left for the parser to refuse.
 */
export function jsonNestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (depth > limit) return depth;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

/** A body nested deeper than the service allows: a client error (400), raised before the body is parsed. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = "IDL_ERR_JSON_TOO_DEEP";

  constructor(readonly maxDepth: number) {
    super(`the JSON body nests deeper than ${maxDepth} levels`);
    this.name = "JsonTooDeepError";
  }
}

/**
 * Replaces Fastify's `application/json` parser with one that first refuses bodies nested deeper than `maxDepth`
 * (JsonTooDeepError, 400), then parses with Fastify's own parser (prototype-poisoning protection included).
 */
export function installBoundedJsonParser(app: FastifyInstance, maxDepth: number = DEFAULT_MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text, maxDepth) > maxDepth) {
      done(new JsonTooDeepError(maxDepth), undefined);
      return;
    }
    parse(request, text, done);
  });
}
