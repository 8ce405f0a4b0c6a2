import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Static } from "typebox";
import { isUniqueViolation } from "../../../../shared/db";
import type { EventApiContext } from "../../context";
import { pageOf } from "../../../../shared/pagination";
import { slugFrom } from "../../domain/slug";
import { checkHttpUrl } from "../../domain/http-url";
import { eventApiError } from "../../errors/codes";
import { successEnvelope } from "../../errors/envelope";
import type { EventFields, EventWithActions } from "../../repositories/events";
import {
  AppParams,
  EventCreatedResponse,
  EventParams,
  EventPatch,
  EventResponse,
  EventsResponse,
  ListQuery,
  NewEvent,
  ParticipantsResponse,
} from "../../schemas/admin";
import { adminEventView, performedView } from "../../views/event-view";
import { actionFieldsWithDefaults } from "./actions";
import { refuseDuplicates } from "./conflicts";

const tags = ["admin: events"];
const security = [{ adminToken: [] }];

function checkDates(fromDate: Date, toDate: Date): void {
  if (!(fromDate < toDate)) throw eventApiError(4002, "fromDate must be before toDate");
}

function checkLogoUrl(logoUrl: string | undefined): void {
  if (logoUrl) checkHttpUrl(logoUrl, "logoUrl");
}

export const adminEventRoutes: FastifyPluginAsync<EventApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(ctx.clock.nowMs());

  async function createEvent(appId: string, body: Static<typeof NewEvent>): Promise<EventWithActions> {
    const fields: EventFields = {
      projectName: body.projectName,
      logoUrl: body.logoUrl ?? "",
      fromDate: new Date(body.fromDate),
      toDate: new Date(body.toDate),
      projectStatus: body.projectStatus ?? false,
      slug: body.slug ?? slugFrom(body.projectName),
    };
    checkDates(fields.fromDate, fields.toDate);
    checkLogoUrl(body.logoUrl);
    const actions = (body.actions ?? []).map((action, i) => actionFieldsWithDefaults(action, i + 1));
    if (new Set(actions.map((a) => a.order)).size !== actions.length) throw eventApiError(4002, "two actions have the same order");
    const create = (slug: string) => ctx.events.create(appId, { ...fields, slug }, actions, now());
    if (body.slug) return refuseDuplicates(() => create(fields.slug), `the slug ${fields.slug} is taken`);
    try {
      return await create(fields.slug);
    } catch (err) {
      // A slug made from the name may collide with another event's: make it unique with a suffix.
      if (!isUniqueViolation(err)) throw err;
      return create(`${fields.slug}-${randomBytes(3).toString("hex")}`);
    }
  }

  async function eventOr404(eventId: string): Promise<EventWithActions> {
    const found = await ctx.events.find(eventId);
    if (!found) throw eventApiError(4003);
    return found;
  }

  app.post(
    "/apps/:appId/events",
    { schema: { tags, security, summary: "Create an event with its actions", params: AppParams, body: NewEvent, response: EventCreatedResponse } },
    async (request, reply) => {
      if (!(await ctx.apps.find(request.params.appId))) throw eventApiError(4001);
      const created = await createEvent(request.params.appId, request.body);
      reply.code(201);
      return successEnvelope("Event created", adminEventView(created));
    },
  );

  app.get(
    "/apps/:appId/events",
    { schema: { tags, security, summary: "An app's events", params: AppParams, querystring: ListQuery, response: EventsResponse } },
    async (request) => {
      if (!(await ctx.apps.find(request.params.appId))) throw eventApiError(4001);
      const events = await ctx.events.listForApp(request.params.appId, pageOf(request.query));
      return successEnvelope("Events", events.map(adminEventView));
    },
  );

  app.get("/events/:eventId", { schema: { tags, security, params: EventParams, response: EventResponse } }, async (request) => {
    return successEnvelope("Event", adminEventView(await eventOr404(request.params.eventId)));
  });

  app.patch(
    "/events/:eventId",
    { schema: { tags, security, summary: "Change an event's fields", params: EventParams, body: EventPatch, response: EventResponse } },
    async (request) => {
      const { event } = await eventOr404(request.params.eventId);
      const { fromDate, toDate, logoUrl, ...rest } = request.body;
      const from = fromDate ? new Date(fromDate) : event.from_date;
      const to = toDate ? new Date(toDate) : event.to_date;
      checkDates(from, to);
      checkLogoUrl(logoUrl);
      const patch = { ...rest, ...(logoUrl !== undefined && { logoUrl }), fromDate: from, toDate: to };
      const updated = await refuseDuplicates(() => ctx.events.update(event.id, patch, now()), `the slug ${rest.slug} is taken`);
      if (!updated) throw eventApiError(4003);
      return successEnvelope("Event updated", adminEventView(updated));
    },
  );

  for (const [verb, open] of [
    ["open", true],
    ["close", false],
  ] as const) {
    app.post(
      `/events/:eventId/${verb}`,
      { schema: { tags, security, summary: `${verb === "open" ? "Open" : "Close"} an event for participation`, params: EventParams, response: EventResponse } },
      async (request) => {
        const updated = await ctx.events.update(request.params.eventId, { projectStatus: open }, now());
        if (!updated) throw eventApiError(4003);
        return successEnvelope(open ? "Event opened" : "Event closed", adminEventView(updated));
      },
    );
  }

  app.get(
    "/events/:eventId/participants",
    { schema: { tags, security, summary: "Who took part, with scores and values", params: EventParams, response: ParticipantsResponse } },
    async (request) => {
      const { event } = await eventOr404(request.params.eventId);
      const participants = await ctx.participations.listForEvent(event.id);
      return successEnvelope(
        "Participants",
        participants.map((p) => ({ userId: p.userId, email: p.email, score: p.score, performed: performedView(p.performed) })),
      );
    },
  );
};
