import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePorts } from "../../../../scripts/bench/free-ports";
import { AppSigner, PERSONAL_SIGN_VECTOR } from "../../../harness/app-signer";
import { cli, type CliResult } from "../../cli/harness";

describe("idledger event-api", () => {
  let home: string;
  let api: string;
  let stop: (signal: string) => void;
  let running: Promise<CliResult>;
  const run = (...args: string[]) => cli(["--home", home, "event-api", ...args, ...(args[0] === "start" ? [] : ["--api", api])]);

  beforeAll(async () => {
    home = mkdtempSync(path.join(os.tmpdir(), "idledger-event-api-cli-"));
    const [port] = await freePorts(1);
    api = `http://127.0.0.1:${port}`;
    running = cli(["--home", home, "--log-level", "error", "event-api", "start", "--host", "127.0.0.1", "--port", String(port)], {
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
    throw new Error(`the event API did not start: ${JSON.stringify(await Promise.race([running, Promise.resolve("still running")]))}`);
  }, 30_000);

  afterAll(async () => {
    stop?.("SIGTERM");
    await running;
    rmSync(home, { recursive: true, force: true });
  });

  it("registers an app, creates an event from a file, lists, updates, opens and closes it", async () => {
    const signer = new AppSigner();
    // No --admin-token: the CLI reads the token the service wrote into <home>/event-api/admin-token.
    const registered = await run("app", "register", "--name", "Quest app", "--base-url", "https://quest.example", "--wallet-address", signer.address);
    expect(registered.code).toBe(0);
    const appId = registered.stdout.split("\n")[0]!;
    expect(appId).toMatch(/^[0-9a-f]{24}$/);

    const file = path.join(home, "event.json");
    writeFileSync(
      file,
      JSON.stringify({
        projectName: "From a file",
        fromDate: "2026-06-01T00:00:00Z",
        toDate: "2026-07-01T00:00:00Z",
        actions: [
          { type: "INPUT_TEXT", title: "Your name" },
          { type: "HYPERLINK_URL", title: "Read the rules", value: "https://quest.example/rules" },
        ],
      }),
    );
    const created = await run("event", "create", appId, "--file", file, "--slug", "from-a-file", "--open", "-o", "json");
    expect(created.code).toBe(0);
    const event = JSON.parse(created.stdout);
    expect(event).toMatchObject({ appId, slug: "from-a-file", projectStatus: true, projectName: "From a file" });
    expect(event.actions.map((a: { type: string }) => a.type)).toEqual(["INPUT_TEXT", "HYPERLINK_URL"]);

    const listed = await run("event", "list", appId);
    expect(listed.stdout).toContain(`${event._id}  from-a-file  open`);
    expect(listed.stdout).toContain("1. INPUT_TEXT  Your name  (10 points, required)");

    const renamed = await run("event", "update", event._id, "--name", "Renamed", "-o", "json");
    expect(JSON.parse(renamed.stdout)).toMatchObject({ projectName: "Renamed", __v: 1 });
    const added = await run("action", "add", event._id, "--type", "GITHUB_AUTH", "--title", "Your GitHub", "--score", "25", "--optional", "-o", "json");
    expect(JSON.parse(added.stdout).actions.at(-1)).toMatchObject({ type: "GITHUB_AUTH", score: 25, isManadatory: false, order: 3 });
    expect((await run("event", "participants", event._id)).stdout).toBe("no participants yet\n");
    expect((await run("event", "close", event._id)).stdout).toContain("from-a-file  closed");
    expect(JSON.parse((await run("app", "list", "-o", "json")).stdout)).toEqual([expect.objectContaining({ appId, name: "Quest app" })]);
  });

  it("prints the API's error and code and exits 1", async () => {
    const missing = await run("event", "show", "0123456789abcdef01234567");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("Error: The event does not exist for this app; check the eventId (code 4003)\n");
    const wrongToken = await cli(["--home", home, "event-api", "app", "list", "--api", api, "--admin-token", "wrong"]);
    expect(wrongToken.stderr).toContain("(code 4012)");
  });

  it("checks flags before sending anything", async () => {
    const badDate = await run("event", "create", "0123456789abcdef01234567", "--name", "x", "--from", "someday", "--to", "2026-01-01T00:00:00Z");
    expect(badDate.code).not.toBe(0);
    expect(badDate.stderr).toContain("--from must be a date and time");
    const noFields = await run("event", "create", "0123456789abcdef01234567", "--name", "x");
    expect(noFields.stderr).toContain("the event needs fromDate");
  });

  it("says when the event API is not running", async () => {
    const [closedPort] = await freePorts(1);
    const refused = await cli(["--home", home, "event-api", "app", "list", "--api", `http://127.0.0.1:${closedPort}`]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`the event API is not running at http://127.0.0.1:${closedPort}`);
  });

  it("says where the admin token comes from when there is none", async () => {
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), "idledger-no-token-"));
    try {
      const result = await cli(["--home", elsewhere, "event-api", "app", "list", "--api", api]);
      expect(result.stderr).toContain("no admin token: pass --admin-token, set EVENT_API_ADMIN_TOKEN");
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("plays an app's part: new-app-key makes the key, sign-request signs what the event API accepts", async () => {
    const key = JSON.parse((await cli(["event-api", "new-app-key"])).stdout) as { privateKey: string; address: string };
    expect(key.privateKey).toMatch(/^0x[0-9a-f]{64}$/);
    expect(AppSigner.fromHex(key.privateKey).address).toBe(key.address);
    const registered = await run("app", "register", "--name", "Signed", "--base-url", "http://localhost:3000", "--wallet-address", key.address, "-o", "json");
    const { appId } = JSON.parse(registered.stdout) as { appId: string };
    await run("event", "create", appId, "--name", "Signed quest", "--from", "2026-06-01T00:00:00Z", "--to", "2099-01-01T00:00:00Z", "--open");

    const signed = await cli(["event-api", "sign-request", "--key", key.privateKey, JSON.stringify({ appId, metaData: { page: 1, limit: 10 } })]);
    expect(signed.code).toBe(0);
    const body = JSON.parse(signed.stdout);
    // iat (now) and exp (iat + 300 s) are added after the message's own fields.
    expect(Object.keys(body.message)).toEqual(["appId", "metaData", "iat", "exp"]);
    expect(body.message.exp - body.message.iat).toBe(300);
    const answer = await fetch(`${api}/ext/api/v1/app/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
      body: signed.stdout,
    });
    expect(await answer.json()).toMatchObject({ success: true, data: [expect.objectContaining({ projectName: "Signed quest" })] });
  });

  it("sign-request gives the documented test vector, and refuses a bad key or message", async () => {
    // docs/event-api.md, "The exact bytes that are signed": a message with its own iat and exp is signed as it is.
    const { privateKey, message, messageHash, signature } = PERSONAL_SIGN_VECTOR;
    const vector = await cli(["event-api", "sign-request", "--key", privateKey, JSON.stringify(message)]);
    expect(JSON.parse(vector.stdout)).toEqual({ message, messageHash, appsign: signature });
    const badKey = await cli(["event-api", "sign-request", "--key", `0x${"00".repeat(32)}`, "{}"]);
    expect([badKey.code, badKey.stderr]).toEqual([1, "Error: --key: not a secp256k1 private key (0x and 64 hex digits)\n"]);
    const badMessage = await cli(["event-api", "sign-request", "--key", `0x${"11".repeat(32)}`, "[1]"]);
    expect([badMessage.code, badMessage.stderr]).toEqual([1, "Error: message_json: not a JSON object\n"]);
  });
});
