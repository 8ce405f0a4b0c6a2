import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { migrateToLatest, openDatabase, type DatabaseOptions } from "./db";
import { ADMIN_TOKEN_FILE, TOKEN_SECRET_FILE, loadOrCreateSecret } from "./secrets";

/** Where and how a service listens and keeps its data; the part of its configuration every service has. */
export interface ServiceBase {
  host: string;
  port: number;
  /** Holds the generated secrets, and the PGlite database when `database` says so. */
  dataDir: string;
  /** PGlite under dataDir, or a PostgreSQL server: resolved once, with the rest of the configuration. */
  database: DatabaseOptions;
  /** Admin bearer token; generated into <dataDir>/admin-token when not given. */
  adminToken?: string;
  /** HS256 key of the service's tokens; generated into <dataDir>/token-secret when not given. */
  tokenSecret?: string;
}

export interface RunningService {
  app: FastifyInstance;
  /** Where it listens, e.g. http://127.0.0.1:8080. */
  url: string;
  adminToken: string;
  databaseKind: "pglite" | "postgres";
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

export interface ServiceParts<DB> {
  migrations: Record<string, Migration>;
  migrationTable: string;
  /**
   * The service's Fastify instance over the migrated database, with its secrets. `cacheReads`: this process alone
   * writes the database (PGlite, which one process holds open), so reads may be kept until it writes (LocalReadCache).
   */
  build(db: Kysely<DB>, secrets: { adminToken: string; tokenSecret: Uint8Array }, cacheReads: boolean): Promise<FastifyInstance>;
}

/** Opens the database, applies pending migrations, loads or makes the secrets, builds the service and listens. */
export async function runService<DB>(config: ServiceBase, parts: ServiceParts<DB>): Promise<RunningService> {
  const database = await openDatabase<DB>(config.database);
  try {
    await migrateToLatest(database.db, parts.migrations, parts.migrationTable);
    await database.refreshStatistics();
    const adminToken = config.adminToken ?? loadOrCreateSecret(config.dataDir, ADMIN_TOKEN_FILE);
    const tokenSecret = config.tokenSecret ?? loadOrCreateSecret(config.dataDir, TOKEN_SECRET_FILE);
    const app = await parts.build(database.db, { adminToken, tokenSecret: new TextEncoder().encode(tokenSecret) }, database.kind === "pglite");
    app.addHook("onClose", () => database.close());
    const url = await app.listen({ host: config.host, port: config.port });
    return { app, url, adminToken, databaseKind: database.kind, close: () => app.close() };
  } catch (err) {
    await database.close();
    throw err;
  }
}
