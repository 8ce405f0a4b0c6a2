import type { ExpressionBuilder } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { ActionRow, EventApiDatabase, EventRow } from "../db/schema";
import { newId } from "../../../shared/ids";
import { LocalReadCache } from "../../../shared/local-read-cache";
import type { Page } from "../../../shared/pagination";
import type { EventApiDb, EventApiTransaction } from "./database";

export interface ActionFields {
  order: number;
  type: string;
  title: string;
  score: number;
  isManadatory: boolean;
  value: string;
  placeHolder: string;
}

export interface EventFields {
  projectName: string;
  logoUrl: string;
  fromDate: Date;
  toDate: Date;
  projectStatus: boolean;
  slug: string;
}

export interface EventWithActions {
  event: EventRow;
  actions: ActionRow[];
}

function actionColumns(fields: Partial<ActionFields>) {
  return {
    ...(fields.order !== undefined && { position: fields.order }),
    ...(fields.type !== undefined && { type: fields.type }),
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.score !== undefined && { score: fields.score }),
    ...(fields.isManadatory !== undefined && { is_manadatory: fields.isManadatory }),
    ...(fields.value !== undefined && { value: fields.value }),
    ...(fields.placeHolder !== undefined && { place_holder: fields.placeHolder }),
  };
}

function eventColumns(fields: Partial<EventFields>) {
  return {
    ...(fields.projectName !== undefined && { project_name: fields.projectName }),
    ...(fields.logoUrl !== undefined && { logo_url: fields.logoUrl }),
    ...(fields.fromDate !== undefined && { from_date: fields.fromDate }),
    ...(fields.toDate !== undefined && { to_date: fields.toDate }),
    ...(fields.projectStatus !== undefined && { project_status: fields.projectStatus }),
    ...(fields.slug !== undefined && { slug: fields.slug }),
  };
}

export class EventsRepository {
  /** Pages of listForApp, by app, limit and offset; every change below forgets them all. */
  private readonly pages: LocalReadCache<EventWithActions[]>;

  /** `cacheReads`: this process alone writes the database, so pages apps read are kept until it changes an event. */
  constructor(
    private readonly db: EventApiDb,
    cacheReads = false,
  ) {
    this.pages = new LocalReadCache(cacheReads);
  }

  /** Runs a change of events or actions, then forgets the kept pages (whatever its outcome: a failed commit may have landed). */
  private async changing<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      this.pages.changed();
    }
  }

  /** Throws a unique violation when the slug, or two actions' order, collide. */
  async create(appId: string, fields: EventFields, actions: ActionFields[], now: Date): Promise<EventWithActions> {
    return this.changing(() => this.insertEvent(appId, fields, actions, now));
  }

  private async insertEvent(appId: string, fields: EventFields, actions: ActionFields[], now: Date): Promise<EventWithActions> {
    return this.db.transaction().execute(async (trx) => {
      const event = await trx
        .insertInto("events")
        .values({ id: newId(), app_id: appId, ...eventColumns(fields), updated_at: now } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const action of actions) await insertAction(trx, event.id, action);
      return { event, actions: await actionsOf(trx, [event.id]) };
    });
  }

  async find(id: string): Promise<EventWithActions | undefined> {
    const event = await this.db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
    return event && { event, actions: await actionsOf(this.db, [event.id]) };
  }

  async findBySlug(slug: string): Promise<EventWithActions | undefined> {
    const event = await this.db.selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
    return event && { event, actions: await actionsOf(this.db, [event.id]) };
  }

  async appHasEvents(appId: string): Promise<boolean> {
    const row = await this.db.selectFrom("events").select("id").where("app_id", "=", appId).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * An app's events, newest start date first, each with its actions in order, in one query. The page is cut on
   * the index alone (ids only, no table rows for what the offset skips), then its rows and their actions are read.
   */
  async listForApp(appId: string, page: Page): Promise<EventWithActions[]> {
    return this.pages.get(`${appId} ${page.limit} ${page.offset}`, () => this.readPage(appId, page));
  }

  private async readPage(appId: string, page: Page): Promise<EventWithActions[]> {
    const pageIds = this.db
      .selectFrom("events")
      .select(["id as page_id", "from_date as page_from_date"])
      .where("app_id", "=", appId)
      .orderBy("from_date", "desc")
      .orderBy("id")
      .limit(page.limit)
      .offset(page.offset);
    const rows = await this.db
      .selectFrom(pageIds.as("page"))
      .innerJoin("events", "events.id", "page.page_id")
      .selectAll("events")
      .select((eb) => actionsArray(eb).as("actions"))
      .orderBy("page.page_from_date", "desc")
      .orderBy("page.page_id")
      .execute();
    return rows.map(({ actions, ...event }) => ({ event, actions }));
  }

  /** Updates the given fields and bumps the event's version; undefined when there is no such event. */
  async update(id: string, fields: Partial<EventFields>, now: Date): Promise<EventWithActions | undefined> {
    const event = await this.changing(() =>
      this.db
        .updateTable("events")
        .set((eb) => ({ ...eventColumns(fields), version: eb("version", "+", 1), updated_at: now }))
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst(),
    );
    return event && { event, actions: await actionsOf(this.db, [event.id]) };
  }

  async addAction(eventId: string, fields: ActionFields, now: Date) {
    return this.changeActions(eventId, now, (trx) => insertAction(trx, eventId, fields));
  }

  async updateAction(eventId: string, actionId: string, fields: Partial<ActionFields>, now: Date) {
    return this.changeActions(eventId, now, async (trx) => {
      const updated = await trx
        .updateTable("actions")
        .set((eb) => ({ ...actionColumns(fields), version: eb("version", "+", 1) }))
        .where("id", "=", actionId)
        .where("event_id", "=", eventId)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    });
  }

  /** Removes the action, and with it every participant's record of performing it. */
  async deleteAction(eventId: string, actionId: string, now: Date) {
    return this.changeActions(eventId, now, async (trx) => {
      const deleted = await trx.deleteFrom("actions").where("id", "=", actionId).where("event_id", "=", eventId).executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    });
  }

  /**
   * Runs a change to an event's actions and bumps the event's version in one transaction. undefined: no such
   * event; "no-action": the change found no such action.
   */
  private async changeActions(
    eventId: string,
    now: Date,
    change: (trx: EventApiTransaction) => Promise<boolean | void>,
  ): Promise<EventWithActions | "no-action" | undefined> {
    return this.changing(() => this.changeActionsNow(eventId, now, change));
  }

  private async changeActionsNow(
    eventId: string,
    now: Date,
    change: (trx: EventApiTransaction) => Promise<boolean | void>,
  ): Promise<EventWithActions | "no-action" | undefined> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const event = await trx
          .updateTable("events")
          .set((eb) => ({ version: eb("version", "+", 1), updated_at: now }))
          .where("id", "=", eventId)
          .returningAll()
          .executeTakeFirst();
        if (!event) return undefined;
        if ((await change(trx)) === false) throw new NoSuchAction();
        return { event, actions: await actionsOf(trx, [event.id]) };
      });
    } catch (err) {
      if (err instanceof NoSuchAction) return "no-action";
      throw err;
    }
  }
}

/** Thrown inside a transaction to roll back the version bump when the action to change does not exist. */
class NoSuchAction extends Error {}

/** The event's actions in order, as a JSON array built by the database (saves a second query). */
export function actionsArray(eb: ExpressionBuilder<EventApiDatabase, "events">) {
  return jsonArrayFrom(eb.selectFrom("actions").selectAll("actions").whereRef("actions.event_id", "=", "events.id").orderBy("actions.position"));
}

async function insertAction(trx: EventApiTransaction, eventId: string, action: ActionFields): Promise<void> {
  await trx
    .insertInto("actions")
    .values({ id: newId(), event_id: eventId, ...(actionColumns(action) as Required<ReturnType<typeof actionColumns>>) })
    .execute();
}

export async function actionsOf(db: EventApiDb | EventApiTransaction, eventIds: string[]): Promise<ActionRow[]> {
  if (eventIds.length === 0) return [];
  return db.selectFrom("actions").selectAll().where("event_id", "in", eventIds).orderBy("event_id").orderBy("position").execute();
}

export async function withActions(db: EventApiDb | EventApiTransaction, events: EventRow[]): Promise<EventWithActions[]> {
  const actions = await actionsOf(
    db,
    events.map((e) => e.id),
  );
  const byEvent = new Map<string, ActionRow[]>();
  for (const action of actions) {
    const list = byEvent.get(action.event_id);
    if (list) list.push(action);
    else byEvent.set(action.event_id, [action]);
  }
  return events.map((event) => ({ event, actions: byEvent.get(event.id) ?? [] }));
}
