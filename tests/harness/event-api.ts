import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach } from "@jest/globals";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../services/event-api/src/db/migrations";
import { describeEachDatabase } from "./databases";
import { buildEventApi } from "../../services/event-api/src/app";
import type { EventApiDb } from "../../services/event-api/src/repositories/database";
import { type AppSigner, validity } from "./app-signer";
import { TestClock } from "./test-clock";

export { TestClock };

export const ADMIN_TOKEN = "test-admin-token-0123456789abcdef";
export const TOKEN_SECRET = new TextEncoder().encode("test-token-secret-0123456789abcdef-0123456789");
export const FORM_URL = "https://events.example.org";

export interface TestEventApi {
  app: FastifyInstance;
  db: EventApiDb;
  clock: TestClock;
  /** A request to the admin API with the admin token. */
  admin(method: InjectOptions["method"], url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** A signed app request: `message` gets iat/exp from the clock unless it has them. */
  signed(path: string, signer: AppSigner, message: object, origin?: string): Promise<LightMyRequestResponse>;
  /** Registers an app and returns its id. */
  registerApp(signer: AppSigner, baseUrl?: string): Promise<string>;
  /** Creates an event (open, running from a day ago to a month ahead unless the body says otherwise). */
  createEvent(appId: string, body?: Record<string, unknown>): Promise<EventBody>;
}

export interface EventBody {
  _id: string;
  slug: string;
  actions: { _id: string; type: string; order: number; score: number; value: string }[];
  [field: string]: unknown;
}

export const APP_ORIGIN = "https://app.example.com";

export async function buildTestEventApi(db: EventApiDb, { cacheReads = false } = {}): Promise<TestEventApi> {
  const clock = new TestClock();
  const app = await buildEventApi({ db, cacheReads, adminToken: ADMIN_TOKEN, tokenSecret: TOKEN_SECRET, formUrl: FORM_URL, clock });
  const api: TestEventApi = {
    app,
    db,
    clock,
    admin: (method, url, payload) =>
      app.inject({ method, url: `/admin/api/v1${url}`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, ...(payload && { payload }) }),
    signed: (path, signer, message, origin = APP_ORIGIN) =>
      app.inject({
        method: "POST",
        url: `/ext/api/v1${path}`,
        headers: { origin },
        payload: signer.sign({ ...validity(clock.nowMs()), ...message }),
      }),
    async registerApp(signer, baseUrl = APP_ORIGIN) {
      const response = await api.admin("POST", "/apps", { name: "Test app", baseUrl, walletAddress: signer.address });
      if (response.statusCode !== 201) throw new Error(`registering an app: ${response.body}`);
      return response.json().data.appId as string;
    },
    async createEvent(appId, body = {}) {
      const day = 86_400_000;
      const response = await api.admin("POST", `/apps/${appId}/events`, {
        projectName: "Launch quest",
        fromDate: new Date(clock.nowMs() - day).toISOString(),
        toDate: new Date(clock.nowMs() + 30 * day).toISOString(),
        projectStatus: true,
        actions: [
          { type: "INPUT_TEXT", title: "Your name", placeHolder: "Ada" },
          { type: "TWITTER_AUTH", title: "Your Twitter account", score: 20 },
          { type: "INFO_TEXT", title: "Read this", value: "Welcome" },
        ],
        ...body,
      });
      if (response.statusCode !== 201) throw new Error(`creating an event: ${response.body}`);
      return response.json().data as EventBody;
    },
  };
  return api;
}

/**
 * `describe` blocks that run `body` against every test database (in-memory PGlite and a real PostgreSQL server),
 * each test with a fresh event API over freshly migrated tables.
 */
export function describeEventApi(name: string, body: (api: () => TestEventApi) => void): void {
  describeEachDatabase(name, eventApiMigrations, EVENT_API_MIGRATION_TABLE, (database) => {
    let current: TestEventApi | undefined;
    beforeEach(async () => {
      current = await buildTestEventApi(database() as EventApiDb);
    });
    afterEach(async () => {
      await current?.app.close();
    });
    body(() => current!);
  });
}
