import path from "node:path";

export type DatabaseOptions =
  /** A PostgreSQL server: a pool of connections through `pg`. */
  | { kind: "postgres"; url: string; maxConnections?: number }
  /** PGlite (PostgreSQL compiled to WebAssembly, in-process): in `dataDir`, or in memory when it is omitted. */
  | { kind: "pglite"; dataDir?: string };

/**
 * Which database a service uses: the server named by DATABASE_URL when set, else PGlite in `<dataDir>/pglite`,
 * so a service runs with nothing installed and moves to PostgreSQL by setting one variable.
 */
export function resolveDatabaseOptions({ env, dataDir }: { env: Readonly<Record<string, string | undefined>>; dataDir: string }): DatabaseOptions {
  const url = env.DATABASE_URL;
  if (url) return { kind: "postgres", url };
  return { kind: "pglite", dataDir: path.join(dataDir, "pglite") };
}
