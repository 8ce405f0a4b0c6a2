import type { FastifyRequest } from "fastify";
import { nowSeconds, type EventApiContext } from "../../context";
import { eventApiError } from "../../errors/codes";
import { verifyRedirectionToken, type RedirectionClaims } from "../../tokens/redirection-token";
import { signSessionToken, verifySessionToken } from "../../tokens/session-token";

/** The claims of a valid redirection token, or 4012. */
export async function redirectionClaims(ctx: EventApiContext, token: string): Promise<RedirectionClaims> {
  const claims = await verifyRedirectionToken(token, ctx.tokenSecret, nowSeconds(ctx.clock));
  if (!claims) throw eventApiError(4012, "this link has expired or is not valid; go back to the app and open the event again");
  return claims;
}

/** The signed-in user's id from `Authorization: Bearer <session token>`, or 4012. */
export async function sessionUserId(ctx: EventApiContext, request: FastifyRequest): Promise<string> {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  const userId = token && (await verifySessionToken(token, ctx.tokenSecret, nowSeconds(ctx.clock)));
  if (!userId) throw eventApiError(4012, "your session has ended; sign in again");
  return userId;
}

export async function newSession(ctx: EventApiContext, user: { id: string; email: string }) {
  return { sessionToken: await signSessionToken(user.id, ctx.tokenSecret, nowSeconds(ctx.clock)), email: user.email };
}

/**
 * Links the app's user named in the token to the platform user, once and for good; 4013 when that app user is
 * already linked to someone else.
 */
export async function linkAppUser(ctx: EventApiContext, claims: RedirectionClaims, userId: string): Promise<void> {
  const mapping = await ctx.externalUsers.ensure(claims.appId, claims.externalUserId, claims.isEmail);
  const linkedTo = await ctx.externalUsers.link(mapping.id, userId, new Date(ctx.clock.nowMs()));
  if (linkedTo !== userId) throw eventApiError(4013, "your account on the app is already linked to another sign-in here; use that one");
}
