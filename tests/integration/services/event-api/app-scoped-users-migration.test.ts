import { expect, it } from "@jest/globals";
import type { Kysely } from "kysely";
import { initial } from "../../../../services/event-api/src/db/migrations/0001-initial";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../../../services/event-api/src/db/migrations";
import { isUniqueViolation, migrateToLatest } from "../../../../services/shared/db";
import { describeEachDatabase } from "../../../harness/databases";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const at = (day: number) => new Date(Date.UTC(2026, 0, day));

/**
 * Data as the single-account model left it: U signed up through app A, then app B vouched for U's email (the
 * takeover) and U took part in both apps' events; W came through B but took part in A's event with that session;
 * V only knows B; O's link failed, so no app reaches O; C has a user still pending.
 */
async function seedSingleAccountModel(db: AnyDb) {
  await db
    .insertInto("apps")
    .values(["a", "b", "c"].map((id) => ({ id, name: id, base_url: `https://${id}.example`, wallet_address: `0x${id}` })))
    .execute();
  const event = (id: string, app: string) => ({
    id,
    app_id: app,
    project_name: id,
    logo_url: "",
    from_date: at(1),
    to_date: at(30),
    project_status: true,
    slug: id,
  });
  await db
    .insertInto("events")
    .values([event("ea", "a"), event("eb", "b")])
    .execute();
  await db
    .insertInto("actions")
    .values(
      ["ea", "eb"].map((e) => ({
        id: `${e}-act`,
        event_id: e,
        position: 1,
        type: "INPUT_TEXT",
        title: "t",
        score: 10,
        is_manadatory: true,
        value: "",
        place_holder: "",
      })),
    )
    .execute();
  await db
    .insertInto("users")
    .values([
      { id: "u", email: "u@example.org", password_hash: "hash-of-u" },
      { id: "v", email: "v@example.org", password_hash: null },
      { id: "w", email: "w@example.org", password_hash: "hash-of-w" },
      { id: "o", email: "o@example.org", password_hash: "hash-of-o" },
    ])
    .execute();
  const mapping = (id: string, app: string, externalUserId: string, user: string | null, linked: number | null) => ({
    id,
    app_id: app,
    external_user_id: externalUserId,
    is_email: externalUserId.includes("@"),
    user_id: user,
    linked_at: linked === null ? null : at(linked),
  });
  await db
    .insertInto("external_users")
    .values([
      mapping("m1", "a", "a-user", "u", 2),
      mapping("m2", "b", "u@example.org", "u", 5),
      mapping("m3", "b", "v@example.org", "v", 3),
      mapping("m4", "b", "w-on-b", "w", 2),
      mapping("m5", "c", "pending", null, null),
    ])
    .execute();
  const participation = (id: string, event: string, user: string, day: number) => ({
    id,
    event_id: event,
    user_id: user,
    score: 10,
    created_at: at(day),
    updated_at: at(day),
  });
  await db
    .insertInto("participations")
    .values([
      participation("pa-u", "ea", "u", 3),
      participation("pb-u", "eb", "u", 6),
      participation("pb-v", "eb", "v", 4),
      participation("pa-w", "ea", "w", 4),
    ])
    .execute();
  await db
    .insertInto("performed_actions")
    .values(
      [
        ["pa-u", "u in A"],
        ["pb-u", "u in B"],
        ["pb-v", "v in B"],
        ["pa-w", "w in A"],
      ].map(([p, value]) => ({ participation_id: p, action_id: `${p!.slice(0, 2).replace("p", "e")}-act`, value, performed_at: at(7) })),
    )
    .execute();
}

/** Every participation as (event, app of its user, email of its user, value): what must survive the migration. */
async function participationsByPerson(db: AnyDb, withUserApp: boolean) {
  const rows = await db
    .selectFrom("participations as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .innerJoin("performed_actions as pa", "pa.participation_id", "p.id")
    .select(["p.event_id", "u.email", "pa.value", "p.score", ...(withUserApp ? ["u.app_id" as const] : [])])
    .orderBy("pa.value")
    .execute();
  return rows;
}

describeEachDatabase("migration 0002: one account per app", { "0001-initial": initial }, EVENT_API_MIGRATION_TABLE, (database) => {
  it("splits users seen in several apps, keeps every participation and link, drops only unreachable users, then refuses cross-app rows", async () => {
    const db = database();
    await seedSingleAccountModel(db);
    const before = await participationsByPerson(db, false);

    // Up to 0002 only: the later migrations have tests of their own.
    const through0002 = Object.fromEntries(Object.entries(eventApiMigrations).filter(([name]) => name <= "0002-app-scoped-users"));
    expect(await migrateToLatest(db, through0002, EVENT_API_MIGRATION_TABLE)).toEqual(["0002-app-scoped-users"]);

    const after = await participationsByPerson(db, true);
    expect(after.map(({ app_id: _app, ...rest }) => rest)).toEqual(before);
    // Each participation now belongs to an account of its event's app.
    expect(after.map((r) => [r.value, r.app_id])).toEqual([
      ["u in A", "a"],
      ["u in B", "b"],
      ["v in B", "b"],
      ["w in A", "a"],
    ]);

    const users = await db.selectFrom("users").select(["id", "app_id", "email", "password_hash"]).orderBy("email").orderBy("app_id").execute();
    const copyOf = (email: string, app: string) => users.find((u) => u.email === email && u.app_id === app)!;
    // The app that saw a user first keeps the user's id; the other gets a copy with the same password hash.
    expect(users.map((u) => [u.email, u.app_id, u.id === u.email[0] ? "same id" : "copy"])).toEqual([
      ["u@example.org", "a", "same id"],
      ["u@example.org", "b", "copy"],
      ["v@example.org", "b", "same id"],
      ["w@example.org", "a", "copy"],
      ["w@example.org", "b", "same id"],
    ]);
    expect(copyOf("u@example.org", "b").password_hash).toBe("hash-of-u");

    const links = await db.selectFrom("external_users").select(["id", "user_id"]).orderBy("id").execute();
    expect(links).toEqual([
      { id: "m1", user_id: "u" },
      { id: "m2", user_id: copyOf("u@example.org", "b").id },
      { id: "m3", user_id: "v" },
      { id: "m4", user_id: "w" },
      { id: "m5", user_id: null },
    ]);

    // From now on the database itself refuses links and participations across apps, and duplicate emails in an
    // app: v belongs to B, so neither A's mapping nor A's event may point at v.
    await expect(db.updateTable("external_users").set({ user_id: "v" }).where("id", "=", "m1").execute()).rejects.toThrow();
    await expect(db.insertInto("participations").values({ id: "x1", event_id: "ea", user_id: "v", app_id: "a", score: 0 }).execute()).rejects.toThrow();
    await expect(db.insertInto("participations").values({ id: "x2", event_id: "ea", user_id: "v", app_id: "b", score: 0 }).execute()).rejects.toThrow();
    const duplicate = await db
      .insertInto("users")
      .values({ id: "dup", app_id: "b", email: "v@example.org", password_hash: null })
      .execute()
      .catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);
    // The same email in another app is another account.
    await db.insertInto("users").values({ id: "v-in-c", app_id: "c", email: "v@example.org", password_hash: null }).execute();
  });
});
