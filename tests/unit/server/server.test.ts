import { abciQuery } from "../../../abci-app/src/server/abci-query";
import { createRestApp } from "../../../abci-app/src/server/rest/app";
import { grpcService } from "../../../abci-app/src/codec/proto-codec";
import { restGet, restPost } from "../../../abci-app/src/module-kit/rest/route";
import { listenRest } from "../../../abci-app/src/server/rest/server";
import { silentLogger } from "../../../lib/logger";
import { QueryParamsRequest, QueryParamsResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { answered } from "./gateway-harness";

const T = grpcService("/t.Query", { Params: [QueryParamsRequest, QueryParamsResponse], Other: [QueryParamsRequest, QueryParamsResponse] } as const);

const build = (routes = [restGet("/t/params", T.Params)]) =>
  createRestApp({ query: async () => answered(QueryParamsResponse.encode(QueryParamsResponse.fromPartial({})).finish()), routes, logger: silentLogger });

describe("listenRest", () => {
  test.each(["tcp://127.0.0.1:0", "127.0.0.1:0"])("binds %s, reports the URL, and closes", async (address) => {
    const server = await listenRest(build(), address);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${server.url}/t/params`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ params: { send_enabled: [], default_send_enabled: false } });
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/t/params`)).rejects.toThrow();
  });

  test("refuses a unix socket or a malformed address", async () => {
    await expect(listenRest(build(), "unix:///tmp/rest.sock")).rejects.toThrow(/TCP only/);
    await expect(listenRest(build(), "localhost")).rejects.toThrow(/invalid/);
  });

  test("a malformed route table fails when the app is built, naming the path", () => {
    const bad = restGet("/t/:id*/more", T.Params);
    expect(() => build([bad])).toThrow('route path "/t/:id*/more": only the last parameter may take the rest of the path');
  });

  test("two routes on one path fail when the app is built", () => {
    const route = restGet("/t/:a", T.Params);
    const same = restGet("/t/:b", T.Other);
    expect(() => build([route, same])).toThrow("two REST routes for GET /t/:b");
  });
});

describe("abciQuery", () => {
  test("asks the caller for the path, data and height, without a proof", async () => {
    const seen: unknown[] = [];
    const query = abciQuery({
      query: async (req) => {
        seen.push(req);
        return answered(new Uint8Array(), 3n);
      },
    });
    expect((await query("/a.Query/B", Uint8Array.from([1]), 2n)).height).toBe(3n);
    expect(seen).toEqual([{ path: "/a.Query/B", data: Uint8Array.from([1]), height: 2n, prove: false }]);
  });
});

describe("POST bodies", () => {
  const post = restPost("/t/simulate", T.Params);

  test("a body nested deeper than 100 levels is refused 400 before it is parsed; 100 levels reach the request reader", async () => {
    const app = build([post]);
    const deep = await app.inject({ method: "POST", url: "/t/simulate", payload: "[".repeat(101) + "]".repeat(101) });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ code: 3, message: "the request body nests deeper than 100 levels", details: [] });
    const huge = await app.inject({ method: "POST", url: "/t/simulate", payload: "[".repeat(500_000) });
    expect(huge.json().message).toBe("the request body nests deeper than 100 levels");
    const limit = await app.inject({ method: "POST", url: "/t/simulate", payload: "[".repeat(100) + "]".repeat(100) });
    expect(limit.json().message).toMatch(/must be a JSON object/);
  });
});
