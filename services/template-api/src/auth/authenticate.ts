import type { FastifyRequest } from "fastify";
import { nowSeconds, type TemplateApiContext } from "../context";
import { forbidden, unauthorized } from "../errors/http-error";
import type { TemplateApp } from "../repositories/apps";
import { AccessTokenError } from "./access-token";
import { originAllowed } from "./origins";

declare module "fastify" {
  interface FastifyRequest {
    /** The app of the request's access token, set by authenticate() before the handler runs. */
    templateApp: TemplateApp | null;
  }
}

export const ORIGIN_MISMATCH = "Origin mismatch";

/** Refuses a request whose Origin header the app does not allow; a request without Origin is refused too. */
export function checkOrigin(app: TemplateApp, origin: string | undefined): void {
  if (origin === undefined) throw forbidden(ORIGIN_MISMATCH, "the request has no Origin header; send one of the app's allowed origins");
  if (!originAllowed(app.allowedOrigins, origin)) throw forbidden(ORIGIN_MISMATCH, `the app does not allow the origin ${origin}`);
}

/**
 * onRequest hook of the template routes (seed 5.3): a bearer access token of this service, for an app that
 * still exists and has not rotated its secret since, and an Origin header the app allows.
 */
export function authenticate(ctx: TemplateApiContext) {
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
    if (!match) throw unauthorized("Unauthorized", "Please pass access token");
    let claims;
    try {
      claims = await ctx.accessTokens.verify(match[1]!, nowSeconds(ctx.clock));
    } catch (err) {
      if (err instanceof AccessTokenError) throw unauthorized("Unauthorized", err.message);
      throw err;
    }
    const app = await ctx.appCache.get(claims.appId);
    if (!app) throw unauthorized("Unauthorized", "the app of this access token no longer exists");
    if (app.secretVersion !== claims.secretVersion) {
      throw unauthorized("Unauthorized", "the access token was issued for an API secret that has since been rotated");
    }
    checkOrigin(app, request.headers.origin);
    request.templateApp = app;
  };
}

/** The authenticated app of a request that passed authenticate(). */
export function appOf(request: FastifyRequest): TemplateApp {
  if (!request.templateApp) throw new Error("the route was reached without authentication");
  return request.templateApp;
}
