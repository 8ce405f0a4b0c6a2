import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { resolveTemplateApiConfig } from "../../services/template-api/src/config";
import { startTemplateApi, type RunningTemplateApi } from "../../services/template-api/src/server";
import { freePorts } from "../../scripts/bench/free-ports";
import { browserAvailable, launchChromium } from "../harness/browser";
import { sampleTemplate } from "../harness/template-api";

const describeInBrowser = browserAvailable("the template API CORS browser test") ? describe : describe.skip;

/**
 * What the verifier's page runs: POST a template (JSON and a bearer token, so the browser sends a preflight
 * first), then GET the list. Given as source text so that the test's own transpilation cannot change it.
 */
const PAGE_SCRIPT = `async ({ api, token, template }) => {
  const headers = { authorization: "Bearer " + token };
  try {
    const created = await fetch(api + "/api/v1/presentation/template", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(template),
    });
    const createdBody = await created.json();
    const list = await fetch(api + "/api/v1/presentation/template", { headers });
    return { created: created.status, createdBody, listed: list.status, listBody: await list.json() };
  } catch (err) {
    return { failed: err.name + ": " + err.message };
  }
}`;

interface PageResult {
  created?: number;
  createdBody?: { name?: string; message?: string[] };
  listed?: number;
  listBody?: { totalCount?: number };
  failed?: string;
}

/** A page server: one HTML page at /, on its own port, hence its own origin. */
async function servePage(port: number): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Verifier</title><h1>Verifier</h1>");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

describeInBrowser("the template API from a web page in Chromium (CORS)", () => {
  let dataDir: string;
  let api: RunningTemplateApi;
  let browser: Browser;
  const pages: http.Server[] = [];
  let allowedOrigin: string;
  let otherOrigin: string;
  let thirdOrigin: string;

  async function registerApp(allowedOrigins: string[]): Promise<string> {
    const registered = await fetch(`${api.url}/admin/api/v1/apps`, {
      method: "POST",
      headers: { authorization: `Bearer ${api.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Verifier", allowedOrigins }),
    });
    const { apiSecretKey } = (await registered.json()) as { apiSecretKey: string };
    const oauth = await fetch(`${api.url}/api/v1/app/oauth`, { method: "POST", headers: { "x-api-secret-key": apiSecretKey } });
    return ((await oauth.json()) as { access_token: string }).access_token;
  }

  /** Opens `origin`'s page and runs PAGE_SCRIPT in it; collects the requests the browser refused. */
  async function fromPage(origin: string, token: string, name: string): Promise<{ result: PageResult; refused: string[] }> {
    const page: Page = await browser.newPage();
    const refused: string[] = [];
    page.on("requestfailed", (request) => refused.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
    try {
      await page.goto(`${origin}/`);
      const args = { api: api.url, token, template: sampleTemplate({ name }) };
      const result = (await page.evaluate(`(${PAGE_SCRIPT})(${JSON.stringify(args)})`)) as PageResult;
      return { result, refused };
    } finally {
      await page.close();
    }
  }

  async function templatesOf(token: string, origin: string): Promise<number> {
    const list = await fetch(`${api.url}/api/v1/presentation/template`, { headers: { authorization: `Bearer ${token}`, origin } });
    return list.status === 404 ? 0 : ((await list.json()) as { totalCount: number }).totalCount;
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "idledger-template-api-browser-"));
    const [apiPort, allowedPort, otherPort, thirdPort] = await freePorts(4);
    api = await startTemplateApi(resolveTemplateApiConfig({}, { dataDir, host: "127.0.0.1", port: apiPort!, logLevel: "silent" }));
    pages.push(await servePage(allowedPort!), await servePage(otherPort!), await servePage(thirdPort!));
    allowedOrigin = `http://127.0.0.1:${allowedPort}`;
    // No app ever allows otherOrigin.
    otherOrigin = `http://127.0.0.1:${otherPort}`;
    thirdOrigin = `http://127.0.0.1:${thirdPort}`;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    for (const server of pages) await new Promise((resolve) => server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lets a page from the app's origin create and list templates with fetch", async () => {
    const token = await registerApp([allowedOrigin]);
    const { result, refused } = await fromPage(allowedOrigin, token, "from_the_browser");
    expect(refused).toEqual([]);
    expect(result).toEqual({
      created: 201,
      createdBody: expect.objectContaining({ name: "from_the_browser" }),
      listed: 200,
      listBody: expect.objectContaining({ totalCount: 1 }),
    });
  });

  it("lets the browser block a page from an origin no app allows, and nothing is created", async () => {
    const token = await registerApp([allowedOrigin]);
    const { result, refused } = await fromPage(otherOrigin, token, "blocked_by_cors");
    expect(result.failed).toBe("TypeError: Failed to fetch");
    expect(refused).toEqual([expect.stringContaining(`POST ${api.url}/api/v1/presentation/template`)]);
    expect(await templatesOf(token, allowedOrigin)).toBe(0);
  });

  it("shows a page from another app's origin the API's 403, which the page can read", async () => {
    await registerApp([allowedOrigin]);
    const tokenOfAnotherApp = await registerApp([thirdOrigin]);
    // The preflight passes (an app allows this page's origin); the request is then checked against the token's app.
    const { result } = await fromPage(allowedOrigin, tokenOfAnotherApp, "wrong_app");
    expect(result.created).toBe(403);
    expect(result.createdBody?.message?.[0]).toBe("Origin mismatch");
    expect(await templatesOf(tokenOfAnotherApp, thirdOrigin)).toBe(0);
  });
});
