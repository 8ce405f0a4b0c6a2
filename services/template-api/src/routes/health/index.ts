import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import type { TemplateApiContext } from "../../context";

/** GET /health: 200 when the database answers; for load balancers and start scripts. */
export const healthRoutes: FastifyPluginAsync<TemplateApiContext> = async (fastify, ctx) => {
  fastify.get("/health", { schema: { hide: true } }, async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: "ok" };
  });
};
