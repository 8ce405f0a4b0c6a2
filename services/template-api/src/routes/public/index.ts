import type { FastifyPluginAsync } from "fastify";
import type { TemplateApiContext } from "../../context";
import { registerCors } from "../../http/cors";
import { oauthRoutes } from "../oauth";
import { presentationRoutes } from "../presentations";
import { templateRoutes } from "../templates";

/** Everything under /api/v1 that apps call, browsers included: the token exchange, the templates and presentation verification. */
export const publicRoutes: FastifyPluginAsync<TemplateApiContext> = async (fastify, ctx) => {
  await registerCors(fastify, ctx);
  // The options carry this plugin's prefix; the groups inside must not add it a second time.
  const groupOptions = { ...ctx, prefix: "" };
  await fastify.register(oauthRoutes, groupOptions);
  await fastify.register(templateRoutes, groupOptions);
  await fastify.register(presentationRoutes, groupOptions);
};
