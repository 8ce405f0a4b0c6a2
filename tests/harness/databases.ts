import { afterAll, beforeAll, describe } from "@jest/globals";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../services/shared/db";
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from "./postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Runs `body` twice: against in-memory PGlite and against a throwaway PostgreSQL server, each with a fresh,
 * migrated database shared by the tests of that run. Without the PostgreSQL binaries the server run is skipped
 * with a notice, except in CI (CI=true), where it fails.
 *
 *   describeEachDatabase("apps", migrations, "my_migrations", (db) => {
 *     it("stores an app", async () => { await db().insertInto("apps")…; });
 *   });
 */
export function describeEachDatabase(name: string, migrations: Record<string, Migration>, migrationTable: string, body: (db: () => AnyDb) => void): void {
  describe(`${name} [PGlite]`, () => {
    let database: OpenDatabase<unknown> | undefined;
    beforeAll(async () => {
      database = await openDatabase({ kind: "pglite" });
      await migrateToLatest(database.db, migrations, migrationTable);
    });
    afterAll(async () => {
      await database?.close();
    });
    body(() => database!.db as AnyDb);
  });

  const available = postgresBinDir() !== undefined;
  if (!available && process.env.CI !== "true") {
    console.warn(`skipping "${name} [PostgreSQL]": no PostgreSQL server binaries (apt-get install postgresql)`);
    describe.skip(`${name} [PostgreSQL]`, () => body(() => undefined as never));
    return;
  }
  describe(`${name} [PostgreSQL]`, () => {
    let server: ThrowawayPostgres | undefined;
    let database: OpenDatabase<unknown> | undefined;
    beforeAll(async () => {
      server = await startThrowawayPostgres();
      database = await openDatabase({ kind: "postgres", url: await server.createDatabase() });
      await migrateToLatest(database.db, migrations, migrationTable);
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      server?.stop();
    });
    body(() => database!.db as AnyDb);
  });
}
