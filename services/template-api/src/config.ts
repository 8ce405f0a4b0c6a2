import path from "node:path";
import { defaultHome } from "../../../lib/cli-kit/home";
import { resolveDatabaseOptions } from "../../shared/db";
import { DEFAULT_SERVICE_HOST, type ServiceBase } from "../../shared/run-service";
import { integerSetting, type Env, type ExplicitSettings } from "../../shared/settings";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from "./auth/access-token";

export const DEFAULT_TEMPLATE_API_PORT = 8090;
/** A node's REST server, where presentation verification resolves DIDs and reads credential statuses. */
export const DEFAULT_LEDGER_URL = "http://127.0.0.1:1317";

/** Where it listens and keeps its data (ServiceBase; `tokenSecret` is the key of the access tokens), and: */
export interface TemplateApiConfig extends ServiceBase {
  accessTokenTtlSeconds: number;
  logLevel: string;
  /** The ledger's REST server (DID Resolution and ssi queries). */
  ledgerUrl: string;
}

/** The configuration from the environment, with explicit values (CLI flags) taking precedence. */
export function resolveTemplateApiConfig(env: Env, explicit: ExplicitSettings<TemplateApiConfig> = {}): TemplateApiConfig {
  const dataDir = path.resolve(explicit.dataDir ?? env.TEMPLATE_API_DATA_DIR ?? path.join(explicit.home ?? defaultHome(env), "template-api"));
  const ttl = env.TEMPLATE_API_TOKEN_TTL;
  const config: TemplateApiConfig = {
    host: explicit.host ?? env.TEMPLATE_API_HOST ?? DEFAULT_SERVICE_HOST,
    port: explicit.port ?? (env.TEMPLATE_API_PORT ? integerSetting(env.TEMPLATE_API_PORT, "TEMPLATE_API_PORT", 0, 65535) : DEFAULT_TEMPLATE_API_PORT),
    dataDir,
    database: resolveDatabaseOptions(explicit.databaseUrl ?? env.DATABASE_URL, dataDir),
    accessTokenTtlSeconds:
      explicit.accessTokenTtlSeconds ?? (ttl ? integerSetting(ttl, "TEMPLATE_API_TOKEN_TTL", 60, 7 * 86400) : DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    logLevel: explicit.logLevel ?? env.LOG_LEVEL ?? "info",
    ledgerUrl: explicit.ledgerUrl ?? env.TEMPLATE_API_LEDGER_URL ?? DEFAULT_LEDGER_URL,
  };
  const adminToken = explicit.adminToken ?? env.TEMPLATE_API_ADMIN_TOKEN;
  const tokenSecret = explicit.tokenSecret ?? env.TEMPLATE_API_TOKEN_SECRET;
  if (adminToken) config.adminToken = adminToken;
  if (tokenSecret) config.tokenSecret = tokenSecret;
  return config;
}
