import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { type EventApiContext, nowSeconds } from "../../context";
import { isEmailAddress, normalizeEmail } from "../../domain/email";
import { pageOf } from "../../../../shared/pagination";
import { eventApiError } from "../../errors/codes";
import { successEnvelope } from "../../errors/envelope";
import { AppEventsRequest, AppEventsResponse, RedirectionRequest, RedirectionResponse, UserEventsRequest, UserEventsResponse } from "../../schemas/ext";
import { signRedirectionToken } from "../../tokens/redirection-token";
import { eventView, userEventView } from "../../views/event-view";
import { authenticatedApp, keepSignedMessageText } from "./signed-request";

const tags = ["app API"];

/** The three endpoints apps call, each authenticated by the app's signature (seed 4.2, 5.2). */
export const extRoutes: FastifyPluginAsync<EventApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook("preValidation", keepSignedMessageText);

  app.post("/app/events", { schema: { tags, summary: "The app's events", body: AppEventsRequest, response: AppEventsResponse } }, async (request) => {
    const { id: appId } = await authenticatedApp(request, ctx);
    const events = await ctx.events.listForApp(appId, pageOf(request.body.message.metaData));
    // An empty page is either past the end (200, no events) or an app without events (4004).
    if (events.length === 0 && !(await ctx.events.appHasEvents(appId))) throw eventApiError(4004);
    return successEnvelope("Successfully fetched AppEvents", events.map(eventView));
  });

  app.post(
    "/app/user/events",
    { schema: { tags, summary: "The app's events a user took part in", body: UserEventsRequest, response: UserEventsResponse } },
    async (request) => {
      const { id: appId } = await authenticatedApp(request, ctx);
      const { externalUserId, metaData } = request.body.message;
      const mapping = await ctx.externalUsers.find(appId, externalUserId);
      // A link the app asked for makes the mapping; only one the user opened makes it "followed" (4008).
      if (!mapping || (!mapping.user_id && !mapping.followed_at)) throw eventApiError(4006);
      if (!mapping.user_id) throw eventApiError(4008);
      const events = await ctx.participations.listForUser(appId, mapping.user_id, pageOf(metaData));
      if (events.length === 0 && !(await ctx.participations.userHasParticipated(appId, mapping.user_id))) throw eventApiError(4007);
      return successEnvelope("Successfully fetched userEvents", events.map(userEventView));
    },
  );

  app.post(
    "/app/user/redirection",
    {
      schema: {
        tags,
        summary: "A token that sends a user to an event form",
        body: RedirectionRequest,
        response: RedirectionResponse,
      },
    },
    async (request) => {
      const { id: appId } = await authenticatedApp(request, ctx);
      const { externalUserId, eventId, isEmail } = request.body.message;
      const found = await ctx.events.find(eventId);
      if (!found || found.event.app_id !== appId) throw eventApiError(4003);
      if (isEmail && !isEmailAddress(externalUserId)) throw eventApiError(4009);

      const now = new Date(ctx.clock.nowMs());
      const mapping = await ctx.externalUsers.ensure(appId, externalUserId, isEmail);
      if (isEmail && !mapping.user_id) {
        // The app vouches for the address: the person is signed in on the form without a password, as this app's
        // account for it (another app's account with the same email is not reached).
        const user = await ctx.users.findOrCreateVouched(appId, normalizeEmail(externalUserId));
        await ctx.externalUsers.link(mapping.id, user.id, now);
      }
      const userRedirectionToken = await signRedirectionToken(
        { appId, externalUserId, isEmail, eventId },
        ctx.tokenSecret,
        nowSeconds(ctx.clock),
        ctx.redirectionTokenTtlSeconds,
      );
      const redirectionUrl = `${ctx.formUrl}/form/${encodeURIComponent(found.event.slug)}?userRedirectionToken=${userRedirectionToken}`;
      return successEnvelope("Access Granted", { userRedirectionToken, redirectionUrl });
    },
  );
};
