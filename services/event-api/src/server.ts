import { runService, type RunningService } from "../../shared/run-service";
import { buildEventApi } from "./app";
import type { EventApiConfig } from "./config";
import type { EventApiDatabase } from "./db/schema";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "./db/migrations";

export type RunningEventApi = RunningService;

/** Opens the database, applies pending migrations, and listens. */
export function startEventApi(config: EventApiConfig): Promise<RunningEventApi> {
  return runService<EventApiDatabase>(config, {
    migrations: eventApiMigrations,
    migrationTable: EVENT_API_MIGRATION_TABLE,
    build: (db, { adminToken, tokenSecret }, cacheReads) =>
      buildEventApi({
        db,
        cacheReads,
        adminToken,
        tokenSecret,
        formUrl: config.formUrl,
        redirectionTokenTtlSeconds: config.redirectionTokenTtlSeconds,
        logger: { level: config.logLevel },
      }),
  });
}
