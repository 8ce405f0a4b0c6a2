import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { isUniqueViolation } from "../../../../shared/db";
import { secretCheckTurn } from "../../../../shared/secret-checks";
import type { EventApiContext } from "../../context";
import { checkActionValue } from "../../domain/action-values";
import { isEmailAddress, normalizeEmail } from "../../domain/email";
import { eventState, whyClosed } from "../../domain/event-window";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "../../domain/passwords";
import { eventApiError } from "../../errors/codes";
import { successEnvelope } from "../../errors/envelope";
import type { Participation } from "../../repositories/participations";
import {
  ActionParams,
  CredentialsRequest,
  GrantRequest,
  GrantResponse,
  ParticipationResponse,
  PerformRequest,
  SessionResponse,
  SlugParams,
} from "../../schemas/form";
import { eventView, performedView } from "../../views/event-view";
import { checkEventOfSessionApp, formSession, linkAppUser, newSession, redirectionClaims } from "./session";

const tags = ["event form"];
/** Password hashes and checks (scrypt) take turns, so a flood of sign-ins slows only sign-ins: past the line, 429 (4014). */
const tooManyPasswordChecks = () => eventApiError(4014);

function participationView(participation: Participation) {
  return { score: participation.score, performed: performedView(participation.performed) };
}

/** What the event form page calls: exchange the redirection token, sign in or up, perform actions. */
export const formApiRoutes: FastifyPluginAsync<EventApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Checked against when no account has the email (or it has no password), so that the answer takes as long.
  const decoyHash = await hashPassword("no account has this password");

  async function eventBySlug(slug: string) {
    const found = await ctx.events.findBySlug(slug);
    if (!found) throw eventApiError(4003, `there is no event ${slug}`);
    return found;
  }

  app.post("/grant", { schema: { tags, summary: "Open the form with a redirection token", body: GrantRequest, response: GrantResponse } }, async (request) => {
    const claims = await redirectionClaims(ctx, request.body.userRedirectionToken);
    const found = await eventBySlug(request.body.slug);
    if (found.event.id !== claims.eventId || found.event.app_id !== claims.appId) {
      throw eventApiError(4012, "this link was made for another event; go back to the app and open this event again");
    }
    // The page exchanges its token as it opens: the user has followed the app's link (what 4008 reports until sign-in).
    const now = new Date(ctx.clock.nowMs());
    const mapping = await ctx.externalUsers.markFollowed(claims.appId, claims.externalUserId, claims.isEmail, now);
    const user = mapping.user_id ? await ctx.users.find(claims.appId, mapping.user_id) : undefined;
    // What the page offers follows the state: actions (and signing in to take them) only while the event is open.
    const reason = whyClosed(found.event, now);
    const shown = { event: eventView(found), eventState: eventState(found.event, now), ...(reason !== undefined && { eventStateReason: reason }) };
    if (!user) return successEnvelope("Sign in to take part", { ...shown, signedIn: false });
    return successEnvelope("Signed in", { ...shown, signedIn: true, ...(await newSession(ctx, user)) });
  });

  app.post(
    "/signup",
    { schema: { tags, summary: "Create an account and link the app's user to it", body: CredentialsRequest, response: SessionResponse } },
    async (request, reply) => {
      const { password, userRedirectionToken } = request.body;
      const email = normalizeEmail(request.body.email);
      const claims = await redirectionClaims(ctx, userRedirectionToken);
      if (!isEmailAddress(email)) throw eventApiError(4002, "enter a valid email address");
      if (password.length < MIN_PASSWORD_LENGTH) throw eventApiError(4002, `the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
      const mapping = await ctx.externalUsers.find(claims.appId, claims.externalUserId);
      if (mapping?.user_id) throw eventApiError(4013, "your account on the app is already linked to a sign-in here; sign in instead");
      let user;
      try {
        user = await ctx.users.create(
          claims.appId,
          email,
          await secretCheckTurn(ctx.passwordChecks, reply, () => hashPassword(password), tooManyPasswordChecks),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw eventApiError(4013, "an account with this email exists for this app; sign in instead");
        throw err;
      }
      await linkAppUser(ctx, claims, user.id);
      return successEnvelope("Signed up", await newSession(ctx, user));
    },
  );

  app.post(
    "/login",
    { schema: { tags, summary: "Sign in and link the app's user", body: CredentialsRequest, response: SessionResponse } },
    async (request, reply) => {
      const claims = await redirectionClaims(ctx, request.body.userRedirectionToken);
      // The lookup takes its turn too: a refused sign-in costs the database nothing.
      const { user, valid } = await secretCheckTurn(
        ctx.passwordChecks,
        reply,
        async () => {
          const found = await ctx.users.findByEmail(claims.appId, normalizeEmail(request.body.email));
          const matches = await verifyPassword(request.body.password, found?.password_hash ?? decoyHash);
          return { user: found, valid: matches && Boolean(found?.password_hash) };
        },
        tooManyPasswordChecks,
      );
      if (!user || !valid) throw eventApiError(4012, "wrong email or password");
      await linkAppUser(ctx, claims, user.id);
      return successEnvelope("Signed in", await newSession(ctx, user));
    },
  );

  app.get(
    "/:slug/participation",
    { schema: { tags, summary: "What the signed-in person has done in the event", params: SlugParams, response: ParticipationResponse } },
    async (request) => {
      const session = await formSession(ctx, request);
      const { event } = await eventBySlug(request.params.slug);
      checkEventOfSessionApp(session, event);
      return successEnvelope("Participation", participationView(await ctx.participations.find(event.id, session.userId)));
    },
  );

  app.post(
    "/:slug/actions/:actionId",
    { schema: { tags, summary: "Perform an action", params: ActionParams, body: PerformRequest, response: ParticipationResponse } },
    async (request) => {
      const session = await formSession(ctx, request);
      const { event, actions } = await eventBySlug(request.params.slug);
      checkEventOfSessionApp(session, event);
      const action = actions.find((a) => a.id === request.params.actionId);
      if (!action) throw eventApiError(4003, "the event has no such action");
      const now = new Date(ctx.clock.nowMs());
      const closed = whyClosed(event, now);
      if (closed) throw eventApiError(4013, closed);
      const checked = checkActionValue(action, request.body.value);
      if (!checked.ok) throw eventApiError(4002, checked.reason);
      const participation = await ctx.participations.perform(event, session.userId, action.id, checked.value, now);
      return successEnvelope("Action performed", participationView(participation));
    },
  );
};
