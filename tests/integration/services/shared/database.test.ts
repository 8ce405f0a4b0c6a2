import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { isUniqueViolation, migrateToLatest, openDatabase, resolveDatabaseOptions, uniqueConstraintName } from "../../../../services/shared/db";
import { describeEachDatabase } from "../../../harness/databases";
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from "../../../harness/postgres";

interface Db {
  notes: { id: number; title: string };
}

const migrations: Record<string, Migration> = {
  "0001-notes": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("notes")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull().unique())
        .execute();
    },
  },
};

describeEachDatabase("the services' database layer", migrations, "test_migrations", (database) => {
  const db = () => database() as Kysely<Db>;

  it("migrates once: a second run applies nothing", async () => {
    expect(await migrateToLatest(db(), migrations, "test_migrations")).toEqual([]);
  });

  it("commits a transaction's writes together and rolls them all back on an error", async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, title: "one" }).execute();
        await trx.insertInto("notes").values({ id: 2, title: "two" }).execute();
      });
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto("notes").values({ id: 3, title: "three" }).execute();
          throw new Error("changed my mind");
        }),
    ).rejects.toThrow("changed my mind");
    expect((await db().selectFrom("notes").select("title").orderBy("id").execute()).map((r) => r.title)).toEqual(["one", "two"]);
  });

  it("recognises a unique violation and names its constraint", async () => {
    const error = await db()
      .insertInto("notes")
      .values({ id: 9, title: "one" })
      .execute()
      .catch((err: unknown) => err);
    expect(isUniqueViolation(error)).toBe(true);
    expect(uniqueConstraintName(error)).toBe("notes_title_key");
    expect(isUniqueViolation(new Error("something else"))).toBe(false);
  });
});

describe("PGlite", () => {
  it("runs one transaction at a time on its single connection", async () => {
    const database = await openDatabase<Db>({ kind: "pglite" });
    try {
      await migrateToLatest(database.db, migrations, "test_migrations");
      // Each transaction counts the rows, then writes one more: interleaved, two would count alike and collide.
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          database.db.transaction().execute(async (trx) => {
            const { count } = await trx
              .selectFrom("notes")
              .select((eb) => eb.fn.countAll<string>().as("count"))
              .executeTakeFirstOrThrow();
            await trx
              .insertInto("notes")
              .values({ id: i, title: `row ${count}` })
              .execute();
          }),
        ),
      );
      const titles = (await database.db.selectFrom("notes").select("title").orderBy("title").execute()).map((r) => r.title);
      expect(titles).toEqual(["row 0", "row 1", "row 2", "row 3", "row 4"]);
    } finally {
      await database.close();
    }
  });

  it("keeps committed data across close and reopen", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "idledger-pglite-"));
    try {
      const options = resolveDatabaseOptions(undefined, dataDir);
      expect(options).toEqual({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
      const first = await openDatabase<Db>(options);
      await migrateToLatest(first.db, migrations, "test_migrations");
      await first.db.insertInto("notes").values({ id: 1, title: "kept" }).execute();
      await first.close();
      const second = await openDatabase<Db>(options);
      expect(await second.db.selectFrom("notes").select("title").execute()).toEqual([{ title: "kept" }]);
      expect(await migrateToLatest(second.db, migrations, "test_migrations")).toEqual([]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("is chosen unless DATABASE_URL names a server", () => {
    expect(resolveDatabaseOptions("postgres://u@h/db", "/x")).toEqual({ kind: "postgres", url: "postgres://u@h/db" });
  });
});

const describeWithServer = postgresBinDir() || process.env.CI === "true" ? describe : describe.skip;

describeWithServer("migrations on a PostgreSQL server", () => {
  let server: ThrowawayPostgres;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
  }, 60_000);
  afterAll(() => server?.stop());

  it("are applied once when several instances start at the same time", async () => {
    const url = await server.createDatabase();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase<Db>({ kind: "postgres", url })));
    try {
      const applied = await Promise.all(instances.map((instance) => migrateToLatest(instance.db, migrations, "test_migrations")));
      expect(applied.flat()).toEqual(["0001-notes"]);
      const tables = await sql<{ count: string }>`select count(*) from information_schema.tables where table_name = 'notes'`.execute(instances[0]!.db);
      expect(Number(tables.rows[0]!.count)).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  }, 60_000);
});
