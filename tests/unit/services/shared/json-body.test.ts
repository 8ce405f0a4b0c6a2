import { describe, expect, it } from "@jest/globals";
import Fastify from "fastify";
import { installBoundedJsonParser, jsonNestingDepth } from "../../../../services/shared/http/json-body";

describe("jsonNestingDepth", () => {
  it.each([
    ["1", 0],
    ['"[[["', 0],
    ["[]", 1],
    ['{"a":[{"b":[]}]}', 4],
    ['["\\"[", [1]]', 2],
    ['{"k\\\\":[[]]}', 3],
  ])("%s nests %i deep", (text, depth) => {
    expect(jsonNestingDepth(text, 100)).toBe(depth);
  });

  it("stops counting one level past the limit", () => {
    expect(jsonNestingDepth("[".repeat(1_000_000), 10)).toBe(11);
  });
});

describe("installBoundedJsonParser", () => {
  async function server() {
    const app = Fastify();
    installBoundedJsonParser(app, 8);
    app.post("/", async (request) => ({ got: request.body }));
    await app.ready();
    return app;
  }

  it("parses a body up to the limit as Fastify would", async () => {
    const app = await server();
    const body = "[".repeat(8) + "]".repeat(8);
    const res = await app.inject({ method: "POST", url: "/", headers: { "content-type": "application/json" }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: JSON.parse(body) });
  });

  it("refuses a body one level deeper with 400 and never parses it", async () => {
    const app = await server();
    const res = await app.inject({
      method: "POST",
      url: "/",
      headers: { "content-type": "application/json" },
      payload: "[".repeat(500_000) + "]".repeat(500_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "IDL_ERR_JSON_TOO_DEEP", message: "the JSON body nests deeper than 8 levels" });
  });

  it("keeps Fastify's prototype-poisoning protection", async () => {
    const app = await server();
    const res = await app.inject({ method: "POST", url: "/", headers: { "content-type": "application/json" }, payload: '{"__proto__":{"x":1}}' });
    expect(res.statusCode).toBe(400);
  });
});
