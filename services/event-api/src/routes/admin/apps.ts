import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { normalizeAddress } from "../../auth/personal-sign";
import type { EventApiContext } from "../../context";
import { checkHttpUrl } from "../../domain/http-url";
import { eventApiError } from "../../errors/codes";
import { successEnvelope } from "../../errors/envelope";
import { AppCreatedResponse, AppParams, AppPatch, AppResponse, AppsResponse, NewApp } from "../../schemas/admin";
import { appView } from "../../views/event-view";

const tags = ["admin: apps"];
const security = [{ adminToken: [] }];

function checkWalletAddress(text: string): string {
  const address = normalizeAddress(text);
  if (!address) throw eventApiError(4002, "walletAddress fails its EIP-55 checksum; send it all lowercase or correctly checksummed");
  return address;
}

export const adminAppRoutes: FastifyPluginAsync<EventApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(ctx.clock.nowMs());

  app.post("/apps", { schema: { tags, security, summary: "Register an app", body: NewApp, response: AppCreatedResponse } }, async (request, reply) => {
    const { name, baseUrl, walletAddress } = request.body;
    const created = await ctx.apps.create({ name, baseUrl: checkHttpUrl(baseUrl, "baseUrl"), walletAddress: checkWalletAddress(walletAddress) }, now());
    reply.code(201);
    return successEnvelope("App registered", appView(created));
  });

  app.get("/apps", { schema: { tags, security, summary: "List apps", response: AppsResponse } }, async () => {
    return successEnvelope("Apps", (await ctx.apps.list()).map(appView));
  });

  app.get("/apps/:appId", { schema: { tags, security, params: AppParams, response: AppResponse } }, async (request) => {
    const found = await ctx.apps.find(request.params.appId);
    if (!found) throw eventApiError(4001);
    return successEnvelope("App", appView(found));
  });

  app.patch(
    "/apps/:appId",
    { schema: { tags, security, summary: "Rename an app, move its base URL or rotate its key", params: AppParams, body: AppPatch, response: AppResponse } },
    async (request) => {
      const { name, baseUrl, walletAddress } = request.body;
      const updated = await ctx.apps.update(
        request.params.appId,
        {
          ...(name !== undefined && { name }),
          ...(baseUrl !== undefined && { baseUrl: checkHttpUrl(baseUrl, "baseUrl") }),
          ...(walletAddress !== undefined && { walletAddress: checkWalletAddress(walletAddress) }),
        },
        now(),
      );
      if (!updated) throw eventApiError(4001);
      ctx.appCache.forget(updated.id);
      return successEnvelope("App updated", appView(updated));
    },
  );
};
