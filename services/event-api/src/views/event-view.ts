import type { ActionRow, AppRow, EventRow } from "../db/schema";
import { isPerformable } from "../domain/action-types";
import type { EventWithActions } from "../repositories/events";
import type { PerformedAction, UserEvent } from "../repositories/participations";

/** The seed's Action (2.8), field for field. */
export function actionView(action: ActionRow, value: string = action.value) {
  return {
    _id: action.id,
    eventId: action.event_id,
    order: action.position,
    type: action.type,
    title: action.title,
    score: action.score,
    isManadatory: action.is_manadatory,
    value,
    placeHolder: action.place_holder,
    __v: action.version,
  };
}

function eventFields(event: EventRow) {
  return {
    _id: event.id,
    projectName: event.project_name,
    logoUrl: event.logo_url,
    fromDate: event.from_date.toISOString(),
    toDate: event.to_date.toISOString(),
    projectStatus: event.project_status,
    slug: event.slug,
  };
}

/** The seed's Event (2.7) as /app/events returns it. */
export function eventView({ event, actions }: EventWithActions) {
  return { ...eventFields(event), actions: actions.map((a) => actionView(a)) };
}

/** The admin's view adds what an operator needs: the owning app, the version and timestamps. */
export function adminEventView(row: EventWithActions) {
  const { event } = row;
  return {
    ...eventView(row),
    appId: event.app_id,
    __v: event.version,
    createdAt: event.created_at.toISOString(),
    updatedAt: event.updated_at.toISOString(),
  };
}

/**
 * An event the user took part in: the counts, and the actions the user performed with the values the user gave.
 */
export function userEventView({ event, actions, performed }: UserEvent) {
  const valueByAction = new Map(performed.map((p) => [p.actionId, p.value]));
  return {
    ...eventFields(event),
    eventActionsCount: actions.filter((a) => isPerformable(a.type)).length,
    performedActionsCount: performed.length,
    actions: actions.filter((a) => valueByAction.has(a.id)).map((a) => actionView(a, valueByAction.get(a.id))),
  };
}

export function performedView(performed: PerformedAction[]) {
  return performed.map((p) => ({ actionId: p.actionId, value: p.value, performedAt: p.performedAt.toISOString() }));
}

export function appView(app: AppRow) {
  return {
    appId: app.id,
    name: app.name,
    baseUrl: app.base_url,
    walletAddress: app.wallet_address,
    createdAt: app.created_at.toISOString(),
    updatedAt: app.updated_at.toISOString(),
  };
}
