import type { UserRow } from "../db/schema";
import { newId } from "../../../shared/ids";
import type { EventApiDb, EventApiTransaction } from "./database";

export class UsersRepository {
  constructor(private readonly db: EventApiDb | EventApiTransaction) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  }

  async find(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** Throws a unique violation when the email is taken. */
  async create(email: string, passwordHash: string | null): Promise<UserRow> {
    return this.db
      .insertInto("users")
      .values({ id: newId(), email, password_hash: passwordHash })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The user with this email, created without a password when there is none (an app vouched for the address). */
  async findOrCreateVouched(email: string): Promise<UserRow> {
    await this.db
      .insertInto("users")
      .values({ id: newId(), email, password_hash: null })
      .onConflict((c) => c.column("email").doNothing())
      .execute();
    const user = await this.findByEmail(email);
    if (!user) throw new Error(`user ${email} vanished after insert`);
    return user;
  }
}
