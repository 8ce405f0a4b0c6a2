import os from "node:os";
import path from "node:path";
import { integerSetting, type Env } from "../../shared/settings";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from "./auth/access-token";

export const DEFAULT_TEMPLATE_API_PORT = 8090;

export interface TemplateApiConfig {
  host: string;
  port: number;
  /** Holds the PGlite database (unless databaseUrl is set) and the generated secrets. */
  dataDir: string;
  /** postgres://… selects a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Admin bearer token; generated into <dataDir>/admin-token when not given. */
  adminToken?: string;
  /** HS256 key of the access tokens; generated into <dataDir>/token-secret when not given. */
  tokenSecret?: string;
  accessTokenTtlSeconds: number;
  logLevel: string;
}

export function defaultTemplateApiDataDir(env: Env): string {
  return path.join(env.IDLEDGER_HOME ?? path.join(os.homedir(), ".idledger"), "template-api");
}

/** The configuration from the environment, with explicit values (CLI flags) taking precedence. */
export function resolveTemplateApiConfig(env: Env, explicit: Partial<TemplateApiConfig> = {}): TemplateApiConfig {
  const ttl = env.TEMPLATE_API_TOKEN_TTL;
  const config: TemplateApiConfig = {
    host: explicit.host ?? env.TEMPLATE_API_HOST ?? "0.0.0.0",
    port: explicit.port ?? (env.TEMPLATE_API_PORT ? integerSetting(env.TEMPLATE_API_PORT, "TEMPLATE_API_PORT", 0, 65535) : DEFAULT_TEMPLATE_API_PORT),
    dataDir: path.resolve(explicit.dataDir ?? env.TEMPLATE_API_DATA_DIR ?? defaultTemplateApiDataDir(env)),
    accessTokenTtlSeconds:
      explicit.accessTokenTtlSeconds ?? (ttl ? integerSetting(ttl, "TEMPLATE_API_TOKEN_TTL", 60, 7 * 86400) : DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    logLevel: explicit.logLevel ?? env.LOG_LEVEL ?? "info",
  };
  const databaseUrl = explicit.databaseUrl ?? env.DATABASE_URL;
  const adminToken = explicit.adminToken ?? env.TEMPLATE_API_ADMIN_TOKEN;
  const tokenSecret = explicit.tokenSecret ?? env.TEMPLATE_API_TOKEN_SECRET;
  if (databaseUrl) config.databaseUrl = databaseUrl;
  if (adminToken) config.adminToken = adminToken;
  if (tokenSecret) config.tokenSecret = tokenSecret;
  return config;
}
