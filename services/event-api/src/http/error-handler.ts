import type { FastifyError, FastifyInstance } from "fastify";
import { EventApiError, eventApiError } from "../errors/codes";
import { errorEnvelope } from "../errors/envelope";

/**
 * Every failure answers in the envelope {message, data: null, code, success: false, error: true}. Schema
 * violations and other client errors become 4002 with the reason; anything unexpected is logged and answered
 * 4010 without its details.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | EventApiError, request, reply) => {
    if (thrown instanceof EventApiError) return reply.code(thrown.httpStatus).send(errorEnvelope(thrown));
    const err = thrown as FastifyError;
    if (err.validation) {
      return reply.code(400).send(errorEnvelope(eventApiError(4002, `invalid request: ${err.message}`)));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ ...errorEnvelope(eventApiError(4002, err.message)) });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send(errorEnvelope(eventApiError(4010)));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorEnvelope(eventApiError(4002, `there is no route ${request.method} ${request.url.split("?")[0]}`)));
  });
}
