import { expect, it } from "@jest/globals";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../../../services/event-api/src/db/migrations";
import { migrateToLatest } from "../../../../services/shared/db";
import { describeEachDatabase } from "../../../harness/databases";

const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const through0002 = Object.fromEntries(Object.entries(eventApiMigrations).filter(([name]) => name <= "0002-app-scoped-users"));

describeEachDatabase("migration 0003: links followed", through0002, EVENT_API_MIGRATION_TABLE, (database) => {
  it("counts a link as followed only for users who signed in through one; a pending mapping is not followed", async () => {
    const db = database();
    await db.insertInto("apps").values({ id: "a", name: "a", base_url: "https://a.example", wallet_address: "0xa" }).execute();
    await db
      .insertInto("users")
      .values([
        { id: "signed-in", app_id: "a", email: "s@example.org", password_hash: "hash" },
        { id: "vouched", app_id: "a", email: "v@example.org", password_hash: null },
      ])
      .execute();
    const mapping = (id: string, externalUserId: string, isEmail: boolean, user: string | null, linked: number | null) => ({
      id,
      app_id: "a",
      external_user_id: externalUserId,
      is_email: isEmail,
      user_id: user,
      linked_at: linked === null ? null : at(linked),
    });
    await db
      .insertInto("external_users")
      .values([
        mapping("m-signed-in", "wallet-1", false, "signed-in", 3),
        mapping("m-vouched", "v@example.org", true, "vouched", 4),
        mapping("m-pending", "wallet-2", false, null, null),
      ])
      .execute();

    expect(await migrateToLatest(db, eventApiMigrations, EVENT_API_MIGRATION_TABLE)).toEqual(["0003-followed-links"]);

    const rows = await db.selectFrom("external_users").select(["id", "followed_at"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "m-pending", followed_at: null },
      { id: "m-signed-in", followed_at: at(3) },
      { id: "m-vouched", followed_at: null },
    ]);
  });
});
