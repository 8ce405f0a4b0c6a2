import type { FastifyPluginAsync } from "fastify";
import { answerRestRequest, type AnswerDeps } from "./answer";
import { errorBodySchema } from "./error-body";
import { BLOCK_HEIGHT_HEADER, GRPC_METADATA_HEIGHT_HEADER } from "./height";
import { QueryParams } from "./query-params";
import type { RestRoute } from "./route";
import { compileRoutePath, pathParamsOf, type CompiledPath } from "./route-path";

export interface MountedRoute {
  readonly route: RestRoute;
  readonly path: CompiledPath;
}

export interface QueryRoutesOptions {
  readonly routes: readonly MountedRoute[];
  readonly deps: AnswerDeps;
}

/** Checks every route path before anything is built: a malformed table or a path twice throws here, synchronously. */
export function mountRoutes(routes: readonly RestRoute[]): MountedRoute[] {
  const seen = new Set<string>();
  return routes.map((route) => {
    const path = compileRoutePath(route.path);
    // Parameter names do not tell routes apart: /a/:x and /a/:y are the same route.
    const key = `${route.method} ${route.path.replace(/\/:[^/]*?(\*?)(?=\/|$)/g, "/:$1")}`;
    if (seen.has(key)) throw new Error(`two REST routes for ${route.method} ${route.path}`);
    seen.add(key);
    return { route, path };
  });
}

/** Mounts REST routes, each answered by its gRPC query; errors thrown here reach the app's error handler. */
export const queryRoutes: FastifyPluginAsync<QueryRoutesOptions> = async (app, options) => {
  for (const { route, path } of options.routes) {
    app.route({
      method: route.method,
      url: path.fastifyPath,
      schema: { response: { "4xx": errorBodySchema, "5xx": errorBodySchema } },
      handler: async (req, reply) => {
        const answer = await answerRestRequest(route, options.deps, {
          params: pathParamsOf(path, req.params as Record<string, string | undefined>),
          query: QueryParams.from(req.query),
          heightHeader: req.headers[BLOCK_HEIGHT_HEADER],
        });
        if (answer.height !== undefined) {
          reply.header(BLOCK_HEIGHT_HEADER, answer.height.toString()).header(GRPC_METADATA_HEIGHT_HEADER, answer.height.toString());
        }
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
};
