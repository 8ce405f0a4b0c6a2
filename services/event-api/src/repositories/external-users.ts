import { sql } from "kysely";
import type { ExternalUserRow } from "../db/schema";
import { newId } from "../../../shared/ids";
import type { EventApiDb, EventApiTransaction } from "./database";

/**
 * The mapping from an app's user id (externalUserId) to a platform user. What it says about the user, as
 * /app/user/events answers: no mapping, or one whose links nobody opened (`followed_at` null) and that is not linked,
 * is a user who has not arrived (4006); opened but not linked, a user who followed a link but has not signed in
 * (4008); linked (`user_id`), a platform user.
 */
export class ExternalUsersRepository {
  constructor(private readonly db: EventApiDb | EventApiTransaction) {}

  async find(appId: string, externalUserId: string): Promise<ExternalUserRow | undefined> {
    return this.db.selectFrom("external_users").selectAll().where("app_id", "=", appId).where("external_user_id", "=", externalUserId).executeTakeFirst();
  }

  /** The mapping, created pending (no platform user yet) the first time an app sends this user. */
  async ensure(appId: string, externalUserId: string, isEmail: boolean): Promise<ExternalUserRow> {
    await this.db
      .insertInto("external_users")
      .values({ id: newId(), app_id: appId, external_user_id: externalUserId, is_email: isEmail, user_id: null, linked_at: null, followed_at: null })
      .onConflict((c) => c.columns(["app_id", "external_user_id"]).doNothing())
      .execute();
    const mapping = await this.find(appId, externalUserId);
    if (!mapping) throw new Error(`external user ${appId}/${externalUserId} vanished after insert`);
    return mapping;
  }

  /**
   * Records that the user opened a link to a form (the form exchanged a valid token), keeping the first time; the
   * mapping is made if the app's link did not make it. Returns the mapping.
   */
  async markFollowed(appId: string, externalUserId: string, isEmail: boolean, now: Date): Promise<ExternalUserRow> {
    return this.db
      .insertInto("external_users")
      .values({ id: newId(), app_id: appId, external_user_id: externalUserId, is_email: isEmail, user_id: null, linked_at: null, followed_at: now })
      .onConflict((c) =>
        c.columns(["app_id", "external_user_id"]).doUpdateSet({ followed_at: sql`coalesce(external_users.followed_at, excluded.followed_at)` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Links a pending mapping to a platform user. Returns the user the mapping ends up linked to: `userId`, or the
   * user it was already linked to (the caller refuses a second, different link).
   */
  async link(mappingId: string, userId: string, now: Date): Promise<string> {
    const linked = await this.db
      .updateTable("external_users")
      .set({ user_id: userId, linked_at: now })
      .where("id", "=", mappingId)
      .where("user_id", "is", null)
      .returning("user_id")
      .executeTakeFirst();
    if (linked?.user_id) return linked.user_id;
    const current = await this.db.selectFrom("external_users").select("user_id").where("id", "=", mappingId).executeTakeFirst();
    if (!current?.user_id) throw new Error(`external user ${mappingId} not found`);
    return current.user_id;
  }
}
