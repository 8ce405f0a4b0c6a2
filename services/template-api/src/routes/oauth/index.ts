import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { hashSecret, verifySecret } from "../../../../shared/scrypt-hash";
import { issueAccessToken } from "../../auth/access-token";
import { apiSecretPrefix } from "../../auth/api-secret";
import { checkOrigin } from "../../auth/authenticate";
import { nowSeconds, type TemplateApiContext } from "../../context";
import { secretCheckTurn } from "../../../../shared/secret-checks";
import { tooManyRequests, unauthorized } from "../../errors/http-error";
import { TOO_MANY_SECRET_CHECKS } from "../../errors/messages";
import { AccessTokenResponse, OAuthHeaders } from "../../schemas/oauth";

const ACCESS_DENIED = "access_denied";

/** POST /api/v1/app/oauth: an app's API secret for an access token (the client-credentials grant). */
export const oauthRoutes: FastifyPluginAsync<TemplateApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Checked against when no app has the key's prefix, so that an unknown prefix takes as long as a wrong secret.
  const decoyHash = await hashSecret("no app has this secret");

  app.post(
    "/app/oauth",
    { schema: { tags: ["access tokens"], summary: "Exchange the app's API secret for an access token", headers: OAuthHeaders, response: AccessTokenResponse } },
    async (request, reply) => {
      const key = request.headers["x-api-secret-key"];
      if (!key) throw unauthorized("x-api-secret-key header is missing");
      const prefix = apiSecretPrefix(key);
      // The lookup takes its turn too: a refused exchange costs the database nothing.
      const { stored, valid } = await secretCheckTurn(
        ctx.secretChecks,
        reply,
        async () => {
          const found = prefix ? await ctx.apps.findSecret(prefix) : undefined;
          return { stored: found, valid: await verifySecret(key, found?.secretHash ?? decoyHash) };
        },
        () => tooManyRequests(TOO_MANY_SECRET_CHECKS),
      );
      const found = valid && stored ? await ctx.apps.find(stored.appId) : undefined;
      if (!found) throw unauthorized(ACCESS_DENIED);
      // A server holding the secret sends no Origin; a browser page must be one the app allows.
      if (request.headers.origin !== undefined) checkOrigin(found, request.headers.origin);
      const token = await issueAccessToken(ctx.tokenKey, found, nowSeconds(ctx.clock), ctx.accessTokenTtlSeconds);
      return { access_token: token, expiresIn: ctx.accessTokenTtlSeconds, tokenType: "Bearer" as const };
    },
  );
};
