import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { bearerTokenMatcher } from "../../../../shared/http/bearer-token";
import type { EventApiContext } from "../../context";
import { eventApiError } from "../../errors/codes";
import { adminActionRoutes } from "./actions";
import { adminAppRoutes } from "./apps";
import { adminEventRoutes } from "./events";

/** Refuses a request without `Authorization: Bearer <admin token>`; compares in constant time. */
export function requireAdminToken(adminToken: string) {
  const matches = bearerTokenMatcher(adminToken);
  return async (request: FastifyRequest) => {
    if (!matches(request.headers.authorization)) {
      throw eventApiError(4012, "the admin API needs the header Authorization: Bearer <admin token>");
    }
  };
}

/** The operator's side (the seed's admin dashboard): apps, events and their actions, participants. */
export const adminRoutes: FastifyPluginAsync<EventApiContext> = async (fastify, ctx) => {
  fastify.addHook("onRequest", requireAdminToken(ctx.adminToken));
  // The options carry this plugin's prefix; the groups inside must not add it a second time.
  const groupOptions = { ...ctx, prefix: "" };
  await fastify.register(adminAppRoutes, groupOptions);
  await fastify.register(adminEventRoutes, groupOptions);
  await fastify.register(adminActionRoutes, groupOptions);
};
