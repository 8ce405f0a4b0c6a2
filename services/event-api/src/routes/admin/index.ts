import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { EventApiContext } from "../../context";
import { eventApiError } from "../../errors/codes";
import { adminActionRoutes } from "./actions";
import { adminAppRoutes } from "./apps";
import { adminEventRoutes } from "./events";

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Refuses a request without `Authorization: Bearer <admin token>`; compares in constant time. */
export function requireAdminToken(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
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
