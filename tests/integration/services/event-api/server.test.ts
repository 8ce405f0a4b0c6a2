import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { resolveEventApiConfig } from "../../../../services/event-api/src/config";
import { startEventApi, type RunningEventApi } from "../../../../services/event-api/src/server";
import { freePorts } from "../../../../scripts/bench/free-ports";
import { AppSigner, validity } from "../../../harness/app-signer";

describe("the event API server (startEventApi)", () => {
  const dirs: string[] = [];
  let running: RunningEventApi | undefined;

  afterEach(async () => {
    await running?.close();
    running = undefined;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function start(dataDir: string) {
    const [port] = await freePorts(1);
    const config = resolveEventApiConfig({}, { dataDir, port: port!, host: "127.0.0.1", logLevel: "silent" });
    running = await startEventApi(config);
    return running;
  }

  function tempDir(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "idledger-event-api-"));
    dirs.push(dir);
    return dir;
  }

  it("makes its secrets on first start (mode 0600), keeps data and secrets across a restart", async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    expect(first.databaseKind).toBe("pglite");
    const tokenFile = path.join(dataDir, "admin-token");
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, "token-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(tokenFile, "utf8").trim()).toBe(first.adminToken);

    const signer = new AppSigner();
    const headers = { authorization: `Bearer ${first.adminToken}`, "content-type": "application/json" };
    const created = await fetch(`${first.url}/admin/api/v1/apps`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Kept", baseUrl: "https://kept.example", walletAddress: signer.address }),
    });
    const { appId } = ((await created.json()) as { data: { appId: string } }).data;
    const body = JSON.stringify(signer.sign({ appId, ...validity(Date.now()) }));
    const call = (url: string) =>
      fetch(`${url}/ext/api/v1/app/events`, { method: "POST", headers: { "content-type": "application/json", origin: "https://kept.example" }, body });
    expect((await (await call(first.url)).json()) as object).toMatchObject({ code: 4004 });
    await first.close();

    const second = await start(dataDir);
    expect(second.adminToken).toBe(first.adminToken);
    const app = await fetch(`${second.url}/admin/api/v1/apps/${appId}`, { headers });
    expect(((await app.json()) as { data: { name: string } }).data.name).toBe("Kept");
    // The signature used before the restart is still refused.
    expect((await (await call(second.url)).json()) as object).toMatchObject({ code: 4005 });
  });

  it("serves its OpenAPI description and a health check", async () => {
    const api = await start(tempDir());
    const openapi = (await (await fetch(`${api.url}/docs/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(openapi.openapi).toMatch(/^3\./);
    for (const route of ["/ext/api/v1/app/events", "/ext/api/v1/app/user/events", "/ext/api/v1/app/user/redirection"]) {
      expect(Object.keys(openapi.paths[route]!.post!.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "500"]));
    }
    expect(openapi.paths["/admin/api/v1/apps"]!.post).toBeDefined();
    expect(await (await fetch(`${api.url}/health`)).json()).toEqual({ status: "ok" });
  });

  it("answers malformed JSON and an unknown route in its envelope, and keeps running", async () => {
    const api = await start(tempDir());
    const broken = await fetch(`${api.url}/ext/api/v1/app/events`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 4002, success: false, error: true, data: null });
    const unknown = await fetch(`${api.url}/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, error: true });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
  });

  it("finishes a request in flight when it is closed, then refuses connections", async () => {
    const api = await start(tempDir());
    const url = new URL(`${api.url}/ext/api/v1/app/events`);
    // The request is half sent (headers, part of the body) when the service starts closing.
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { "content-type": "application/json" } });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      });
      request.on("error", reject);
    });
    request.write("{");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = api.close();
    running = undefined;
    request.end("}");
    const { status, body } = await answer;
    await closing;
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ code: 4002 });
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });
});
