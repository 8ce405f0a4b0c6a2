import path from "node:path";
import { defaultHome } from "../../../lib/cli-kit/home";
import { resolveDatabaseOptions } from "../../shared/db";
import { DEFAULT_SERVICE_HOST, type ServiceBase } from "../../shared/run-service";
import { integerSetting as integer, type Env, type ExplicitSettings } from "../../shared/settings";
import { DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS } from "./tokens/lifetimes";

export const DEFAULT_EVENT_API_PORT = 8080;

/** Where it listens and keeps its data (ServiceBase; `tokenSecret` keys the redirection and session tokens), and: */
export interface EventApiConfig extends ServiceBase {
  /** Public base URL of the event form; default http://localhost:<port>. */
  formUrl: string;
  redirectionTokenTtlSeconds: number;
  logLevel: string;
}

/** The configuration from the environment, with explicit values (CLI flags) taking precedence. */
export function resolveEventApiConfig(env: Env, explicit: ExplicitSettings<EventApiConfig> = {}): EventApiConfig {
  const dataDir = path.resolve(explicit.dataDir ?? env.EVENT_API_DATA_DIR ?? path.join(explicit.home ?? defaultHome(env), "event-api"));
  const port = explicit.port ?? (env.EVENT_API_PORT ? integer(env.EVENT_API_PORT, "EVENT_API_PORT", 0, 65535) : DEFAULT_EVENT_API_PORT);
  const ttl = env.EVENT_API_REDIRECTION_TOKEN_TTL;
  const config: EventApiConfig = {
    host: explicit.host ?? env.EVENT_API_HOST ?? DEFAULT_SERVICE_HOST,
    port,
    dataDir,
    database: resolveDatabaseOptions(explicit.databaseUrl ?? env.DATABASE_URL, dataDir),
    formUrl: (explicit.formUrl ?? env.EVENT_API_FORM_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    redirectionTokenTtlSeconds:
      explicit.redirectionTokenTtlSeconds ?? (ttl ? integer(ttl, "EVENT_API_REDIRECTION_TOKEN_TTL", 60, 7 * 86400) : DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS),
    logLevel: explicit.logLevel ?? env.LOG_LEVEL ?? "info",
  };
  const adminToken = explicit.adminToken ?? env.EVENT_API_ADMIN_TOKEN;
  const tokenSecret = explicit.tokenSecret ?? env.EVENT_API_TOKEN_SECRET;
  if (adminToken) config.adminToken = adminToken;
  if (tokenSecret) config.tokenSecret = tokenSecret;
  return config;
}
