import type { FastifyRequest } from "fastify";
import { nowSeconds, type EventApiContext } from "../../context";
import type { EventRow, UserRow } from "../../db/schema";
import { eventApiError } from "../../errors/codes";
import { verifyRedirectionToken, type RedirectionClaims } from "../../tokens/redirection-token";
import { signSessionToken, verifySessionToken, type FormSession } from "../../tokens/session-token";

/** The claims of a valid redirection token, or 4012. */
export async function redirectionClaims(ctx: EventApiContext, token: string): Promise<RedirectionClaims> {
  const claims = await verifyRedirectionToken(token, ctx.tokenSecret, nowSeconds(ctx.clock));
  if (!claims) throw eventApiError(4012, "this link has expired or is not valid; go back to the app and open the event again");
  return claims;
}

/** The session from `Authorization: Bearer <session token>`, or 4012 when it is missing, bad or expired. */
export async function formSession(ctx: EventApiContext, request: FastifyRequest): Promise<FormSession> {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
  const session = token ? await verifySessionToken(token, ctx.tokenSecret, nowSeconds(ctx.clock)) : undefined;
  if (!session) throw eventApiError(4012, "your session has ended; sign in again");
  return session;
}

/** 4012 unless the event belongs to the session's app: an account acts only on its own app's events. */
export function checkEventOfSessionApp(session: FormSession, event: EventRow): void {
  if (session.appId !== event.app_id) {
    throw eventApiError(4012, "you are signed in for another app's events; open this event from the app that lists it");
  }
}

/** A session for the account, bound to the account's app. */
export async function newSession(ctx: EventApiContext, user: Pick<UserRow, "id" | "app_id" | "email">) {
  const sessionToken = await signSessionToken({ userId: user.id, appId: user.app_id }, ctx.tokenSecret, nowSeconds(ctx.clock));
  return { sessionToken, email: user.email };
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
