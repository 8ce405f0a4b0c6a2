import type { FastifyInstance } from "fastify";
import { jsonNestingDepth } from "../../../lib/json-depth";

export { jsonNestingDepth };

/** How deep a JSON body may nest (objects and arrays counted together) unless a service says otherwise. */
export const DEFAULT_MAX_JSON_DEPTH = 32;

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
