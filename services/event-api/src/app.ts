import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import swagger from "@fastify/swagger";
import type { SignatureLedger } from "./auth/signature-ledger";
import { systemClock, type Clock, type EventApiContext } from "./context";
import { answerFrameworkError, installErrorHandlers } from "./http/error-handler";
import { acceptJsonBodiesOnly } from "./http/json-bodies";
import { MAX_BODY_BYTES, MAX_PATH_PARAM_LENGTH } from "./http/limits";
import { AppCache } from "./repositories/app-cache";
import { AppsRepository } from "./repositories/apps";
import type { EventApiDb } from "./repositories/database";
import { EventsRepository } from "./repositories/events";
import { ExternalUsersRepository } from "./repositories/external-users";
import { ParticipationsRepository } from "./repositories/participations";
import { DatabaseSignatureLedger } from "./repositories/signature-ledger";
import { UsersRepository } from "./repositories/users";
import { adminRoutes } from "./routes/admin";
import { docsRoutes } from "./routes/docs";
import { extRoutes } from "./routes/ext";
import { formApiRoutes, formPageRoutes } from "./routes/form";
import { healthRoutes } from "./routes/health";
import { DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS } from "./tokens/lifetimes";
import { secretCheckGate } from "../../shared/secret-checks";

export interface EventApiOptions {
  db: EventApiDb;
  /**
   * Whether this process alone writes the database (PGlite), so that reads apps repeat can be kept in memory until
   * it writes (see LocalReadCache). Off by default: a PostgreSQL server may be shared by several instances.
   */
  cacheReads?: boolean;
  /** HS256 key for redirection and form-session tokens (at least 32 bytes). */
  tokenSecret: Uint8Array;
  /** Bearer token of the admin API. */
  adminToken: string;
  /** Public base URL of the event form, e.g. https://events.example.org (no trailing slash). */
  formUrl: string;
  redirectionTokenTtlSeconds?: number;
  clock?: Clock;
  signatureLedger?: SignatureLedger;
  logger?: FastifyServerOptions["logger"];
}

/** The event API as a Fastify instance, not yet listening (server.ts listens; tests use inject). */
export async function buildEventApi(options: EventApiOptions): Promise<FastifyInstance> {
  if (options.tokenSecret.length < 32) throw new Error("the token secret must be at least 32 bytes");
  const { db } = options;
  const clock = options.clock ?? systemClock;
  const apps = new AppsRepository(db);
  const ctx: EventApiContext = {
    db,
    apps,
    appCache: new AppCache(apps, () => clock.nowMs()),
    events: new EventsRepository(db, options.cacheReads ?? false),
    users: new UsersRepository(db),
    externalUsers: new ExternalUsersRepository(db),
    participations: new ParticipationsRepository(db),
    signatureLedger: options.signatureLedger ?? new DatabaseSignatureLedger(db, () => clock.nowMs()),
    tokenSecret: options.tokenSecret,
    adminToken: options.adminToken,
    formUrl: options.formUrl.replace(/\/+$/, ""),
    redirectionTokenTtlSeconds: options.redirectionTokenTtlSeconds ?? DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS,
    clock,
    passwordChecks: secretCheckGate(),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  acceptJsonBodiesOnly(app);
  installErrorHandlers(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "idledger event API",
        version: "1",
        description: "Apps list their events and their users' events, and send users to an event form. See docs/event-api.md.",
      },
      components: { securitySchemes: { adminToken: { type: "http", scheme: "bearer" } } },
    },
  });
  await app.register(extRoutes, { ...ctx, prefix: "/ext/api/v1" });
  await app.register(adminRoutes, { ...ctx, prefix: "/admin/api/v1" });
  await app.register(formApiRoutes, { ...ctx, prefix: "/api/v1/form" });
  await app.register(formPageRoutes, { prefix: "/form" });
  await app.register(healthRoutes, ctx);
  await app.register(docsRoutes);
  return app;
}
