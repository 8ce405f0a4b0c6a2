import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "../../services/template-api/src/db/migrations";
import type { TemplateApiDatabase } from "../../services/template-api/src/db/schema";
import type { TemplateApiDb } from "../../services/template-api/src/repositories/database";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../services/shared/db";
import { buildTestTemplateApi, sampleTemplate, type RegisteredApp, type TestTemplateApi } from "../harness/template-api";
import { fuzzParameters, fuzzTimeoutMs } from "./fuzz-config";
import { anyText, hostileBodyText, hostileField, hostilePathSegment, withOneFieldHostile } from "./hostile-values";

/** The answer is one docs/template-api.md promises: a success, or a client error in the `{statusCode, message, error}` shape. */
function expectTypedAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode < 300) return;
  const body = response.json();
  expect(body).toEqual({ statusCode: response.statusCode, message: expect.any(Array), error: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  for (const message of body.message) expect(typeof message).toBe("string");
}

/** Text as an HTTP header can carry it: visible ASCII kept, every other character as a \u escape. */
function asHeader(text: string): string {
  return text.replace(/[^\x21-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const TEMPLATE_FIELDS = ["domain", "name", "query", "extra"];

/** A valid template (its name unique per run), or one with a field replaced by a hostile value or left out. */
const templateBody = withOneFieldHostile(
  fc.nat().map((n) => sampleTemplate({ name: `fuzz_${n}` }) as Record<string, unknown>),
  TEMPLATE_FIELDS,
);

/**
 * Hostile input to every route of the template API: bodies, headers, query strings and path ids all get a typed
 * answer (never a 5xx), the service keeps answering, and one app never sees another's templates. `npm test` runs each
 * property briefly; `npm run fuzz` runs them FUZZ_SCALE times longer.
 */
describe("the template API under hostile input (property-based)", () => {
  let database: OpenDatabase<TemplateApiDatabase>;
  let api: TestTemplateApi;
  let alice: RegisteredApp;
  let bob: RegisteredApp;
  let template: string;

  beforeAll(async () => {
    database = await openDatabase<TemplateApiDatabase>({ kind: "pglite" });
    await migrateToLatest(database.db, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE);
    api = await buildTestTemplateApi(database.db as TemplateApiDb);
    [alice, bob] = [await api.registerApp(), await api.registerApp()];
    template = (await api.createTemplate(alice))._id;
  }, 60_000);
  afterAll(async () => {
    await api?.app.close();
    await database?.close();
  });

  it(
    "template bodies: any JSON, a hostile field, deep nesting or no JSON at all gets a typed answer",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            templateBody.map((body) => JSON.stringify(body)),
            hostileBodyText,
          ),
          fc.constantFrom("POST", "PATCH"),
          async (payload, method) => {
            const url = `/api/v1/presentation/template${method === "PATCH" ? `/${template}` : ""}`;
            const headers = { authorization: `Bearer ${alice.accessToken}`, origin: alice.origin, "content-type": "application/json" };
            expectTypedAnswer(await api.app.inject({ method, url, headers, payload }));
          },
        ),
        fuzzParameters(60),
      );
    },
    fuzzTimeoutMs(60_000),
  );

  it(
    "headers, query strings and path ids: a typed answer whatever they hold",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          anyText(0, 200),
          hostilePathSegment,
          fc.dictionary(fc.constantFrom("page", "limit", "x"), anyText(0, 30), { maxKeys: 3 }),
          async (secret, id, query) => {
            expectTypedAnswer(await api.app.inject({ method: "POST", url: "/api/v1/app/oauth", headers: { "x-api-secret-key": asHeader(secret) } }));
            const headers = { authorization: `Bearer ${alice.accessToken}`, origin: alice.origin };
            expectTypedAnswer(await api.app.inject({ method: "GET", url: `/api/v1/presentation/template/${id}`, headers }));
            expectTypedAnswer(await api.app.inject({ method: "GET", url: "/api/v1/presentation/template", query, headers }));
            expectTypedAnswer(
              await api.app.inject({
                method: "GET",
                url: "/api/v1/presentation/template",
                headers: { authorization: `Bearer ${asHeader(secret)}`, origin: alice.origin },
              }),
            );
          },
        ),
        fuzzParameters(40),
      );
    },
    fuzzTimeoutMs(60_000),
  );

  it(
    "admin bodies: a typed answer whatever they hold",
    async () => {
      const appBody = withOneFieldHostile(fc.constant({ name: "Fuzz app", allowedOrigins: ["https://fuzz.example"] } as Record<string, unknown>), [
        "name",
        "allowedOrigins",
        "extra",
      ]);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            appBody.map((b) => JSON.stringify(b)),
            hostileBodyText,
          ),
          async (payload) => {
            const response = await api.app.inject({
              method: "POST",
              url: "/admin/api/v1/apps",
              headers: { authorization: "Bearer test-template-admin-token-0123456789", "content-type": "application/json" },
              payload,
            });
            expectTypedAnswer(response);
            if (response.statusCode === 201) await api.admin("DELETE", `/apps/${response.json().appId}`);
          },
        ),
        fuzzParameters(40),
      );
    },
    fuzzTimeoutMs(60_000),
  );

  it(
    "isolation: through any interleaving of two apps' creates, updates, reads and deletes, neither sees the other's templates",
    async () => {
      const step = fc.record({
        who: fc.constantFrom("alice", "bob"),
        what: fc.constantFrom("create", "update", "read", "delete", "list"),
        pick: fc.nat(),
        value: hostileField,
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.nat(), async (steps, seed) => {
          const owned = { alice: new Set<string>(), bob: new Set<string>() };
          const apps = { alice, bob };
          for (const [i, { who, what, pick, value }] of steps.entries()) {
            const me = apps[who];
            const other = who === "alice" ? "bob" : "alice";
            const theirs = [...owned[other]];
            const target = theirs.length > 0 && pick % 2 === 0 ? theirs[pick % theirs.length]! : [...owned[who]][pick % Math.max(1, owned[who].size)];
            if (what === "create") {
              const created = await api.call(me, "POST", "", sampleTemplate({ name: `iso_${seed}_${i}` }));
              if (created.statusCode === 201) owned[who].add(created.json()._id);
            } else if (what === "list") {
              const listed = await api.call(me, "GET", "?limit=100");
              const ids: string[] = listed.statusCode === 200 ? listed.json().data.map((t: { _id: string }) => t._id) : [];
              for (const id of ids) expect(owned[other].has(id)).toBe(false);
            } else if (target !== undefined) {
              const method = what === "update" ? "PATCH" : what === "read" ? "GET" : "DELETE";
              const response = await api.call(
                me,
                method,
                `/${target}`,
                what === "update" ? { domain: typeof value === "string" ? value : "fuzz.example" } : undefined,
              );
              expectTypedAnswer(response);
              if (owned[other].has(target)) expect(response.statusCode).toBeGreaterThanOrEqual(400);
              if (what === "delete" && response.statusCode === 200) owned[who].delete(target);
            }
          }
          for (const who of ["alice", "bob"] as const) for (const id of owned[who]) await api.call(apps[who], "DELETE", `/${id}`);
        }),
        fuzzParameters(15),
      );
    },
    fuzzTimeoutMs(120_000),
  );
});
