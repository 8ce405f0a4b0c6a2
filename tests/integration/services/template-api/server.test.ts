import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { migrateToLatest, openDatabase } from "../../../../services/shared/db";
import { buildTemplateApi } from "../../../../services/template-api/src/app";
import { resolveTemplateApiConfig } from "../../../../services/template-api/src/config";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "../../../../services/template-api/src/db/migrations";
import type { TemplateApiDb } from "../../../../services/template-api/src/repositories/database";
import { startTemplateApi, type RunningTemplateApi } from "../../../../services/template-api/src/server";
import { freePorts } from "../../../../scripts/bench/free-ports";
import { ADMIN_TOKEN, sampleTemplate, TOKEN_SECRET } from "../../../harness/template-api";

const ORIGIN = "https://verifier.example";

describe("the template API server (startTemplateApi)", () => {
  const dirs: string[] = [];
  let running: RunningTemplateApi | undefined;

  afterEach(async () => {
    await running?.close();
    running = undefined;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function start(dataDir: string) {
    const [port] = await freePorts(1);
    running = await startTemplateApi(resolveTemplateApiConfig({}, { dataDir, port: port!, host: "127.0.0.1", logLevel: "silent" }));
    return running;
  }

  function tempDir(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "idledger-template-api-"));
    dirs.push(dir);
    return dir;
  }

  async function registerAndGetToken(api: RunningTemplateApi): Promise<{ appId: string; token: string }> {
    const registered = await fetch(`${api.url}/admin/api/v1/apps`, {
      method: "POST",
      headers: { authorization: `Bearer ${api.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Kept", allowedOrigins: [ORIGIN] }),
    });
    const { appId, apiSecretKey } = (await registered.json()) as { appId: string; apiSecretKey: string };
    const oauth = await fetch(`${api.url}/api/v1/app/oauth`, { method: "POST", headers: { "x-api-secret-key": apiSecretKey } });
    return { appId, token: ((await oauth.json()) as { access_token: string }).access_token };
  }

  it("makes its secrets on first start (mode 0600); templates, secrets and tokens survive a restart", async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    expect(first.databaseKind).toBe("pglite");
    for (const file of ["admin-token", "token-secret"]) expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dataDir, "admin-token"), "utf8").trim()).toBe(first.adminToken);

    const { token } = await registerAndGetToken(first);
    const headers = { authorization: `Bearer ${token}`, origin: ORIGIN, "content-type": "application/json" };
    const created = await fetch(`${first.url}/api/v1/presentation/template`, { method: "POST", headers, body: JSON.stringify(sampleTemplate()) });
    expect(created.status).toBe(201);
    const template = (await created.json()) as { _id: string };
    await first.close();

    const second = await start(dataDir);
    const read = await fetch(`${second.url}/api/v1/presentation/template/${template._id}`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(template);
  });

  it("serves its OpenAPI description, with every template route and its error answers, and a health check", async () => {
    const api = await start(tempDir());
    const openapi = (await (await fetch(`${api.url}/docs/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(openapi.openapi).toMatch(/^3\./);
    const routes: [string, string, string][] = [
      ["/api/v1/presentation/template", "post", "201"],
      ["/api/v1/presentation/template", "get", "200"],
      ["/api/v1/presentation/template/{templateId}", "get", "200"],
      ["/api/v1/presentation/template/{templateId}", "patch", "200"],
      ["/api/v1/presentation/template/{templateId}", "delete", "200"],
      ["/api/v1/app/oauth", "post", "200"],
    ];
    for (const [route, method, success] of routes) {
      expect(Object.keys(openapi.paths[route]![method]!.responses)).toEqual(expect.arrayContaining([success, "400", "401", "403", "404", "500"]));
    }
    expect(openapi.paths["/admin/api/v1/apps"]!.post).toBeDefined();
    expect(await (await fetch(`${api.url}/health`)).json()).toEqual({ status: "ok" });
  });

  it("answers malformed JSON and an unknown route in its error shape, and keeps running", async () => {
    const api = await start(tempDir());
    const { token } = await registerAndGetToken(api);
    const broken = await fetch(`${api.url}/api/v1/presentation/template`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, origin: ORIGIN, "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    const unknown = await fetch(`${api.url}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404, message: ["Cannot GET /nowhere"], error: "Not Found" });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });

  it("finishes a request in flight when it is closed, then refuses connections", async () => {
    const api = await start(tempDir());
    const { token } = await registerAndGetToken(api);
    const url = new URL(`${api.url}/api/v1/presentation/template`);
    // The request is half sent (headers, part of the body) when the service starts closing.
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { authorization: `Bearer ${token}`, origin: ORIGIN, "content-type": "application/json" },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      });
      request.on("error", reject);
    });
    const body = JSON.stringify(sampleTemplate());
    request.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = api.close();
    running = undefined;
    request.end(body.slice(20));
    const { status, body: answered } = await answer;
    await closing;
    expect(status).toBe(201);
    expect(JSON.parse(answered)).toMatchObject({ name: "alumni_credential_request" });
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });
});

describe("the template API's logs", () => {
  it("writes one JSON line per request and response, with the request id, and logs a 500's cause without answering it", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const database = await openDatabase({ kind: "pglite" });
    await migrateToLatest(database.db, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE);
    const app = await buildTemplateApi({
      db: database.db as TemplateApiDb,
      adminToken: ADMIN_TOKEN,
      tokenSecret: TOKEN_SECRET,
      logger: { level: "info", stream },
    });
    try {
      await app.inject({ method: "GET", url: "/health" });
      const incoming = lines.find((l) => l.msg === "incoming request");
      const completed = lines.find((l) => l.msg === "request completed");
      expect(incoming).toMatchObject({ level: 30, reqId: expect.any(String), req: { method: "GET", url: "/health" } });
      expect(completed).toMatchObject({ reqId: incoming!.reqId, res: { statusCode: 200 }, responseTime: expect.any(Number) });

      const registered = await app.inject({
        method: "POST",
        url: "/admin/api/v1/apps",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { name: "Logged", allowedOrigins: ["*"] },
      });
      const token = (await app.inject({ method: "POST", url: "/api/v1/app/oauth", headers: { "x-api-secret-key": registered.json().apiSecretKey } })).json()
        .access_token;
      const headers = { authorization: `Bearer ${token}`, origin: "https://anywhere.example" };
      const created = await app.inject({ method: "POST", url: "/api/v1/presentation/template", headers, payload: sampleTemplate() });

      // The database goes away: the client gets a bare 500, the log gets the cause.
      await database.close();
      const update = await app.inject({
        method: "PATCH",
        url: `/api/v1/presentation/template/${created.json()._id}`,
        headers,
        payload: { domain: "example.org" },
      });
      expect(update.statusCode).toBe(500);
      expect(update.json()).toEqual({ statusCode: 500, message: ["Error occured at the time of updating"], error: "Internal Server Error" });
      const failed = await app.inject({ method: "GET", url: "/admin/api/v1/apps", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ statusCode: 500, message: ["Internal server error"], error: "Internal Server Error" });
      expect(lines.find((l) => l.msg === "request failed")).toMatchObject({ level: 50, err: { message: expect.any(String) } });
    } finally {
      await app.close();
    }
  });
});
