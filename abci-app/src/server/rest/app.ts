import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { sdkJsonPrinter, type SdkJsonPrinter } from "../../codec/sdk-json";
import { jsonNestingDepth } from "../../../../lib/json-depth";
import type { Logger } from "../../../../lib/logger";
import type { AbciQuery } from "../abci-query";
import { GrpcCode } from "../grpc-codes";
import type { DoorLimit } from "../../../../lib/door-limit";
import { forwardQuery } from "../query-methods";
import type { ServiceMethods } from "../service-method";
import type { MethodCaller } from "./answer";
import { errorAnswer, type RestAnswer } from "./error-body";
import { answerForError } from "./errors";
import { RestInputError } from "../../module-kit/rest/input-error";
import type { RestPlugin, RestServices } from "../../module-kit/rest/plugin";
import { ApiError } from "../api-error";
import { mountRoutes, queryRoutes } from "./query-routes";
import type { RestRoute } from "../../module-kit/rest/route";

export interface RestAppOptions {
  /** Answers a gRPC query over ABCI (see server/abci-query.ts: through the node's SerialQueue). */
  readonly query: AbciQuery;
  /** Methods answered otherwise than by an ABCI query of their path (the tx and tendermint services). */
  readonly methods?: ServiceMethods;
  /** Every module's REST table (modules/<name>/rest.ts), and those of the tx and tendermint services. */
  readonly routes: readonly RestRoute[];
  /** The modules' own endpoints (descriptors' restPlugins), mounted beside the routes. */
  readonly plugins?: readonly RestPlugin[];
  /** Prints responses; defaults to the one over the node's descriptor set. */
  readonly printer?: SdkJsonPrinter;
  /** How many requests are answered at once; without one, every request is answered at once. */
  readonly limit?: DoorLimit;
  readonly logger: Logger;
}

/**
 * How deep a JSON body may nest, checked before it is parsed (so neither the parser nor the Cosmos JSON reader, which
 * recurse, see more): well above the JSON of the deepest transaction the chain accepts (tx/limits.ts).
 */
const MAX_BODY_DEPTH = 100;
// Ids such as DIDs, schema ids and credential ids are path parameters; Fastify's default limit is 100.
const MAX_PARAM_LENGTH = 4096;

/**
 * The REST gateway as a Fastify app, built but not listening (see server.ts): the SDK's gRPC-gateway paths,
 * each answered by its gRPC method (an ABCI query unless `methods` has it), JSON in the Cosmos style with
 * defaults, errors as `{code, message, details}`. A POST body is read as JSON whatever its content type, as
 * grpc-gateway reads it (so `curl -d '{…}'` works). Requests beyond the door's limit are answered 503 "server
 * busy" with Retry-After at once. Beside them, the modules' own endpoints (`plugins`, such as ssi's DID Resolution).
 * Throws when a route is malformed.
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
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_req, body, done) => {
    const text = (body as string).trim();
    if (text === "") return done(null, undefined);
    if (jsonNestingDepth(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      return done(new RestInputError("body", `the request body nests deeper than ${MAX_BODY_DEPTH} levels`), undefined);
    }
    try {
      done(null, JSON.parse(text));
    } catch (err) {
      done(new RestInputError("body", `the request body is not JSON: ${(err as Error).message}`), undefined);
    }
  });
  const call = methodCaller(options.query, options.methods ?? new Map());
  app.register(queryRoutes, { routes, limit: options.limit, deps: { call, printer: options.printer ?? sdkJsonPrinter() } });
  const services = restServices(call, options);
  for (const plugin of options.plugins ?? []) app.register(async (scope) => plugin(scope, services));
  return app;
}

function methodCaller(query: AbciQuery, methods: ServiceMethods): MethodCaller {
  return (path, request, height) => (methods.get(path) ?? forwardQuery(path, query))(request, { height });
}

/** What the server lends the modules' own endpoints: its methods (a failure as its gRPC status), raw queries, its door. */
function restServices(call: MethodCaller, options: RestAppOptions): RestServices {
  return {
    async call(path, request, height) {
      try {
        const answer = await call(path, request, height);
        return { ok: true, value: answer.value, height: answer.height ?? height };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const status = err.code === GrpcCode.NotFound ? "notFound" : err.code === GrpcCode.InvalidArgument ? "invalidArgument" : "other";
        return { ok: false, status, message: err.message };
      }
    },
    abciQuery: (path, data, height, prove) => options.query(path, data, height, prove),
    limit: options.limit,
    logger: options.logger,
  };
}

function send(reply: FastifyReply, answer: RestAnswer): FastifyReply {
  return reply.code(answer.status).send(answer.body);
}
