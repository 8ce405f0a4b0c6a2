import { AjvCompiler } from "@fastify/ajv-compiler";
import type { FastifyInstance } from "fastify";

/**
 * JSON bodies are validated as sent: `"required": "true"` or `"reason": 5` is refused, where Fastify's default
 * Ajv would coerce it. Query strings and path parameters are text by nature, so `?page=2` is still coerced to
 * the integer 2. Unknown fields are refused rather than dropped, so a typo cannot pass silently. With `allErrors`,
 * validation goes on past the first problem and reports each one (its cost is bounded by the body's size and depth
 * limits and the schemas' maxItems/maxLength).
 */
export function installValidatorCompiler(app: FastifyInstance, options: { allErrors?: boolean } = {}): void {
  const compilers = AjvCompiler();
  const common = { removeAdditional: false, useDefaults: false, allErrors: options.allErrors ?? false } as const;
  const strict = compilers({}, { customOptions: { ...common, coerceTypes: false } });
  const coercing = compilers({}, { customOptions: { ...common, coerceTypes: true } });
  app.setValidatorCompiler((route) => (route.httpPart === "body" ? strict(route) : coercing(route)));
}
