import type { FastifyPluginAsync } from "fastify";
import { methodOfPath } from "../../codec/descriptors";
import { typeNameOfCodec } from "../../codec/sdk-json";
import { answerRestRequest, type AnswerDeps, type TypedRoute } from "./answer";
import { ErrServerBusy } from "../../types/query-limits-errors";
import { answerReadOrCut } from "../../../../lib/answer-read-deadline";
import { DoorBusyError, type DoorLimit } from "../../../../lib/door-limit";
import { GrpcCode } from "../grpc-codes";
import { errorAnswer, errorBodySchema, type RestAnswer } from "./error-body";
import { BLOCK_HEIGHT_HEADER, GRPC_METADATA_HEIGHT_HEADER } from "./height";
import { QueryParams } from "../../module-kit/rest/query-params";
import type { RestRoute } from "../../module-kit/rest/route";
import { compileRoutePath, pathParamsOf, type CompiledPath } from "./route-path";

export interface MountedRoute extends TypedRoute {
  readonly path: CompiledPath;
}

export interface QueryRoutesOptions {
  readonly routes: readonly MountedRoute[];
  readonly deps: AnswerDeps;
  readonly limit?: DoorLimit | undefined;
}

/** How long a client told "server busy" should wait before trying again, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = "1";

/**
 * Checks every route before anything is built: a malformed path, a path twice, or a method whose types are
 * unknown throws here, synchronously. Types come from the descriptor set, else from the route's codecs.
 */
export function mountRoutes(routes: readonly RestRoute[]): MountedRoute[] {
  const seen = new Set<string>();
  return routes.map((route) => {
    const path = compileRoutePath(route.path);
    // Parameter names do not tell routes apart: /a/:x and /a/:y are the same route.
    const key = `${route.method} ${route.path.replace(/\/:[^/]*?(\*?)(?=\/|$)/g, "/:$1")}`;
    if (seen.has(key)) throw new Error(`two REST routes for ${route.method} ${route.path}`);
    seen.add(key);
    const method = methodOfPath(route.query);
    return {
      route,
      path,
      requestType: method?.input.typeName ?? typeNameOfCodec(route.request),
      responseType: method?.output.typeName ?? typeNameOfCodec(route.response),
    };
  });
}

/** Mounts REST routes, each answered by its gRPC method; errors thrown here reach the app's error handler. */
export const queryRoutes: FastifyPluginAsync<QueryRoutesOptions> = async (app, options) => {
  for (const mounted of options.routes) {
    app.route({
      method: mounted.route.method,
      url: mounted.path.fastifyPath,
      schema: { response: { "4xx": errorBodySchema, "5xx": errorBodySchema } },
      handler: async (req, reply) => {
        const respond = () =>
          answerRestRequest(mounted, options.deps, {
            params: pathParamsOf(mounted.path, req.params as Record<string, string | undefined>),
            query: QueryParams.from(req.query),
            body: req.body,
            heightHeader: req.headers[BLOCK_HEIGHT_HEADER],
          });
        const send = (answer: RestAnswer) => {
          if (answer.status === 503) reply.header("retry-after", BUSY_RETRY_AFTER_SECONDS);
          if (answer.height !== undefined) {
            reply.header(BLOCK_HEIGHT_HEADER, answer.height.toString()).header(GRPC_METADATA_HEIGHT_HEADER, answer.height.toString());
          }
          return reply.code(answer.status).send(answer.body);
        };
        if (options.limit === undefined) return send(await respond());
        // The request keeps its slot until its answer has left, its client has gone, or the read deadline has cut it off.
        try {
          await options.limit.run(async () => {
            send(await respond());
            await answerReadOrCut(reply.raw);
          });
        } catch (err) {
          if (!(err instanceof DoorBusyError)) throw err;
          send(errorAnswer(GrpcCode.Unavailable, ErrServerBusy.wrap(err.message).message));
        }
        return reply;
      },
    });
  }
};
