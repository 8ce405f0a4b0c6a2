import type { UserRow } from "../db/schema";
import { newId } from "../../../shared/ids";
import type { EventApiDb, EventApiTransaction } from "./database";

/** The event form's accounts. Every lookup names the app: an account of one app is never found through another. */
export class UsersRepository {
  constructor(private readonly db: EventApiDb | EventApiTransaction) {}

  async findByEmail(appId: string, email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("app_id", "=", appId).where("email", "=", email).executeTakeFirst();
  }

  async find(appId: string, id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("app_id", "=", appId).where("id", "=", id).executeTakeFirst();
  }

  /** Throws a unique violation when the app already has an account with this email. */
  async create(appId: string, email: string, passwordHash: string | null): Promise<UserRow> {
    return this.db.insertInto("users").values({ id: newId(), app_id: appId, email, password_hash: passwordHash }).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * The app's account with this email, created without a password when there is none (the app vouched for the
   * address). Another app's account with the same email is neither found nor touched.
   */
  async findOrCreateVouched(appId: string, email: string): Promise<UserRow> {
    await this.db
      .insertInto("users")
      .values({ id: newId(), app_id: appId, email, password_hash: null })
      .onConflict((c) => c.columns(["app_id", "email"]).doNothing())
      .execute();
    const user = await this.findByEmail(appId, email);
    if (!user) throw new Error(`user ${appId}/${email} vanished after insert`);
    return user;
  }
}
