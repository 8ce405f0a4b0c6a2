import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseOptions } from "./options";

export interface OpenDatabase<DB> {
  db: Kysely<DB>;
  kind: DatabaseOptions["kind"];
  /**
   * Refreshes the query planner's statistics and the visibility map. PostgreSQL's autovacuum does this by
   * itself; PGlite has no background workers, so it is done here after migrations and then every ten minutes.
   */
  refreshStatistics(): Promise<void>;
  /** Closes the pool or PGlite; waits for queries in flight. */
  close(): Promise<void>;
}

const PGLITE_ANALYZE_INTERVAL_MS = 10 * 60 * 1000;

/** A Kysely instance over PostgreSQL or PGlite; the same queries and migrations run on both. */
export async function openDatabase<DB>(options: DatabaseOptions): Promise<OpenDatabase<DB>> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", refreshStatistics: async () => {}, close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  // PGlite is one connection; kysely's dialect hands it to one transaction or query at a time.
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  // VACUUM also updates the visibility map, which lets index-only scans skip table rows.
  const refreshStatistics = async () => void (await sql`vacuum analyze`.execute(db));
  const timer = setInterval(() => void refreshStatistics().catch(() => {}), PGLITE_ANALYZE_INTERVAL_MS).unref();
  return {
    db,
    kind: "pglite",
    refreshStatistics,
    close: async () => {
      clearInterval(timer);
      await db.destroy();
    },
  };
}
