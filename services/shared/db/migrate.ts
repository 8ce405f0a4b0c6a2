import type { Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";

/**
 * Applies the migrations not yet applied, in name order, each in its own transaction. `table` is the service's
 * own bookkeeping table, so services can share a database. On PostgreSQL kysely holds a lock while migrating,
 * so instances starting together apply each migration once. Throws naming the migration that failed.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration>, table: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: table,
    migrationLockTableName: `${table}_lock`,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`database migration ${failed?.migrationName ?? "(before any migration)"} failed: ${cause}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
