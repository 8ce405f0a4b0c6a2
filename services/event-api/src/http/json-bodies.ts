import type { FastifyInstance } from "fastify";
import { installBoundedJsonParser } from "../../../shared/http/json-body";
import { installValidatorCompiler } from "../../../shared/http/validator-compiler";
import { MAX_JSON_DEPTH } from "./limits";

/**
 * Request bodies are JSON, nested at most MAX_JSON_DEPTH deep, and validated as sent (no type coercion, unknown
 * fields refused where a schema says so). Fastify also parses text/plain by default; without that parser every
 * content type other than application/json is refused with 415.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  installBoundedJsonParser(app, MAX_JSON_DEPTH);
  app.removeContentTypeParser("text/plain");
  installValidatorCompiler(app);
}
