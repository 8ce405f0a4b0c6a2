import { jsonArrayFrom } from "kysely/helpers/postgres";
import { newId } from "../../../shared/ids";
import type { TemplateApiDb } from "./database";

/** An app as the API works with it: its allowed origins gathered from their table, sorted. */
export interface TemplateApp {
  id: string;
  name: string;
  secretVersion: number;
  allowedOrigins: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredSecret {
  appId: string;
  secretHash: string;
}

export interface NewTemplateApp {
  name: string;
  allowedOrigins: readonly string[];
  secretPrefix: string;
  secretHash: string;
}

export class AppsRepository {
  constructor(private readonly db: TemplateApiDb) {}

  async create(app: NewTemplateApp, now: Date): Promise<TemplateApp> {
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("template_api_apps")
        .values({ id, name: app.name, secret_prefix: app.secretPrefix, secret_hash: app.secretHash, created_at: now, updated_at: now })
        .execute();
      await trx
        .insertInto("template_api_app_origins")
        .values(app.allowedOrigins.map((origin) => ({ app_id: id, origin })))
        .execute();
    });
    return (await this.find(id))!;
  }

  async find(id: string): Promise<TemplateApp | undefined> {
    const rows = await this.select().where("a.id", "=", id).execute();
    return rows.map(toApp)[0];
  }

  async list(): Promise<TemplateApp[]> {
    return (await this.select().orderBy("a.created_at").orderBy("a.id").execute()).map(toApp);
  }

  async findSecret(prefix: string): Promise<StoredSecret | undefined> {
    const row = await this.db.selectFrom("template_api_apps").select(["id", "secret_hash"]).where("secret_prefix", "=", prefix).executeTakeFirst();
    return row && { appId: row.id, secretHash: row.secret_hash };
  }

  /** Renames the app or replaces its allowed origins; false when there is no such app. */
  async update(id: string, change: { name?: string; allowedOrigins?: readonly string[] }, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("template_api_apps")
        .set({ ...(change.name !== undefined && { name: change.name }), updated_at: now })
        .where("id", "=", id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      if (change.allowedOrigins) {
        await trx.deleteFrom("template_api_app_origins").where("app_id", "=", id).execute();
        await trx
          .insertInto("template_api_app_origins")
          .values(change.allowedOrigins.map((origin) => ({ app_id: id, origin })))
          .execute();
      }
      return true;
    });
  }

  /** Replaces the secret and bumps its version, which invalidates every token issued before; false when there is no such app. */
  async rotateSecret(id: string, secret: { secretPrefix: string; secretHash: string }, now: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable("template_api_apps")
      .set((eb) => ({
        secret_prefix: secret.secretPrefix,
        secret_hash: secret.secretHash,
        secret_version: eb("secret_version", "+", 1),
        updated_at: now,
      }))
      .where("id", "=", id)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  /** Deletes the app with its origins and templates; false when there is no such app. */
  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.deleteFrom("template_api_apps").where("id", "=", id).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  }

  /** Whether some app allows `origin` (already normalised) or every origin: what a CORS preflight can know. */
  async anyAppAllows(origin: string): Promise<boolean> {
    const row = await this.db.selectFrom("template_api_app_origins").select("app_id").where("origin", "in", [origin, "*"]).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  private select() {
    return this.db
      .selectFrom("template_api_apps as a")
      .select(["a.id", "a.name", "a.secret_version", "a.created_at", "a.updated_at"])
      .select((eb) =>
        jsonArrayFrom(eb.selectFrom("template_api_app_origins as o").select("o.origin").whereRef("o.app_id", "=", "a.id").orderBy("o.origin")).as("origins"),
      );
  }
}

function toApp(row: { id: string; name: string; secret_version: number; created_at: Date; updated_at: Date; origins: { origin: string }[] }): TemplateApp {
  return {
    id: row.id,
    name: row.name,
    secretVersion: row.secret_version,
    allowedOrigins: row.origins.map((o) => o.origin),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
