import { sql, type Transaction } from "kysely";
import { BatchedReads } from "../../../shared/batched-reads";
import { newId } from "../../../shared/ids";
import { LocalReadCache } from "../../../shared/local-read-cache";
import type { Page } from "../../../shared/pagination";
import type { TemplateApiDatabase, TemplateRow } from "../db/schema";
import type { TemplateApiDb } from "./database";

export interface TemplateFields {
  name: string;
  domain: string;
  query: unknown[];
}

export interface TemplatePage {
  /** All of the app's templates, not only this page's. */
  totalCount: number;
  templates: TemplateRow[];
}

const TABLE = "presentation_templates";

/** An app's templates. Every method takes the app id: a template is invisible to every other app. */
export class TemplatesRepository {
  /** Templates read by id, by app and id; every change below forgets them all. */
  private readonly found: LocalReadCache<TemplateRow>;

  /** Templates asked for in one turn of the event loop, or while a query is under way, read together (see BatchedReads). */
  private readonly reads = new BatchedReads<AppTemplate, TemplateRow>((keys) => readTemplates(this.db, keys), templateKey);

  /** `cacheReads`: this process alone writes the database, so templates read by id are kept until it changes one. */
  constructor(
    private readonly db: TemplateApiDb,
    cacheReads = false,
  ) {
    this.found = new LocalReadCache(cacheReads);
  }

  /** Forgets the kept templates: after a change made elsewhere (an app deleted with its templates). */
  forgetReads(): void {
    this.found.changed();
  }

  /** Runs a change of templates, then forgets the kept ones (whatever its outcome: a failed commit may have landed). */
  private async changing<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      this.found.changed();
    }
  }

  /** Throws the database's unique violation when the app already has a template of that name. */
  async create(appId: string, fields: TemplateFields, now: Date): Promise<TemplateRow> {
    return this.changing(() => this.insert(appId, fields, now));
  }

  private async insert(appId: string, fields: TemplateFields, now: Date): Promise<TemplateRow> {
    return this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto(TABLE)
        .values({ id: newId(), app_id: appId, ...fields, query: JSON.stringify(fields.query), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await countTemplates(trx, appId, +1);
      return created;
    });
  }

  /**
   * A page in creation order (ties broken by id) and the app's total, in one round trip. The page is cut on the
   * index alone (an index-only scan skips the rows before it), and only its rows are then read from the table.
   */
  async page(appId: string, { limit, offset }: Page): Promise<TemplatePage> {
    const rows = await this.db
      .selectFrom("template_api_apps as a")
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom(TABLE)
            .select(["id as page_id"])
            .whereRef("app_id", "=", "a.id")
            .orderBy("created_at")
            .orderBy("id")
            .limit(limit)
            .offset(offset)
            .as("p"),
        (join) => join.onTrue(),
      )
      .leftJoin(`${TABLE} as t`, "t.id", "p.page_id")
      .where("a.id", "=", appId)
      .select("a.template_count")
      .selectAll("t")
      .orderBy("t.created_at")
      .orderBy("t.id")
      .execute();
    const totalCount = rows[0]?.template_count ?? 0;
    return { totalCount, templates: rows.filter((row): row is typeof row & TemplateRow => row.id !== null) };
  }

  async find(appId: string, id: string): Promise<TemplateRow | undefined> {
    return this.found.get(templateKey({ appId, id }), () => this.reads.read({ appId, id }));
  }

  /**
   * Replaces the template with what `change` makes of it, under a row lock so that concurrent updates apply one
   * after the other. undefined when the app has no such template; `change` may throw to refuse.
   */
  async update(appId: string, id: string, change: (current: TemplateRow) => TemplateFields, now: Date): Promise<TemplateRow | undefined> {
    return this.changing(() => this.replace(appId, id, change, now));
  }

  private async replace(appId: string, id: string, change: (current: TemplateRow) => TemplateFields, now: Date): Promise<TemplateRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom(TABLE).selectAll().where("app_id", "=", appId).where("id", "=", id).forUpdate().executeTakeFirst();
      if (!current) return undefined;
      const next = change(current);
      return trx
        .updateTable(TABLE)
        .set((eb) => ({ ...next, query: JSON.stringify(next.query), version: eb("version", "+", 1), updated_at: now }))
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  async delete(appId: string, id: string): Promise<TemplateRow | undefined> {
    return this.changing(() => this.remove(appId, id));
  }

  private async remove(appId: string, id: string): Promise<TemplateRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom(TABLE).where("app_id", "=", appId).where("id", "=", id).returningAll().executeTakeFirst();
      if (deleted) await countTemplates(trx, appId, -1);
      return deleted;
    });
  }
}

interface AppTemplate {
  appId: string;
  id: string;
}

/** The key of a template in the read cache and among batched reads. */
function templateKey({ appId, id }: AppTemplate): string {
  return `${appId} ${id}`;
}

/** The templates asked for, in their order, each only if it is its app's, in one query of the same text for any number. */
async function readTemplates(db: TemplateApiDb, keys: AppTemplate[]): Promise<(TemplateRow | undefined)[]> {
  const { rows } = await sql<TemplateRow>`
    select t.* from unnest(${keys.map((k) => k.appId)}::text[], ${keys.map((k) => k.id)}::text[]) as k(app_id, id)
    join presentation_templates t on t.app_id = k.app_id and t.id = k.id`.execute(db);
  const byKey = new Map(rows.map((row) => [`${row.app_id} ${row.id}`, row]));
  return keys.map((k) => byKey.get(`${k.appId} ${k.id}`));
}

function countTemplates(trx: Transaction<TemplateApiDatabase>, appId: string, change: 1 | -1) {
  return trx
    .updateTable("template_api_apps")
    .set((eb) => ({ template_count: eb("template_count", "+", change) }))
    .where("id", "=", appId)
    .execute();
}
