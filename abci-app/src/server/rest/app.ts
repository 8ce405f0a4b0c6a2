import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { TypeRegistry } from "../../codec/registry";
import type { Logger } from "../../types/logger";
import type { AbciQuery } from "../abci-query";
import { GrpcCode } from "../grpc-codes";
import { errorAnswer, type RestAnswer } from "./error-body";
import { answerForError } from "./errors";
import { mountRoutes, queryRoutes } from "./query-routes";
import type { RestRoute } from "./route";

export interface RestAppOptions {
  /** Answers a gRPC query over ABCI (see server/abci-query.ts: through the node's SerialQueue). */
  readonly query: AbciQuery;
  /** Every module's REST table (modules/<name>/rest.ts). */
  readonly routes: readonly RestRoute[];
  /** For the `Any`s inside responses (accounts, messages…). */
  readonly registry: TypeRegistry;
  readonly logger: Logger;
}

// Ids such as DIDs, schema ids and credential ids are path parameters; Fastify's default limit is 100.
const MAX_PARAM_LENGTH = 4096;

/**
 * The REST gateway as a Fastify app, built but not listening (see server.ts): the SDK's gRPC-gateway paths,
 * each answered by one ABCI query, JSON in the Cosmos style, errors as `{code, message, details}`. Throws
 * when a route path is malformed.
 */
export function createRestApp(options: RestAppOptions): FastifyInstance {
  const routes = mountRoutes(options.routes);
  const logger = options.logger.with({ module: "rest" });
  const app = Fastify({
    logger: false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Errors found before routing (a URL that is not valid percent-encoding) skip the error handler.
    frameworkErrors: (err, req, reply) => {
      void send(reply as unknown as FastifyReply, answerForError(err, req, logger));
    },
  });
  app.setErrorHandler((err, req, reply) => send(reply, answerForError(err, req, logger)));
  app.setNotFoundHandler((_req, reply) => send(reply, errorAnswer(GrpcCode.NotFound, "Not Found")));
  app.addHook("onResponse", async (req, reply) => {
    logger.debug("served", { method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) });
  });
  app.register(queryRoutes, { routes, deps: { query: options.query, registry: options.registry } });
  return app;
}

function send(reply: FastifyReply, answer: RestAnswer): FastifyReply {
  return reply.code(answer.status).send(answer.body);
}
