import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { JsonTooDeepError } from "../../../shared/http/json-body";
import { EventApiError, eventApiError } from "../errors/codes";
import { errorEnvelope } from "../errors/envelope";
import { validationMessage } from "./validation-message";

const UNSUPPORTED_MEDIA_TYPE = 415;

/**
 * Every failure answers in the envelope {message, data: null, code, success: false, error: true}. Schema
 * violations, bodies nested too deep and other client errors (malformed JSON 400, body too large 413, a body that
 * is not JSON 415) become 4002 with the reason; anything unexpected is logged and answered 4010 without its
 * details.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | EventApiError | JsonTooDeepError, request, reply) => {
    if (thrown instanceof EventApiError) return reply.code(thrown.httpStatus).send(errorEnvelope(thrown));
    if (thrown instanceof JsonTooDeepError) return reply.code(400).send(errorEnvelope(eventApiError(4002, thrown.message)));
    const err = thrown as FastifyError;
    if (err.validation) {
      return reply.code(400).send(errorEnvelope(eventApiError(4002, `invalid request: ${validationMessage(err)}`)));
    }
    if (err.statusCode === UNSUPPORTED_MEDIA_TYPE) {
      return reply.code(415).send(errorEnvelope(eventApiError(4002, "the body must be JSON, sent with Content-Type: application/json")));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(errorEnvelope(eventApiError(4002, err.message)));
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send(errorEnvelope(eventApiError(4010)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorEnvelope(eventApiError(4002, `there is no route ${request.method} ${request.url.split("?")[0]}`)));
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a path whose percent-encoding is not UTF-8, such
 * as %FF or a lone surrogate) is answered in the envelope too, instead of Fastify's own body.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  reply.code(status).send(errorEnvelope(eventApiError(4002, `invalid request: ${err.message}`)));
}
