import { runService, type RunningService } from "../../shared/run-service";
import { buildTemplateApi } from "./app";
import type { TemplateApiConfig } from "./config";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "./db/migrations";
import type { TemplateApiDatabase } from "./db/schema";
import { restLedger } from "./verification/ledger";

export type RunningTemplateApi = RunningService;

/** Opens the database, applies pending migrations, and listens. */
export function startTemplateApi(config: TemplateApiConfig): Promise<RunningTemplateApi> {
  return runService<TemplateApiDatabase>(config, {
    migrations: templateApiMigrations,
    migrationTable: TEMPLATE_API_MIGRATION_TABLE,
    build: (db, { adminToken, tokenSecret }, cacheReads) =>
      buildTemplateApi({
        db,
        cacheReads,
        adminToken,
        tokenSecret,
        accessTokenTtlSeconds: config.accessTokenTtlSeconds,
        ledger: restLedger(config.ledgerUrl),
        logger: { level: config.logLevel },
      }),
  });
}
