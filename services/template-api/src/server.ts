import type { FastifyInstance } from "fastify";
import { migrateToLatest, openDatabase, resolveDatabaseOptions } from "../../shared/db";
import { ADMIN_TOKEN_FILE, TOKEN_SECRET_FILE, loadOrCreateSecret } from "../../shared/secrets";
import { buildTemplateApi } from "./app";
import type { TemplateApiConfig } from "./config";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "./db/migrations";
import type { TemplateApiDatabase } from "./db/schema";

export interface RunningTemplateApi {
  app: FastifyInstance;
  /** Where it listens, e.g. http://127.0.0.1:8090. */
  url: string;
  adminToken: string;
  databaseKind: "pglite" | "postgres";
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, applies pending migrations, and listens. */
export async function startTemplateApi(config: TemplateApiConfig): Promise<RunningTemplateApi> {
  const database = await openDatabase<TemplateApiDatabase>(
    resolveDatabaseOptions({ env: config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}, dataDir: config.dataDir }),
  );
  try {
    await migrateToLatest(database.db, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE);
    await database.refreshStatistics();
    const adminToken = config.adminToken ?? loadOrCreateSecret(config.dataDir, ADMIN_TOKEN_FILE);
    const tokenSecret = config.tokenSecret ?? loadOrCreateSecret(config.dataDir, TOKEN_SECRET_FILE);
    const app = await buildTemplateApi({
      db: database.db,
      adminToken,
      tokenSecret: new TextEncoder().encode(tokenSecret),
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
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
