import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../services/event-api/src/db/migrations";
import type { EventApiDatabase } from "../../services/event-api/src/db/schema";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../services/shared/db";
import { AppSigner } from "../harness/app-signer";
import { ADMIN_TOKEN, APP_ORIGIN, buildTestEventApi, type EventBody, type TestEventApi } from "../harness/event-api";
import { checkCrossAppScenario, crossAppSteps } from "./event-api/cross-app-model";
import { signedFresh } from "./event-api/fresh-signatures";
import { anyText, hostileBodyText, hostilePathSegment, withOneFieldHostile } from "./hostile-values";
import { expectTypedAnswer, expectTypedRefusal } from "./event-api/typed-answer";
import { fuzzParameters, fuzzTimeoutMs } from "./fuzz-config";

/**
 * Hostile input to every route of the event API: whatever the body, path or content type, the answer is a typed
 * one from docs/event-api.md (never a 5xx or 4010), the service keeps answering, and no app acts for another
 * app's users. `npm test` runs each property briefly; `npm run fuzz` runs them FUZZ_SCALE times longer.
 */
describe("the event API under hostile input (property-based)", () => {
  let database: OpenDatabase<EventApiDatabase>;
  let api: TestEventApi;
  // App A is only ever called, never changed by the admin fuzz (that fuzzes app C), so its requests stay valid.
  const signer = new AppSigner();
  let appId: string;
  let event: EventBody;
  let session: string;
  let otherAppId: string;
  let otherEvent: EventBody;

  beforeAll(async () => {
    database = await openDatabase<EventApiDatabase>({ kind: "pglite" });
    await migrateToLatest(database.db, eventApiMigrations, EVENT_API_MIGRATION_TABLE);
    api = await buildTestEventApi(database.db);
    appId = await api.registerApp(signer);
    event = await api.createEvent(appId);
    const redirection = await signedFresh(api, "/app/user/redirection", signer, {
      appId,
      externalUserId: "fuzz@example.org",
      eventId: event._id,
      isEmail: true,
    });
    const grant = await api.app.inject({
      method: "POST",
      url: "/api/v1/form/grant",
      payload: { slug: event.slug, userRedirectionToken: redirection.json().data.userRedirectionToken },
    });
    session = grant.json().data.sessionToken;
    otherAppId = await api.registerApp(new AppSigner(), "https://other.example");
    otherEvent = await api.createEvent(otherAppId, { projectName: "Other app's event" });
  }, 60_000);

  afterAll(async () => {
    await api?.app.close();
    await database?.close();
  });

  // After every property: the service still answers, and app A's event is still there.
  afterEach(async () => {
    expect((await api.app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    const events = await signedFresh(api, "/app/events", signer, { appId });
    expect(events.statusCode).toBe(200);
    expect(events.json().data.map((e: EventBody) => e._id)).toContain(event._id);
  });

  async function redirectionToken(externalUserId: string): Promise<string> {
    const response = await signedFresh(api, "/app/user/redirection", signer, { appId, externalUserId, eventId: event._id, isEmail: false });
    return response.json().data.userRedirectionToken;
  }

  /** Every route that takes a body, with the headers it needs to get past authentication to the body. */
  function bodyRoutes(): { method: InjectOptions["method"]; url: string; headers: Record<string, string> }[] {
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const action = `/events/${otherEvent._id}/actions/${otherEvent.actions[0]!._id}`;
    return [
      ...["/app/events", "/app/user/events", "/app/user/redirection"].map((path) => ({
        method: "POST" as const,
        url: `/ext/api/v1${path}`,
        headers: { origin: APP_ORIGIN },
      })),
      ...["/grant", "/signup", "/login"].map((path) => ({ method: "POST" as const, url: `/api/v1/form${path}`, headers: {} })),
      { method: "POST", url: `/api/v1/form/${event.slug}/actions/${event.actions[0]!._id}`, headers: { authorization: `Bearer ${session}` } },
      { method: "POST", url: "/admin/api/v1/apps", headers: admin },
      { method: "PATCH", url: `/admin/api/v1/apps/${otherAppId}`, headers: admin },
      { method: "POST", url: `/admin/api/v1/apps/${otherAppId}/events`, headers: admin },
      { method: "PATCH", url: `/admin/api/v1/events/${otherEvent._id}`, headers: admin },
      { method: "POST", url: `/admin/api/v1/events/${otherEvent._id}/actions`, headers: admin },
      { method: "PATCH", url: `/admin/api/v1${action}`, headers: admin },
    ];
  }

  it(
    "answers any raw body text on any route with a typed refusal",
    async () => {
      const routes = bodyRoutes();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), hostileBodyText, async (route, payload) => {
          const response = await api.app.inject({ ...route, headers: { ...route.headers, "content-type": "application/json" }, payload });
          expectTypedRefusal(response);
        }),
        fuzzParameters(60),
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "answers any body that is not JSON with 415, whatever its content type",
    async () => {
      const routes = bodyRoutes();
      const contentType = fc.constantFrom(
        "text/plain",
        "text/plain; charset=utf-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/jsonx",
        "application/octet-stream",
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), contentType, hostileBodyText, async (route, type, payload) => {
          const response = await api.app.inject({ ...route, headers: { ...route.headers, "content-type": type }, payload });
          expectTypedRefusal(response);
          expect(response.statusCode).toBe(415);
        }),
        fuzzParameters(20),
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "answers signed app requests whose fields are hostile with a typed answer",
    async () => {
      const message = withOneFieldHostile(
        fc.record(
          {
            appId: fc.constant(appId),
            externalUserId: fc.oneof(fc.constantFrom("fuzz@example.org", "someone", "Someone@Example.org"), anyText(1, 30)),
            eventId: fc.constantFrom(event._id, otherEvent._id),
            isEmail: fc.boolean(),
            metaData: fc.record({ page: fc.integer({ min: 1, max: 3 }), limit: fc.integer({ min: 1, max: 100 }) }, { requiredKeys: [] }),
          },
          { requiredKeys: ["appId"] },
        ),
        // iat and exp are fresh and valid unless one of them is the hostile field.
        ["appId", "externalUserId", "eventId", "isEmail", "metaData", "iat", "exp"],
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("/app/events", "/app/user/events", "/app/user/redirection"), message, async (path, fields) => {
          expectTypedAnswer(await signedFresh(api, path, signer, fields));
        }),
        fuzzParameters(60),
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "answers form requests whose fields are hostile with a typed answer",
    async () => {
      // Stands for a token the service makes for a fresh app user just before the request is sent.
      const FRESH_TOKEN = "<fresh redirection token>";
      const request = fc.oneof(
        fc.record({
          path: fc.constant("/grant"),
          body: withOneFieldHostile(fc.record({ slug: fc.constant(event.slug), userRedirectionToken: fc.constant(FRESH_TOKEN) }), [
            "slug",
            "userRedirectionToken",
          ]),
        }),
        fc.record({
          path: fc.constantFrom("/signup", "/login"),
          body: withOneFieldHostile(fc.record({ email: fc.emailAddress(), password: anyText(8, 20), userRedirectionToken: fc.constant(FRESH_TOKEN) }), [
            "email",
            "password",
            "userRedirectionToken",
          ]),
        }),
        fc.record({
          path: fc.constant(`/${event.slug}/actions/${event.actions[0]!._id}`),
          body: withOneFieldHostile(fc.record({ value: anyText(0, 30) }), ["value"]),
        }),
      );
      let users = 0;
      await fc.assert(
        fc.asyncProperty(request, async ({ path, body }) => {
          const payload = body.userRedirectionToken === FRESH_TOKEN ? { ...body, userRedirectionToken: await redirectionToken(`form-fuzz-${users++}`) } : body;
          const headers = { authorization: `Bearer ${session}` };
          expectTypedAnswer(await api.app.inject({ method: "POST", url: `/api/v1/form${path}`, headers, payload: JSON.parse(JSON.stringify(payload)) }));
        }),
        fuzzParameters(40),
      );
    },
    fuzzTimeoutMs(60_000),
  );

  it(
    "answers admin requests whose fields are hostile with a typed answer",
    async () => {
      const text = (max: number) => anyText(1, max);
      const action = fc.record(
        {
          type: fc.constantFrom("INPUT_TEXT", "TWITTER_AUTH", "INFO_TEXT", "HYPERLINK_URL"),
          title: text(20),
          order: fc.nat(10_000),
          score: fc.nat(1000),
          isManadatory: fc.boolean(),
          value: text(20),
          placeHolder: text(20),
        },
        { requiredKeys: ["type", "title"] },
      );
      const actionFields = ["type", "title", "order", "score", "isManadatory", "value", "placeHolder", "unknownField"];
      const newEvent = fc.record(
        {
          projectName: text(20),
          fromDate: fc.constant("2026-01-01T00:00:00Z"),
          toDate: fc.constant("2027-01-01T00:00:00Z"),
          projectStatus: fc.boolean(),
          actions: fc.array(action, { maxLength: 3 }),
        },
        { requiredKeys: ["projectName", "fromDate", "toDate"] },
      );
      const eventFields = ["projectName", "fromDate", "toDate", "projectStatus", "actions", "logoUrl", "slug", "unknownField"];
      const request = fc.oneof(
        fc.record({
          method: fc.constant("POST" as const),
          url: fc.constant("/apps"),
          body: withOneFieldHostile(fc.record({ name: text(20), baseUrl: fc.webUrl(), walletAddress: fc.constant(new AppSigner().address) }), [
            "name",
            "baseUrl",
            "walletAddress",
            "unknownField",
          ]),
        }),
        fc.record({
          method: fc.constant("PATCH" as const),
          url: fc.constant(`/apps/${otherAppId}`),
          body: withOneFieldHostile(fc.record({ name: text(20) }), ["name", "baseUrl", "walletAddress"]),
        }),
        fc.record({ method: fc.constant("POST" as const), url: fc.constant(`/apps/${otherAppId}/events`), body: withOneFieldHostile(newEvent, eventFields) }),
        fc.record({
          method: fc.constant("PATCH" as const),
          url: fc.constant(`/events/${otherEvent._id}`),
          body: withOneFieldHostile(fc.record({ projectName: text(20) }), eventFields),
        }),
        fc.record({
          method: fc.constant("POST" as const),
          url: fc.constant(`/events/${otherEvent._id}/actions`),
          body: withOneFieldHostile(action, actionFields),
        }),
        fc.record({
          method: fc.constant("PATCH" as const),
          url: fc.constant(`/events/${otherEvent._id}/actions/${otherEvent.actions[0]!._id}`),
          body: withOneFieldHostile(fc.record({ title: text(20) }), actionFields),
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async ({ method, url, body }) => {
          expectTypedAnswer(await api.admin(method, url, JSON.parse(JSON.stringify(body)) as object));
        }),
        fuzzParameters(40),
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "answers any path segment or query value (bad percent-encoding, NUL, lone surrogates, overlong) with a typed answer",
    async () => {
      const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
      const route = fc.constantFrom<((segment: string) => { url: string; headers: Record<string, string>; page?: boolean })[]>(
        (s: string) => ({ url: `/admin/api/v1/apps/${s}`, headers: admin }),
        (s: string) => ({ url: `/admin/api/v1/events/${s}/participants`, headers: admin }),
        (s: string) => ({ url: `/admin/api/v1/apps/${otherAppId}/events?page=${s}&limit=${s}`, headers: admin }),
        (s: string) => ({ url: `/api/v1/form/${s}/participation`, headers: { authorization: `Bearer ${session}` } }),
        (s: string) => ({ url: `/form/${s}/x`, headers: {}, page: true }),
        (s: string) => ({ url: `/form/assets/${s}`, headers: {}, page: true }),
      );
      await fc.assert(
        fc.asyncProperty(route, hostilePathSegment, async (at, segment) => {
          const { url, headers, page } = at(segment);
          const response = await api.app.inject({ method: "GET", url, headers });
          // A path that normalises to /form/<slug> or an asset is the event form's page: HTML or a script, not JSON.
          if (page && response.statusCode === 200) return;
          expectTypedAnswer(response);
        }),
        fuzzParameters(40),
      );
    },
    fuzzTimeoutMs(30_000),
  );

  it(
    "never lets a session act for another app's user, whatever the interleaving of apps, users and emails",
    async () => {
      await fc.assert(
        fc.asyncProperty(crossAppSteps, (steps) => checkCrossAppScenario(api, steps)),
        fuzzParameters(6),
      );
    },
    fuzzTimeoutMs(60_000),
  );
});
