import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * When an app's user first opened a link to an event form (the form exchanged its redirection token), so that
 * `/app/user/events` answers 4008 ("followed the link, not signed in") only for a link that was opened: the mapping
 * itself is made as soon as the app asks for a link, which nobody may ever open.
 *
 * Existing data: a user who signed in or up on the form (a linked mapping not vouched for by email) opened a link to
 * get there, at the latest when linked; a pending mapping cannot tell, and counts as not followed until its user
 * opens a link again.
 */
export const followedLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("external_users").addColumn("followed_at", "timestamptz").execute();
    await sql`update external_users set followed_at = linked_at where user_id is not null and not is_email`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("external_users").dropColumn("followed_at").execute();
  },
};
