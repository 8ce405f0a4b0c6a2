import type { FastifyError } from "fastify";
import { notStorableMessage, STORABLE_TEXT_PATTERN } from "../../../shared/storable-text";

/**
 * Fastify's sentence for a schema violation ("body/message/iat must be integer"), except for the storable-text
 * rule, whose pattern would mean nothing to a client: that one says what is wrong with the string.
 */
export function validationMessage(err: FastifyError): string {
  const storable = err.validation?.find((e) => e.keyword === "pattern" && e.params.pattern === STORABLE_TEXT_PATTERN);
  if (!storable) return err.message;
  return notStorableMessage(`${err.validationContext ?? "body"}${storable.instancePath}`);
}
