import type { FastifyInstance } from "fastify";
import { migrateToLatest, openDatabase, resolveDatabaseOptions } from "../../shared/db";
import { buildEventApi } from "./app";
import type { EventApiConfig } from "./config";
import type { EventApiDatabase } from "./db/schema";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "./db/migrations";
import { ADMIN_TOKEN_FILE, TOKEN_SECRET_FILE, loadOrCreateSecret } from "../../shared/secrets";

export interface RunningEventApi {
  app: FastifyInstance;
  /** Where it listens, e.g. http://127.0.0.1:8080. */
  url: string;
  adminToken: string;
  databaseKind: "pglite" | "postgres";
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, applies pending migrations, and listens. */
export async function startEventApi(config: EventApiConfig): Promise<RunningEventApi> {
  const database = await openDatabase<EventApiDatabase>(
    resolveDatabaseOptions({ env: config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}, dataDir: config.dataDir }),
  );
  try {
    await migrateToLatest(database.db, eventApiMigrations, EVENT_API_MIGRATION_TABLE);
    await database.refreshStatistics();
    const adminToken = config.adminToken ?? loadOrCreateSecret(config.dataDir, ADMIN_TOKEN_FILE);
    const tokenSecret = config.tokenSecret ?? loadOrCreateSecret(config.dataDir, TOKEN_SECRET_FILE);
    const app = await buildEventApi({
      db: database.db,
      adminToken,
      tokenSecret: new TextEncoder().encode(tokenSecret),
      formUrl: config.formUrl,
      redirectionTokenTtlSeconds: config.redirectionTokenTtlSeconds,
      logger: { level: config.logLevel },
    });
    app.addHook("onClose", () => database.close());
    const url = await app.listen({ host: config.host, port: config.port });
    return { app, url, adminToken, databaseKind: database.kind, close: () => app.close() };
  } catch (err) {
    await database.close();
    throw err;
  }
}
