import { sql } from "kysely";
import type { ActionRow, EventRow } from "../db/schema";
import { isPerformable } from "../domain/action-types";
import { newId } from "../../../shared/ids";
import type { Page } from "../../../shared/pagination";
import type { EventApiDb } from "./database";
import { withActions } from "./events";

export interface PerformedAction {
  actionId: string;
  value: string;
  performedAt: Date;
}

export interface Participation {
  score: number;
  performed: PerformedAction[];
}

export interface UserEvent {
  event: EventRow;
  /** Every action of the event, in order. */
  actions: ActionRow[];
  performed: PerformedAction[];
}

export interface Participant extends Participation {
  userId: string;
  email: string;
}

export class ParticipationsRepository {
  constructor(private readonly db: EventApiDb) {}

  /** Whether the user has taken part in any of the app's events. */
  async userHasParticipated(appId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("participations as p")
      .innerJoin("events as e", "e.id", "p.event_id")
      .select("p.id")
      .where("e.app_id", "=", appId)
      .where("p.user_id", "=", userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The app's events the user has taken part in, newest start date first, with what the user performed. */
  async listForUser(appId: string, userId: string, page: Page): Promise<UserEvent[]> {
    const rows = await this.db
      .selectFrom("participations as p")
      .innerJoin("events as e", "e.id", "p.event_id")
      .selectAll("e")
      .select("p.id as participation_id")
      .where("e.app_id", "=", appId)
      .where("p.user_id", "=", userId)
      .orderBy("e.from_date", "desc")
      .orderBy("e.id")
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const events = await withActions(this.db, rows);
    const performed = await this.performedIn(rows.map((r) => r.participation_id));
    return events.map(({ event, actions }, i) => ({ event, actions, performed: performed.get(rows[i]!.participation_id) ?? [] }));
  }

  async find(eventId: string, userId: string): Promise<Participation> {
    const participation = await this.db
      .selectFrom("participations")
      .select(["id", "score"])
      .where("event_id", "=", eventId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!participation) return { score: 0, performed: [] };
    return { score: participation.score, performed: (await this.performedIn([participation.id])).get(participation.id) ?? [] };
  }

  /**
   * Records (or replaces) the value the user gave for an action and rescores the participation: the sum of the
   * scores of the actions performed. The user must be an account of the event's app (a foreign key refuses
   * anything else).
   */
  async perform(event: Pick<EventRow, "id" | "app_id">, userId: string, actionId: string, value: string, now: Date): Promise<Participation> {
    const eventId = event.id;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("participations")
        .values({ id: newId(), event_id: eventId, user_id: userId, app_id: event.app_id, score: 0, updated_at: now })
        .onConflict((c) => c.columns(["event_id", "user_id"]).doNothing())
        .execute();
      const { id } = await trx
        .selectFrom("participations")
        .select("id")
        .where("event_id", "=", eventId)
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("performed_actions")
        .values({ participation_id: id, action_id: actionId, value, performed_at: now })
        .onConflict((c) => c.columns(["participation_id", "action_id"]).doUpdateSet({ value, performed_at: now }))
        .execute();
      await trx
        .updateTable("participations")
        .set({
          score: sql<number>`(select coalesce(sum(a.score), 0)::integer from performed_actions pa
            join actions a on a.id = pa.action_id where pa.participation_id = ${id})`,
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
    });
    return this.find(eventId, userId);
  }

  /** Everyone who took part in the event, highest score first. */
  async listForEvent(eventId: string): Promise<Participant[]> {
    const rows = await this.db
      .selectFrom("participations as p")
      .innerJoin("users as u", "u.id", "p.user_id")
      .select(["p.id", "p.user_id", "p.score", "u.email"])
      .where("p.event_id", "=", eventId)
      .orderBy("p.score", "desc")
      .orderBy("u.email")
      .execute();
    const performed = await this.performedIn(rows.map((r) => r.id));
    return rows.map((r) => ({ userId: r.user_id, email: r.email, score: r.score, performed: performed.get(r.id) ?? [] }));
  }

  private async performedIn(participationIds: string[]): Promise<Map<string, PerformedAction[]>> {
    const byParticipation = new Map<string, PerformedAction[]>();
    if (participationIds.length === 0) return byParticipation;
    const rows = await this.db
      .selectFrom("performed_actions as pa")
      .innerJoin("actions as a", "a.id", "pa.action_id")
      .select(["pa.participation_id", "pa.action_id", "pa.value", "pa.performed_at", "a.type"])
      .where("pa.participation_id", "in", participationIds)
      .orderBy("pa.participation_id")
      .orderBy("a.position")
      .execute();
    for (const row of rows) {
      if (!isPerformable(row.type)) continue;
      const list = byParticipation.get(row.participation_id) ?? [];
      list.push({ actionId: row.action_id, value: row.value, performedAt: row.performed_at });
      byParticipation.set(row.participation_id, list);
    }
    return byParticipation;
  }
}
