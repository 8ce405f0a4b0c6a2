import type { FastifySchemaValidationError } from "fastify";
import { notStorableMessage, STORABLE_TEXT_PATTERN } from "../../../shared/storable-text";

/** `/query/0/type` → `query.0.type`; the body itself is `body`. */
function fieldPath(instancePath: string, context: string): string {
  const path = instancePath
    .replace(/^\//, "")
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
  return path === "" ? (context === "body" ? "body" : context) : path;
}

function join(path: string, field: string, context: string): string {
  return path === "body" || path === context ? field : `${path}.${field}`;
}

/** A schema violation as a sentence that names the field, e.g. `query.0.type must be one of: QueryByExample, DIDAuthentication`. */
export function validationMessage(error: FastifySchemaValidationError, context: string): string {
  const path = fieldPath(error.instancePath, context);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `${join(path, String(params.missingProperty), context)} is required`;
    case "additionalProperties":
      return `${join(path, String(params.additionalProperty), context)} is not a known field`;
    case "enum":
      return `${path} must be one of: ${(params.allowedValues as unknown[]).join(", ")}`;
    case "minProperties":
      return `${path} must hold at least ${String(params.limit)} field`;
    case "pattern":
      return params.pattern === STORABLE_TEXT_PATTERN ? notStorableMessage(path) : `${path} ${error.message ?? "is invalid"}`;
    default:
      return `${path} ${error.message ?? "is invalid"}`;
  }
}
