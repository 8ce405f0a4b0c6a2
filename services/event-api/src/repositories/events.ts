import { sql } from "kysely";
import type { ActionRow, EventRow } from "../db/schema";
import { newId } from "../../../shared/ids";
import { BatchedReads } from "../../../shared/batched-reads";
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

  /** Pages asked for while a page query is under way, read together in the next one (see readPages). */
  private readonly pageReads = new BatchedReads<AppPage, EventWithActions[]>((pages) => readPages(this.db, pages), pageKey);

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
   * An app's events, newest start date first, each with its actions in order. Pages asked for in one turn of the
   * event loop, or while another query is under way, are read together (BatchedReads), so that apps asking for the
   * same page at once cost one query, and no read is answered from before it was asked.
   */
  async listForApp(appId: string, page: Page): Promise<EventWithActions[]> {
    return this.pages.get(pageKey({ appId, page }), () => this.readPage(appId, page));
  }

  private async readPage(appId: string, page: Page): Promise<EventWithActions[]> {
    return (await this.pageReads.read({ appId, page })) ?? [];
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

interface AppPage {
  appId: string;
  page: Page;
}

/** The key of a page in the read cache and among batched reads. */
function pageKey({ appId, page }: AppPage): string {
  return `${appId} ${page.limit} ${page.offset}`;
}

/**
 * The pages asked for, in their order, in one query whose text does not depend on how many there are. Each
 * page is cut on the index alone (ids only, no table rows for what the offset skips), then its rows and their
 * actions are read. The planner cannot know how many rows a page's limit lets through and guesses a thousand,
 * which made it hash-join the page with the whole events table; `offset 0` keeps the row lookup apart, so each
 * page's rows are read through the primary key.
 */
async function readPages(db: EventApiDb, pages: AppPage[]): Promise<EventWithActions[][]> {
  const { rows } = await sql<EventRow & { page_number: string; actions: ActionRow[] }>`
    select k.page_number, e.*, (
      select coalesce(json_agg(a order by a.position), '[]') from actions a where a.event_id = e.id
    ) as actions
    from unnest(${pages.map((p) => p.appId)}::text[], ${pages.map((p) => p.page.limit)}::int[], ${pages.map((p) => p.page.offset)}::int[])
      with ordinality as k(app_id, page_limit, page_offset, page_number)
    cross join lateral (
      select id, from_date from events where app_id = k.app_id order by from_date desc, id limit k.page_limit offset k.page_offset
    ) p
    cross join lateral (select * from events where events.id = p.id offset 0) e
    order by k.page_number, p.from_date desc, p.id`.execute(db);
  const result: EventWithActions[][] = pages.map(() => []);
  for (const { page_number, actions, ...event } of rows) result[Number(page_number) - 1]!.push({ event, actions });
  return result;
}

/** Thrown inside a transaction to roll back the version bump when the action to change does not exist. */
class NoSuchAction extends Error {}

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
