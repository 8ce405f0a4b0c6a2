import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import { installBoundedJsonParser } from "../../shared/http/json-body";
import { secretCheckGate } from "../../shared/secret-checks";
import { TtlCache } from "../../shared/ttl-cache";
import { AccessTokenVerifier, DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from "./auth/access-token";
import { systemClock, type Clock, type TemplateApiContext } from "./context";
import { answerFrameworkError, installErrorHandlers } from "./http/error-handler";
import { installValidatorCompiler } from "../../shared/http/validator-compiler";
import { AppsRepository } from "./repositories/apps";
import type { TemplateApiDb } from "./repositories/database";
import { TemplatesRepository } from "./repositories/templates";
import { adminRoutes } from "./routes/admin";
import { docsRoutes } from "./routes/docs";
import { healthRoutes } from "./routes/health";
import { publicRoutes } from "./routes/public";
import { DoorLimit } from "../../../lib/door-limit";
import { DEFAULT_LEDGER_URL } from "./config";
import { restLedger, type VerificationLedger } from "./verification/ledger";

/**
 * How many presentations are verified at once, and how many may wait: each costs JSON-LD canonicalization (a few
 * milliseconds of CPU per credential) and ledger reads, and the template reads must keep their pace beside them.
 */
const VERIFICATION_LIMITS = { maxActive: 4, maxWaiting: 32 };

/** How long an app's origins and secret version are reused by authentication before reading them again. */
export const APP_CACHE_TTL_MS = 1_000;

export interface TemplateApiOptions {
  db: TemplateApiDb;
  /**
   * Whether this process alone writes the database (PGlite), so that reads apps repeat can be kept in memory until
   * it writes (see LocalReadCache). Off by default: a PostgreSQL server may be shared by several instances.
   */
  cacheReads?: boolean;
  /** HS256 key of the access tokens (at least 32 bytes). */
  tokenSecret: Uint8Array;
  /** Bearer token of the admin API. */
  adminToken: string;
  accessTokenTtlSeconds?: number;
  /** Where presentation verification reads the ledger; default the REST server of a local node (DEFAULT_LEDGER_URL). */
  ledger?: VerificationLedger;
  clock?: Clock;
  logger?: FastifyServerOptions["logger"];
}

/** The template API as a Fastify instance, not yet listening (server.ts listens; tests use inject). */
export async function buildTemplateApi(options: TemplateApiOptions): Promise<FastifyInstance> {
  if (options.tokenSecret.length < 32) throw new Error("the token secret must be at least 32 bytes");
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const apps = new AppsRepository(db);
  const ctx: TemplateApiContext = {
    db,
    apps,
    appCache: new TtlCache(
      (id) => apps.find(id),
      () => clock.nowMs(),
      APP_CACHE_TTL_MS,
    ),
    templates: new TemplatesRepository(db, options.cacheReads ?? false),
    tokenKey: options.tokenSecret,
    accessTokens: new AccessTokenVerifier(options.tokenSecret),
    secretChecks: secretCheckGate(),
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    adminToken: options.adminToken,
    clock,
    ledger: options.ledger ?? restLedger(DEFAULT_LEDGER_URL),
    verifications: new DoorLimit("presentation verification", VERIFICATION_LIMITS),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    // Node refuses request heads over 16 KiB; up to that, a long template id is answered like any unknown id.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: answerFrameworkError,
  });
  installValidatorCompiler(app, { allErrors: true });
  installBoundedJsonParser(app);
  installErrorHandlers(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "idledger template API",
        version: "1",
        description: "Apps create, list, read, update and delete presentation templates. See docs/template-api.md.",
      },
      components: {
        securitySchemes: {
          accessToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "from POST /api/v1/app/oauth" },
          adminToken: { type: "http", scheme: "bearer" },
        },
      },
    },
  });
  await app.register(publicRoutes, { ...ctx, prefix: "/api/v1" });
  await app.register(adminRoutes, { ...ctx, prefix: "/admin/api/v1" });
  await app.register(healthRoutes, ctx);
  await app.register(docsRoutes);
  return app;
}
