import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { migrateToLatest, openDatabase, type DatabaseOptions } from "./db";
import { ADMIN_TOKEN_FILE, TOKEN_SECRET_FILE, loadOrCreateSecret } from "./secrets";

/**
 * The services' default listen address: this machine only. Their admin APIs must not face the network unless the
 * operator says so (`--host 0.0.0.0`, or the service's *_HOST variable); only CometBFT's P2P port listens on every
 * interface by default.
 */
export const DEFAULT_SERVICE_HOST = "127.0.0.1";

/** Where and how a service listens and keeps its data; the part of its configuration every service has. */
export interface ServiceBase {
  /** The address to bind; DEFAULT_SERVICE_HOST unless widened. */
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
  /** A URL that reaches it from this machine, e.g. http://127.0.0.1:8080 (loopback also when it is bound to 0.0.0.0). */
  url: string;
  /** The address it is bound to, e.g. http://127.0.0.1:8080, or http://0.0.0.0:8080 when it listens on every interface. */
  boundUrl: string;
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
    return { app, url, boundUrl: boundUrlOf(app), adminToken, databaseKind: database.kind, close: () => app.close() };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * The address the server is bound to, as a URL. Not what `listen` resolves to: for 0.0.0.0 Fastify answers the
 * first address of the machine, loopback, which would hide that every interface is served.
 */
function boundUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === "string") return String(address);
  return `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
}

/** For the start line of a service's log: where it is bound, saying so when that is every interface. */
export function listeningOn(running: Pick<RunningService, "boundUrl">): string {
  const host = new URL(running.boundUrl).hostname;
  return host === "0.0.0.0" || host === "[::]" ? `${running.boundUrl} (every network interface)` : running.boundUrl;
}
