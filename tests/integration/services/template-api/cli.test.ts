import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePorts } from "../../../../scripts/bench/free-ports";
import { sampleTemplate } from "../../../harness/template-api";
import { cli, type CliResult } from "../../cli/harness";

describe("idledger template-api", () => {
  let home: string;
  let api: string;
  let stop: (signal: string) => void;
  let running: Promise<CliResult>;
  const run = (...args: string[]) => cli(["--home", home, "template-api", ...args, "--api", api]);

  beforeAll(async () => {
    home = mkdtempSync(path.join(os.tmpdir(), "idledger-template-api-cli-"));
    const [port] = await freePorts(1);
    api = `http://127.0.0.1:${port}`;
    running = cli(["--home", home, "--log-level", "error", "template-api", "start", "--host", "127.0.0.1", "--port", String(port)], {
      runtime: { waitForShutdown: () => new Promise((resolve) => (stop = resolve)) },
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${api}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the template API did not start: ${JSON.stringify(await Promise.race([running, Promise.resolve("still running")]))}`);
  }, 30_000);

  afterAll(async () => {
    stop?.("SIGTERM");
    const result = await running;
    expect(result.stderr).toContain("template API stopped");
    rmSync(home, { recursive: true, force: true });
  });

  it("registers an app, gets a token that works on the API, rotates the secret and deletes the app", async () => {
    // No --admin-token: the CLI reads the token the service wrote into <home>/template-api/admin-token.
    const registered = await run(
      "app",
      "register",
      "--name",
      "Verifier",
      "--allowed-origin",
      "https://verifier.example",
      "--allowed-origin",
      "http://localhost:3000",
    );
    expect(registered.code).toBe(0);
    const [appId, secret] = registered.stdout.trim().split("\n");
    expect(appId).toMatch(/^[0-9a-f]{24}$/);
    expect(secret).toMatch(/^[0-9a-f]{16}\./);
    expect(registered.stderr).toContain("shown this once");

    const token = await run("token", "--secret-key", secret!);
    expect(token.code).toBe(0);
    const accessToken = token.stdout.trim();
    const created = await fetch(`${api}/api/v1/presentation/template`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify(sampleTemplate()),
    });
    expect(created.status).toBe(201);

    expect((await run("app", "list")).stdout).toBe(`${appId}  Verifier  http://localhost:3000 https://verifier.example  (secret version 1)\n`);
    const updated = JSON.parse((await run("app", "update", appId!, "--allowed-origin", "*", "-o", "json")).stdout);
    expect(updated).toMatchObject({ appId, allowedOrigins: ["*"] });

    const rotated = await run("app", "rotate-secret", appId!, "-o", "json");
    const { apiSecretKey, secretVersion } = JSON.parse(rotated.stdout);
    expect(secretVersion).toBe(2);
    const old = await run("token", "--secret-key", secret!);
    expect(old.code).toBe(1);
    expect(old.stderr).toBe("Error: access_denied (HTTP 401 Unauthorized)\n");
    expect((await cli(["template-api", "token", "--api", api], { env: { TEMPLATE_API_SECRET_KEY: apiSecretKey } })).code).toBe(0);

    expect((await run("app", "delete", appId!)).stdout).toContain(`deleted ${appId}`);
    expect((await run("app", "list")).stdout).toBe("no apps\n");
  });

  it("prints the API's messages and exits 1", async () => {
    const missing = await run("app", "show", "0123456789abcdef01234567");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("Error: No app found for appId 0123456789abcdef01234567 (HTTP 404 Not Found)\n");
    const badOrigin = await run("app", "register", "--name", "x", "--allowed-origin", "verifier.example");
    expect(badOrigin.stderr).toContain('allowedOrigins: "verifier.example" is neither');
    const wrongToken = await cli(["--home", home, "template-api", "app", "list", "--api", api, "--admin-token", "wrong"]);
    expect(wrongToken.stderr).toContain("(HTTP 401 Unauthorized)");
    const noService = await cli(["--home", home, "template-api", "app", "list", "--api", "http://127.0.0.1:1"]);
    expect(noService.stderr).toContain("the template API is not running at http://127.0.0.1:1");
  });
});
