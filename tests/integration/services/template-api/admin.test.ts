import { expect, it } from "@jest/globals";
import { ADMIN_TOKEN, describeTemplateApi } from "../../../harness/template-api";

const UNKNOWN_APP = "0123456789abcdef01234567";

describeTemplateApi("template API: the admin side", (api) => {
  it("refuses requests without the admin token", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${ADMIN_TOKEN}`]) {
      const response = await api().app.inject({ method: "GET", url: "/admin/api/v1/apps", headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        message: ["the admin API needs the header Authorization: Bearer <admin token>"],
        error: "Unauthorized",
      });
    }
  });

  it("registers an app, shows its API secret once, and keeps only a hash of it", async () => {
    const response = await api().admin("POST", "/apps", {
      name: "Verifier",
      allowedOrigins: ["https://b.example.org/", "https://a.example.org", "https://a.example.org"],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      appId: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Verifier",
      allowedOrigins: ["https://a.example.org", "https://b.example.org"],
      secretVersion: 1,
      apiSecretKey: expect.stringMatching(/^[0-9a-f]{16}\.[A-Za-z0-9_-]{43}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const { apiSecretKey, ...shown } = created;
    expect((await api().admin("GET", `/apps/${created.appId}`)).json()).toEqual(shown);
    expect((await api().admin("GET", "/apps")).json()).toContainEqual(shown);
    const stored = await api().db.selectFrom("template_api_apps").selectAll().where("id", "=", created.appId).executeTakeFirstOrThrow();
    expect(stored.secret_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(JSON.stringify(stored)).not.toContain(apiSecretKey.split(".")[1]);
  });

  it.each([
    [{ name: "x", allowedOrigins: [] }, "allowedOrigins must NOT have fewer than 1 items"],
    [{ name: "x", allowedOrigins: ["https://a.example.org/path"] }, 'allowedOrigins: "https://a.example.org/path" is neither'],
    [{ name: "x", allowedOrigins: ["a.example.org"] }, 'allowedOrigins: "a.example.org" is neither'],
    [{ name: "", allowedOrigins: ["*"] }, "name must NOT have fewer than 1 characters"],
    [{ allowedOrigins: ["*"] }, "name is required"],
    [{ name: "x", allowedOrigins: ["*"], owner: "me" }, "owner is not a known field"],
  ])("refuses the app %j with 400: %s", async (body, message) => {
    const response = await api().admin("POST", "/apps", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.join("\n")).toContain(message);
  });

  it("renames an app and replaces its origins", async () => {
    const { appId } = await api().registerApp();
    const response = await api().admin("PATCH", `/apps/${appId}`, { name: "Renamed", allowedOrigins: ["*"] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ appId, name: "Renamed", allowedOrigins: ["*"], secretVersion: 1 });
  });

  it("deletes an app with its templates", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    expect((await api().admin("DELETE", `/apps/${verifier.appId}`)).json().appId).toBe(verifier.appId);
    expect((await api().admin("GET", `/apps/${verifier.appId}`)).statusCode).toBe(404);
    const left = await api().db.selectFrom("presentation_templates").select("id").where("app_id", "=", verifier.appId).execute();
    expect(left).toEqual([]);
  });

  it("answers 404 for an unknown app on every admin route", async () => {
    const requests: [string, string, object?][] = [
      ["GET", `/apps/${UNKNOWN_APP}`],
      ["PATCH", `/apps/${UNKNOWN_APP}`, { name: "x" }],
      ["POST", `/apps/${UNKNOWN_APP}/secret`],
      ["DELETE", `/apps/${UNKNOWN_APP}`],
      ["GET", "/apps/not-an-id"],
    ];
    for (const [method, url, body] of requests) {
      const response = await api().admin(method as "GET", url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message[0]).toMatch(/^No app found for appId /);
    }
  });
});
