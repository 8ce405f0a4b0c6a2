import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Static } from "typebox";
import type { EventApiContext } from "../../context";
import { eventApiError } from "../../errors/codes";
import { successEnvelope } from "../../errors/envelope";
import type { ActionFields, EventWithActions } from "../../repositories/events";
import { ActionParams, ActionPatch, EventCreatedResponse, EventParams, EventResponse, NewAction } from "../../schemas/admin";
import { adminEventView } from "../../views/event-view";
import { refuseDuplicates } from "./conflicts";

const tags = ["admin: actions"];
const security = [{ adminToken: [] }];

/** The original's defaults: score 10, mandatory. */
export function actionFieldsWithDefaults(action: Static<typeof NewAction>, order: number): ActionFields {
  return {
    order: action.order ?? order,
    type: action.type,
    title: action.title,
    score: action.score ?? 10,
    isManadatory: action.isManadatory ?? true,
    value: action.value ?? "",
    placeHolder: action.placeHolder ?? "",
  };
}

function changed(result: EventWithActions | "no-action" | undefined): EventWithActions {
  if (result === undefined) throw eventApiError(4003);
  if (result === "no-action") throw eventApiError(4003, "the event has no action with this id");
  return result;
}

export const adminActionRoutes: FastifyPluginAsync<EventApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(ctx.clock.nowMs());
  const orderTaken = "another action of the event has this order";

  app.post(
    "/events/:eventId/actions",
    { schema: { tags, security, summary: "Add an action to an event", params: EventParams, body: NewAction, response: EventCreatedResponse } },
    async (request, reply) => {
      const found = await ctx.events.find(request.params.eventId);
      if (!found) throw eventApiError(4003);
      const nextOrder = Math.max(0, ...found.actions.map((a) => a.position)) + 1;
      const fields = actionFieldsWithDefaults(request.body, nextOrder);
      const result = await refuseDuplicates(() => ctx.events.addAction(found.event.id, fields, now()), orderTaken);
      reply.code(201);
      return successEnvelope("Action added", adminEventView(changed(result)));
    },
  );

  app.patch(
    "/events/:eventId/actions/:actionId",
    { schema: { tags, security, summary: "Change an action", params: ActionParams, body: ActionPatch, response: EventResponse } },
    async (request) => {
      const { eventId, actionId } = request.params;
      const result = await refuseDuplicates(() => ctx.events.updateAction(eventId, actionId, request.body, now()), orderTaken);
      return successEnvelope("Action updated", adminEventView(changed(result)));
    },
  );

  app.delete(
    "/events/:eventId/actions/:actionId",
    { schema: { tags, security, summary: "Remove an action (and what participants submitted for it)", params: ActionParams, response: EventResponse } },
    async (request) => {
      const { eventId, actionId } = request.params;
      return successEnvelope("Action removed", adminEventView(changed(await ctx.events.deleteAction(eventId, actionId, now()))));
    },
  );
};
