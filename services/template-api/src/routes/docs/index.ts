import type { FastifyPluginAsync } from "fastify";

/** The OpenAPI description, generated from the routes' schemas. */
export const docsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get("/docs/openapi.json", { schema: { hide: true } }, async () => fastify.swagger());
};
