import { expect, it } from "@jest/globals";
import { describeTemplateApi } from "../../../harness/template-api";

describeTemplateApi("template API: CORS", (api) => {
  const preflight = (origin: string, url = "/api/v1/presentation/template", method = "POST") =>
    api().app.inject({
      method: "OPTIONS",
      url,
      headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization,content-type" },
    });

  it("answers a preflight from an origin an app allows, naming the methods and headers", async () => {
    await api().registerApp(["https://allowed.example.org"]);
    const response = await preflight("https://allowed.example.org");
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      "access-control-allow-origin": "https://allowed.example.org",
      "access-control-allow-methods": "GET, POST, PATCH, DELETE",
      "access-control-allow-headers": "Authorization, Content-Type, X-Api-Secret-Key",
      "access-control-max-age": "600",
      vary: expect.stringContaining("Origin"),
    });
    expect((await preflight("https://allowed.example.org", "/api/v1/presentation/template/0123456789abcdef01234567", "PATCH")).statusCode).toBe(204);
  });

  it("refuses a preflight from an origin no app allows, without CORS headers", async () => {
    await api().registerApp(["https://allowed.example.org"]);
    const response = await preflight("https://elsewhere.example.org");
    expect(response.statusCode).toBe(403);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.json()).toEqual({ statusCode: 403, message: ["CORS: no app allows the origin https://elsewhere.example.org"], error: "Forbidden" });
  });

  it("lets the page read answers, errors included, when its origin is allowed", async () => {
    const verifier = await api().registerApp(["https://allowed.example.org"]);
    const refused = await api().call(verifier, "POST", "", { name: "no_query" });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["access-control-allow-origin"]).toBe("https://allowed.example.org");
    const unknown = await api().app.inject({ method: "GET", url: "/api/v1/presentation/template", headers: { origin: "https://elsewhere.example.org" } });
    expect(unknown.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("offers no CORS on the admin API", async () => {
    // (No app of this block allows "*": the tests share one database, and it would let every origin through.)
    await api().registerApp(["https://allowed.example.org"]);
    const response = await preflight("https://allowed.example.org", "/admin/api/v1/apps", "GET");
    expect(response.statusCode).toBe(403);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
