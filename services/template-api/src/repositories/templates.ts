import { sql } from "kysely";
import { newId } from "../../../shared/ids";
import type { Page } from "../../../shared/pagination";
import type { TemplateRow } from "../db/schema";
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
  constructor(private readonly db: TemplateApiDb) {}

  /** Throws the database's unique violation when the app already has a template of that name. */
  async create(appId: string, fields: TemplateFields, now: Date): Promise<TemplateRow> {
    return this.db
      .insertInto(TABLE)
      .values({ id: newId(), app_id: appId, ...fields, query: JSON.stringify(fields.query), created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** A page in creation order (ties broken by id) and the app's total, in one round trip. */
  async page(appId: string, { limit, offset }: Page): Promise<TemplatePage> {
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom(TABLE)
          .select(sql<number>`count(*)::int`.as("total"))
          .where("app_id", "=", appId)
          .as("c"),
      )
      .leftJoinLateral(
        (eb) => eb.selectFrom(TABLE).selectAll().where("app_id", "=", appId).orderBy("created_at").orderBy("id").limit(limit).offset(offset).as("t"),
        (join) => join.onTrue(),
      )
      .select("c.total")
      .selectAll("t")
      .execute();
    const totalCount = rows[0]?.total ?? 0;
    return { totalCount, templates: rows.filter((row): row is typeof row & TemplateRow => row.id !== null) };
  }

  async find(appId: string, id: string): Promise<TemplateRow | undefined> {
    return this.db.selectFrom(TABLE).selectAll().where("app_id", "=", appId).where("id", "=", id).executeTakeFirst();
  }

  /**
   * Replaces the template with what `change` makes of it, under a row lock so that concurrent updates apply one
   * after the other. undefined when the app has no such template; `change` may throw to refuse.
   */
  async update(appId: string, id: string, change: (current: TemplateRow) => TemplateFields, now: Date): Promise<TemplateRow | undefined> {
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
    return this.db.deleteFrom(TABLE).where("app_id", "=", appId).where("id", "=", id).returningAll().executeTakeFirst();
  }
}
