import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { newId } from "../../../../shared/ids";

/**
 * Form users belong to one app: an account is (app, email), so one app can neither reach nor block another app's
 * accounts. The database keeps it so: a mapping links only to a user of its own app, and a participation joins a
 * user and an event of the same app.
 *
 * Existing data: a user seen in several apps (linked by their mappings, or taking part in their events) is split
 * into one account per app, each with the same email and password hash. The app that saw the user first keeps
 * the user's id; the others get copies, and their mappings and participations move to them, so no participation
 * is lost. A user seen in no app (an account whose link failed, that took part in nothing) is dropped: no app's
 * form could reach it any more.
 *
 * No down: merging the per-app accounts back into one per email could not choose between their passwords.
 */
export const appScopedUsers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("users")
      .addColumn("app_id", "text", (c) => c.references("apps.id"))
      .execute();
    await db.schema.alterTable("users").dropConstraint("users_email_key").execute();

    await sql`create temporary table user_apps as
      select user_id, app_id, min(seen) as first_seen from (
        select user_id, app_id, linked_at as seen from external_users where user_id is not null
        union all
        select p.user_id, e.app_id, p.created_at from participations p join events e on e.id = p.event_id
      ) as seen_in group by user_id, app_id`.execute(db);
    await sql`update users u set app_id = (
      select ua.app_id from user_apps ua where ua.user_id = u.id order by ua.first_seen nulls last, ua.app_id limit 1)`.execute(db);

    const copies = await sql<{ user_id: string; app_id: string }>`select ua.user_id, ua.app_id
      from user_apps ua join users u on u.id = ua.user_id where ua.app_id <> u.app_id order by ua.user_id, ua.app_id`.execute(db);
    for (const { user_id: userId, app_id: appId } of copies.rows) {
      const copyId = newId();
      await sql`insert into users (id, app_id, email, password_hash, created_at)
        select ${copyId}, ${appId}, email, password_hash, created_at from users where id = ${userId}`.execute(db);
      await sql`update external_users set user_id = ${copyId} where user_id = ${userId} and app_id = ${appId}`.execute(db);
      await sql`update participations p set user_id = ${copyId} from events e
        where e.id = p.event_id and p.user_id = ${userId} and e.app_id = ${appId}`.execute(db);
    }
    await sql`drop table user_apps`.execute(db);
    await sql`delete from users where app_id is null`.execute(db);

    await db.schema
      .alterTable("users")
      .alterColumn("app_id", (c) => c.setNotNull())
      .execute();
    await db.schema.alterTable("users").addUniqueConstraint("users_app_email", ["app_id", "email"]).execute();
    // Targets of the same-app foreign keys below (id alone is already unique).
    await db.schema.alterTable("users").addUniqueConstraint("users_id_app", ["id", "app_id"]).execute();
    await db.schema.alterTable("events").addUniqueConstraint("events_id_app", ["id", "app_id"]).execute();

    await db.schema
      .alterTable("external_users")
      .addForeignKeyConstraint("external_users_user_of_app", ["user_id", "app_id"], "users", ["id", "app_id"])
      .execute();

    await db.schema.alterTable("participations").addColumn("app_id", "text").execute();
    await sql`update participations p set app_id = e.app_id from events e where e.id = p.event_id`.execute(db);
    await db.schema
      .alterTable("participations")
      .alterColumn("app_id", (c) => c.setNotNull())
      .execute();
    await db.schema
      .alterTable("participations")
      .addForeignKeyConstraint("participations_event_of_app", ["event_id", "app_id"], "events", ["id", "app_id"], (c) => c.onDelete("cascade"))
      .execute();
    await db.schema
      .alterTable("participations")
      .addForeignKeyConstraint("participations_user_of_app", ["user_id", "app_id"], "users", ["id", "app_id"])
      .execute();
  },
};
