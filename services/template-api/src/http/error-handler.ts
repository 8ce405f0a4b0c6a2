import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TemplateApiError, reasonPhrase, type ErrorBody } from "../errors/http-error";
import { INTERNAL_ERROR } from "../errors/messages";
import { validationMessage } from "./validation-messages";

/**
 * The answer to any error: a TemplateApiError as it says; a schema violation as 400 naming the field; another
 * client error (bad JSON, wrong content type, body too large) with its status; anything else is logged and
 * answered 500 without its details.
 */
export function errorBodyOf(thrown: FastifyError | TemplateApiError, request: FastifyRequest): ErrorBody {
  if (thrown instanceof TemplateApiError) return thrown.body();
  if (thrown.validation) {
    return { statusCode: 400, message: thrown.validation.map((e) => validationMessage(e, thrown.validationContext ?? "body")), error: reasonPhrase(400) };
  }
  if (thrown.statusCode && thrown.statusCode >= 400 && thrown.statusCode < 500) {
    return { statusCode: thrown.statusCode, message: [thrown.message], error: reasonPhrase(thrown.statusCode) };
  }
  request.log.error({ err: thrown }, "request failed");
  return { statusCode: 500, message: [INTERNAL_ERROR], error: reasonPhrase(500) };
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.statusCode).send(body);
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a path whose percent-encoding is not UTF-8, such as
 * %80) is answered in the service's error shape too, instead of Fastify's own body.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, errorBodyOf(err, request));
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | TemplateApiError, request, reply) => sendError(reply, errorBodyOf(thrown, request)));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0];
    // @fastify/cors hands a preflight it did not approve to the not-found handler.
    if (request.method === "OPTIONS" && request.headers.origin && request.headers["access-control-request-method"]) {
      return sendError(reply, { statusCode: 403, message: [`CORS: no app allows the origin ${request.headers.origin}`], error: reasonPhrase(403) });
    }
    return sendError(reply, { statusCode: 404, message: [`Cannot ${request.method} ${path}`], error: reasonPhrase(404) });
  });
}
