import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const now = sql`now()`;

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("template_api_apps")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("secret_prefix", "text", (c) => c.notNull().unique())
      .addColumn("secret_hash", "text", (c) => c.notNull())
      .addColumn("secret_version", "integer", (c) => c.notNull().defaultTo(1))
      // Kept by the template writes in their transactions: a list reads it instead of counting the app's templates.
      .addColumn("template_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("template_api_app_origins")
      .addColumn("app_id", "text", (c) => c.notNull().references("template_api_apps.id").onDelete("cascade"))
      .addColumn("origin", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("template_api_app_origins_pk", ["app_id", "origin"])
      .execute();
    // A CORS preflight carries no token: it asks whether any app allows the origin.
    await db.schema.createIndex("template_api_app_origins_by_origin").on("template_api_app_origins").column("origin").execute();

    await db.schema
      .createTable("presentation_templates")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("app_id", "text", (c) => c.notNull().references("template_api_apps.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("domain", "text", (c) => c.notNull())
      .addColumn("query", "json", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      // Names are unique per app in the database itself, so two concurrent creates cannot both win.
      .addUniqueConstraint("presentation_templates_app_name", ["app_id", "name"])
      .execute();
    // The order in which GET /presentation/template pages through an app's templates.
    await db.schema.createIndex("presentation_templates_by_app").on("presentation_templates").columns(["app_id", "created_at", "id"]).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["presentation_templates", "template_api_app_origins", "template_api_apps"]) await db.schema.dropTable(table).execute();
  },
};
