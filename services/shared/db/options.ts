import path from "node:path";

export type DatabaseOptions =
  /** A PostgreSQL server: a pool of connections through `pg`. */
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** PGlite (PostgreSQL compiled to WebAssembly, in-process): in `dataDir`, or in memory when it is omitted. */
  | { kind: "pglite"; dataDir?: string };

/**
 * Which database a service uses: the server at `databaseUrl` (--database-url, DATABASE_URL) when set, else PGlite
 * in `<dataDir>/pglite`, so a service runs with nothing installed and moves to PostgreSQL with one setting.
 */
export function resolveDatabaseOptions(databaseUrl: string | undefined, dataDir: string): DatabaseOptions {
  if (databaseUrl) return { kind: "postgres", url: databaseUrl };
  return { kind: "pglite", dataDir: path.join(dataDir, "pglite") };
}

/** The database as a start line names it: "PGlite in <dir>" or "PostgreSQL (DATABASE_URL)". */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.kind === "postgres") return "PostgreSQL (DATABASE_URL)";
  return options.dataDir === undefined ? "PGlite in memory" : `PGlite in ${options.dataDir}`;
}
