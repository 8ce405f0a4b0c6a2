import http2 from "node:http2";
import { QueryParamsRequest, QueryParamsResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { createGrpcServer, listenGrpc } from "../../../abci-app/src/server/grpc/server";
import { DoorBusyError, DoorLimit } from "../../../lib/door-limit";
import { createRestApp } from "../../../abci-app/src/server/rest/app";
import { listenRest } from "../../../abci-app/src/server/rest/server";
import { bankRestRoutes } from "../../../abci-app/src/modules/bank/rest";
import type { ServiceMethod } from "../../../abci-app/src/server/service-method";
import { silentLogger } from "../../../lib/logger";
import { RawGrpcClient } from "../../../scripts/bench/raw-grpc-client";
import { answered } from "./gateway-harness";

const PARAMS = "/cosmos.bank.v1beta1.Query/Params";

/** A method that answers only when the test says so, counting the calls that reached it. */
function heldMethod() {
  const waiting: (() => void)[] = [];
  let reached = 0;
  const method: ServiceMethod = () =>
    new Promise((resolve) => {
      reached++;
      waiting.push(() => resolve({ value: QueryParamsResponse.encode(QueryParamsResponse.fromPartial({})).finish(), height: 3n }));
    });
  return { method, releaseAll: () => waiting.splice(0).forEach((go) => go()), reached: () => reached };
}

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5000; !condition(); await new Promise((r) => setTimeout(r, 2))) if (Date.now() > deadline) throw new Error("timed out");
}

describe("DoorLimit", () => {
  test("runs at most maxActive at once, lines up maxWaiting more in arrival order, refuses the rest at once", async () => {
    const limit = new DoorLimit("test", { maxActive: 2, maxWaiting: 1 });
    const order: number[] = [];
    const gates: (() => void)[] = [];
    const task = (n: number) => () =>
      new Promise<void>((resolve) => {
        order.push(n);
        gates.push(resolve);
      });
    const runs = [1, 2, 3].map((n) => limit.run(task(n)));
    await expect(limit.run(task(4))).rejects.toBeInstanceOf(DoorBusyError);
    await until(() => order.length === 2);
    expect(limit.load).toEqual({ active: 2, waiting: 1 });
    gates.shift()!();
    await until(() => order.length === 3);
    expect(limit.load).toEqual({ active: 2, waiting: 0 });
    gates.splice(0).forEach((go) => go());
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
    expect(limit.load).toEqual({ active: 0, waiting: 0 });
  });

  test("a call that waits maxWaitMs for a turn is refused busy and leaves the line; the calls behind it keep their turn", async () => {
    const limit = new DoorLimit("test", { maxActive: 1, maxWaiting: 2, maxWaitMs: 50 });
    const release = await limit.acquire();
    const first = limit.acquire();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const second = limit.acquire();
    await expect(first).rejects.toThrow("test had no free turn within 50 ms; retry shortly");
    expect(limit.load).toEqual({ active: 1, waiting: 1 });
    release();
    (await second)();
    expect(limit.load).toEqual({ active: 0, waiting: 0 });
  });

  test("a slot given back twice is given back once", async () => {
    const limit = new DoorLimit("test", { maxActive: 1, maxWaiting: 0 });
    const release = await limit.acquire();
    release();
    release();
    expect(limit.load).toEqual({ active: 0, waiting: 0 });
    (await limit.acquire())();
  });
});

describe("the doors answer a flood beyond their limit with 'server busy'", () => {
  test("gRPC: UNAVAILABLE at once, without running the method; the slot frees once the answer has gone", async () => {
    const held = heldMethod();
    const server = await listenGrpc(
      createGrpcServer({ methods: new Map([[PARAMS, held.method]]), limit: new DoorLimit("gRPC", { maxActive: 1, maxWaiting: 1 }), logger: silentLogger }),
      "127.0.0.1:0",
    );
    const client = new RawGrpcClient(server.address);
    try {
      const request = QueryParamsRequest.encode({}).finish();
      const first = client.call(PARAMS, request);
      const second = client.call(PARAMS, request);
      await until(() => held.reached() === 1);
      const third = await client.call(PARAMS, request);
      expect(third).toMatchObject({ code: 14, details: expect.stringMatching(/^gRPC has 1 at work and 1 waiting; retry shortly: server busy$/) });
      expect(held.reached()).toBe(1);
      held.releaseAll();
      await until(() => held.reached() === 2);
      held.releaseAll();
      expect((await first).code).toBe(0);
      expect((await second).code).toBe(0);
      const after = client.call(PARAMS, request);
      await until(() => held.reached() === 3);
      held.releaseAll();
      expect((await after).code).toBe(0);
    } finally {
      held.releaseAll();
      client.close();
      await server.close();
    }
  });

  test("gRPC: a client that stops reading its answer is cut off after the read deadline, and its slot serves the next call", async () => {
    const big: ServiceMethod = async () => ({ value: new Uint8Array(1024 * 1024).fill(7), height: 3n }); // beyond an HTTP/2 stream window (64 KiB)
    const server = await listenGrpc(
      createGrpcServer({
        methods: new Map([[PARAMS, big]]),
        limit: new DoorLimit("gRPC", { maxActive: 1, maxWaiting: 0 }),
        answerReadDeadlineMs: 300,
        logger: silentLogger,
      }),
      "127.0.0.1:0",
    );
    const stalled = http2.connect(`http://${server.address}`);
    const client = new RawGrpcClient(server.address);
    try {
      const call = () => {
        const stream = stalled.request({ ":method": "POST", ":path": PARAMS, "content-type": "application/grpc", te: "trailers" });
        stream.end(Buffer.alloc(5)); // an empty request message
        return stream;
      };
      const reader = call();
      reader.pause(); // reads nothing
      const reset = new Promise<number | undefined>((resolve) => reader.on("close", () => resolve(reader.rstCode)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await client.call(PARAMS, QueryParamsRequest.encode({}).finish())).toMatchObject({ code: 14 });
      const notReset = new Promise((resolve) => setTimeout(() => resolve("not reset within 3 s"), 3000));
      expect(await Promise.race([reset, notReset])).toBe(http2.constants.NGHTTP2_CANCEL);
      expect(await client.call(PARAMS, QueryParamsRequest.encode({}).finish())).toMatchObject({ code: 0 });
    } finally {
      stalled.destroy();
      client.close();
      await server.close();
    }
  });

  test("REST: 503 with Retry-After and the gateway's error body", async () => {
    const held = heldMethod();
    const app = createRestApp({
      query: async () => answered(new Uint8Array()),
      methods: new Map([[PARAMS, held.method]]),
      routes: bankRestRoutes,
      limit: new DoorLimit("REST", { maxActive: 1, maxWaiting: 0 }),
      logger: silentLogger,
    });
    const server = await listenRest(app, "tcp://127.0.0.1:0");
    try {
      const first = fetch(`${server.url}/cosmos/bank/v1beta1/params`);
      await until(() => held.reached() === 1);
      const busy = await fetch(`${server.url}/cosmos/bank/v1beta1/params`);
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("1");
      expect(await busy.json()).toEqual({ code: 14, message: "REST has 1 at work and 0 waiting; retry shortly: server busy", details: [] });
      held.releaseAll();
      expect((await first).status).toBe(200);
      const after = fetch(`${server.url}/cosmos/bank/v1beta1/params`);
      await until(() => held.reached() === 2);
      held.releaseAll();
      expect((await after).status).toBe(200);
    } finally {
      held.releaseAll();
      await server.close();
    }
  });
});
