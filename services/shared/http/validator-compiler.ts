import { AjvCompiler } from "@fastify/ajv-compiler";
import type { FastifyInstance } from "fastify";

/**
 * JSON bodies are validated as sent: `"required": "true"` or `"reason": 5` is refused, where Fastify's default
 * Ajv would coerce it. Query strings and path parameters are text by nature, so `?page=2` is still coerced to
 * the integer 2. Unknown fields are refused rather than dropped, so a typo cannot pass silently.
 */
export function installValidatorCompiler(app: FastifyInstance): void {
  const compilers = AjvCompiler();
  const strict = compilers({}, { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false } });
  const coercing = compilers({}, { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: false } });
  app.setValidatorCompiler((route) => (route.httpPart === "body" ? strict(route) : coercing(route)));
}
