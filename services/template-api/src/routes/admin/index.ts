import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { bearerTokenMatcher } from "../../../../shared/http/bearer-token";
import { hashSecret } from "../../../../shared/scrypt-hash";
import { newApiSecret } from "../../auth/api-secret";
import { allowedOriginEntry } from "../../auth/origins";
import type { TemplateApiContext } from "../../context";
import { badRequest, notFound, unauthorized } from "../../errors/http-error";
import type { TemplateApp } from "../../repositories/apps";
import { AppCreatedResponse, AppParams, AppPatch, AppResponse, AppSecretResponse, AppsResponse, NewApp } from "../../schemas/admin";
import { appView } from "../../views/app-view";

const tags = ["admin: apps"];
const security = [{ adminToken: [] }];

function checkAllowedOrigins(origins: readonly string[]): string[] {
  const entries = origins.map((text) => ({ text, entry: allowedOriginEntry(text) }));
  const bad = entries.filter((e) => e.entry === undefined).map((e) => e.text);
  if (bad.length > 0) {
    throw badRequest(...bad.map((text) => `allowedOrigins: ${JSON.stringify(text)} is neither "*" nor an http(s) origin such as https://app.example.org`));
  }
  return [...new Set(entries.map((e) => e.entry!))].sort();
}

const noSuchApp = (appId: string) => notFound(`No app found for appId ${appId}`);

/** The operator's side: register apps, change their allowed origins, rotate their API secrets. */
export const adminRoutes: FastifyPluginAsync<TemplateApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(ctx.clock.nowMs());
  const adminTokenMatches = bearerTokenMatcher(ctx.adminToken);
  app.addHook("onRequest", async (request) => {
    if (!adminTokenMatches(request.headers.authorization)) throw unauthorized("the admin API needs the header Authorization: Bearer <admin token>");
  });

  const found = async (appId: string): Promise<TemplateApp> => {
    const existing = await ctx.apps.find(appId);
    if (!existing) throw noSuchApp(appId);
    return existing;
  };

  app.post(
    "/apps",
    { schema: { tags, security, summary: "Register an app; its API secret is shown once", body: NewApp, response: AppCreatedResponse } },
    async (request, reply) => {
      const allowedOrigins = checkAllowedOrigins(request.body.allowedOrigins);
      const secret = newApiSecret();
      const created = await ctx.apps.create(
        { name: request.body.name, allowedOrigins, secretPrefix: secret.prefix, secretHash: await hashSecret(secret.key) },
        now(),
      );
      reply.code(201);
      return { ...appView(created), apiSecretKey: secret.key };
    },
  );

  app.get("/apps", { schema: { tags, security, summary: "List apps", response: AppsResponse } }, async () => (await ctx.apps.list()).map(appView));

  app.get("/apps/:appId", { schema: { tags, security, summary: "Show an app", params: AppParams, response: AppResponse } }, async (request) =>
    appView(await found(request.params.appId)),
  );

  app.patch(
    "/apps/:appId",
    { schema: { tags, security, summary: "Rename an app or replace its allowed origins", params: AppParams, body: AppPatch, response: AppResponse } },
    async (request) => {
      const { appId } = request.params;
      const { name, allowedOrigins } = request.body;
      const change = { ...(name !== undefined && { name }), ...(allowedOrigins !== undefined && { allowedOrigins: checkAllowedOrigins(allowedOrigins) }) };
      if (!(await ctx.apps.update(appId, change, now()))) throw noSuchApp(appId);
      ctx.appCache.forget(appId);
      return appView(await found(appId));
    },
  );

  app.post(
    "/apps/:appId/secret",
    {
      schema: {
        tags,
        security,
        summary: "Rotate an app's API secret: the new one is shown once; the old one and every access token issued with it stop working",
        params: AppParams,
        response: AppSecretResponse,
      },
    },
    async (request) => {
      const { appId } = request.params;
      const secret = newApiSecret();
      if (!(await ctx.apps.rotateSecret(appId, { secretPrefix: secret.prefix, secretHash: await hashSecret(secret.key) }, now()))) throw noSuchApp(appId);
      ctx.appCache.forget(appId);
      return { ...appView(await found(appId)), apiSecretKey: secret.key };
    },
  );

  app.delete(
    "/apps/:appId",
    { schema: { tags, security, summary: "Delete an app and all its templates", params: AppParams, response: AppResponse } },
    async (request) => {
      const existing = await found(request.params.appId);
      if (!(await ctx.apps.delete(existing.id))) throw noSuchApp(existing.id);
      ctx.appCache.forget(existing.id);
      ctx.templates.forgetReads();
      return appView(existing);
    },
  );
};
