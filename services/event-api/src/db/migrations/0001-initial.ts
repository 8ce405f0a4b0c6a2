import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

const now = sql`now()`;

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("apps")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("base_url", "text", (c) => c.notNull())
      .addColumn("wallet_address", "text", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("app_id", "text", (c) => c.notNull().references("apps.id"))
      .addColumn("project_name", "text", (c) => c.notNull())
      .addColumn("logo_url", "text", (c) => c.notNull())
      .addColumn("from_date", "timestamptz", (c) => c.notNull())
      .addColumn("to_date", "timestamptz", (c) => c.notNull())
      .addColumn("project_status", "boolean", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .execute();
    // The order in which /app/events pages through an app's events.
    await db.schema.createIndex("events_by_app").on("events").columns(["app_id", "from_date desc", "id"]).execute();

    await db.schema
      .createTable("actions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("score", "integer", (c) => c.notNull())
      .addColumn("is_manadatory", "boolean", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("place_holder", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint("actions_event_position", ["event_id", "position"])
      .execute();

    await db.schema
      .createTable("users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text")
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .execute();

    await db.schema
      .createTable("external_users")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("app_id", "text", (c) => c.notNull().references("apps.id"))
      .addColumn("external_user_id", "text", (c) => c.notNull())
      .addColumn("is_email", "boolean", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.references("users.id"))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addColumn("linked_at", "timestamptz")
      .addUniqueConstraint("external_users_app_user", ["app_id", "external_user_id"])
      .execute();

    await db.schema
      .createTable("participations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("event_id", "text", (c) => c.notNull().references("events.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
      .addColumn("score", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint("participations_event_user", ["event_id", "user_id"])
      .execute();
    await db.schema.createIndex("participations_by_user").on("participations").columns(["user_id", "event_id"]).execute();

    await db.schema
      .createTable("performed_actions")
      .addColumn("participation_id", "text", (c) => c.notNull().references("participations.id").onDelete("cascade"))
      .addColumn("action_id", "text", (c) => c.notNull().references("actions.id").onDelete("cascade"))
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("performed_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("performed_actions_pk", ["participation_id", "action_id"])
      .execute();

    await db.schema
      .createTable("used_signatures")
      .addColumn("message_hash", "text", (c) => c.primaryKey())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("used_signatures_by_expiry").on("used_signatures").column("expires_at").execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["used_signatures", "performed_actions", "participations", "external_users", "users", "actions", "events", "apps"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
