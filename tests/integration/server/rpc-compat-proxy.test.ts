import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { listenRpcCompat, type RunningRpcCompat } from "../../../abci-app/src/server/rpc-compat/server";
import { sinkLogger } from "../../../lib/logger";

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
  readonly headers: http.IncomingHttpHeaders;
}

/** A stand-in for CometBFT's RPC: records each request and answers with `answer`. */
async function fakeUpstream(answer: (seen: Seen) => { status?: number; type?: string; body: string }) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request = { method: req.method!, url: req.url!, body: Buffer.concat(chunks).toString(), headers: req.headers };
      seen.push(request);
      const { status = 200, type = "application/json", body } = answer(request);
      res.writeHead(status, { "content-type": type, "x-upstream": "comet" });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const execTxResult = { code: 5, log: "insufficient funds", events: [{ type: "transfer", attributes: [{ key: "amount", value: "9uhid", index: true }] }] };
const b64 = (text: string) => Buffer.from(text).toString("base64");
const deliverTx = { ...execTxResult, events: [{ type: "transfer", attributes: [{ key: b64("amount"), value: b64("9uhid"), index: true }] }] };

const quiet = sinkLogger("error", () => undefined);

/** The proxy in front of a fake upstream: what reaches the upstream, what comes back, and what is refused before. */
describe("the rpc-compat proxy", () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let proxy: RunningRpcCompat;

  beforeAll(async () => {
    upstream = await fakeUpstream(({ method, url, body }) => {
      if (method === "GET" && url === "/") return { type: "text/html", body: "<a href='//tx?hash=_'>tx</a>" };
      if (method === "GET" && url.startsWith("/tx?"))
        return { body: JSON.stringify({ jsonrpc: "2.0", id: -1, result: { hash: "AB", tx_result: execTxResult } }) };
      if (method === "GET" && url === "/websocket") return { type: "text/plain", body: "no websocket here" };
      if (method === "GET" && url.startsWith("/status")) return { body: JSON.stringify({ jsonrpc: "2.0", id: -1, result: { node_info: { network: "n" } } }) };
      const request = JSON.parse(body);
      const one = (call: { id: unknown; method: string }) =>
        call.method === "tx"
          ? { jsonrpc: "2.0", id: call.id, result: { hash: "AB", tx_result: execTxResult } }
          : call.method === "broadcast_tx_commit"
            ? { jsonrpc: "2.0", id: call.id, result: { check_tx: { code: 0, events: [] }, tx_result: execTxResult, hash: "AB", height: "5" } }
            : { jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "Method not found" } };
      if (!Array.isArray(request) && request.method === "boom") {
        return { status: 500, body: JSON.stringify({ jsonrpc: "2.0", id: request.id, error: { code: -32603, message: "Internal error", data: "boom" } }) };
      }
      return { body: JSON.stringify(Array.isArray(request) ? request.map(one) : one(request)) };
    });
    proxy = await listenRpcCompat({ cometRpc: upstream.url, maxBodyBytes: 1_000, logger: quiet }, "tcp://127.0.0.1:0");
  });

  afterAll(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  const post = (body: string) => fetch(proxy.url, { method: "POST", body, headers: { "content-type": "application/json" } });

  test("a JSON-RPC call goes to CometBFT unchanged and its answer comes back in 0.34's shape", async () => {
    const call = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "broadcast_tx_commit", params: { tx: "CpAB" } });
    const res = await post(call);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-upstream")).toBe("comet");
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 7, result: { check_tx: { code: 0, events: [] }, deliver_tx: deliverTx, hash: "AB", height: "5" } });
    expect(upstream.seen.at(-1)).toMatchObject({ method: "POST", url: "/", body: call });
  });

  test("a batch is answered call by call, each by its id", async () => {
    const res = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: "a", method: "tx", params: {} },
        { jsonrpc: "2.0", id: "b", method: "nope", params: {} },
      ]),
    );
    expect(await res.json()).toEqual([
      { jsonrpc: "2.0", id: "a", result: { hash: "AB", tx_result: deliverTx } },
      { jsonrpc: "2.0", id: "b", error: { code: -32601, message: "Method not found" } },
    ]);
  });

  test("URI GET calls are translated by their path; other pages pass unchanged", async () => {
    const res = await fetch(`${proxy.url}/tx?hash=0xAB&prove=false`);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: -1, result: { hash: "AB", tx_result: deliverTx } });
    expect(upstream.seen.at(-1)).toMatchObject({ method: "GET", url: "/tx?hash=0xAB&prove=false" });
    expect(await (await fetch(`${proxy.url}/status`)).json()).toEqual({ jsonrpc: "2.0", id: -1, result: { node_info: { network: "n" } } });
    const index = await fetch(`${proxy.url}/`);
    expect(index.headers.get("content-type")).toBe("text/html");
    expect(await index.text()).toBe("<a href='//tx?hash=_'>tx</a>");
  });

  test("CometBFT's errors pass through with their status", async () => {
    const res = await post(JSON.stringify({ jsonrpc: "2.0", id: 3, method: "boom", params: {} }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 3, error: { code: -32603, message: "Internal error", data: "boom" } });
  });

  test("a body that is not JSON, or too large, is refused with a JSON-RPC error and never reaches CometBFT", async () => {
    const before = upstream.seen.length;
    const malformed = await post("{ nope");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ id: -1, error: { code: -32700, message: "Parse error" } });

    const large = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "broadcast_tx_sync", params: { tx: "A".repeat(2_000) } }));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: { code: -32600, data: "the request body is larger than 1000 bytes" } });
    expect(upstream.seen.length).toBe(before);
    expect((await fetch(`${proxy.url}/status`)).status).toBe(200);
  });

  test("a malformed HTTP request is answered 400, an upgrade anywhere but /websocket 404, one CometBFT refuses as CometBFT answered", async () => {
    const raw = async (text: string): Promise<string> =>
      new Promise((resolve, reject) => {
        const socket = net.connect(Number(new URL(proxy.url).port), "127.0.0.1", () => socket.write(text));
        let answer = "";
        socket.on("data", (c) => {
          answer += c.toString();
        });
        socket.on("end", () => resolve(answer));
        socket.on("error", reject);
      });
    expect(await raw("NOT HTTP AT ALL\r\n\r\n")).toMatch(/^HTTP\/1.1 400 /);
    const upgrade = "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n";
    expect(await raw(`GET /elsewhere HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`)).toMatch(/^HTTP\/1.1 404 /);
    expect(await raw("GET /websocket HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n\r\n")).toMatch(/^HTTP\/1.1 400 /);

    // The fake upstream answers the upgrade as a plain request (no websocket there): its answer comes back as it is.
    const refused = await raw(`GET /websocket HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`);
    expect(refused).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(refused).toMatch(/\r\nx-upstream: comet\r\n/);
    expect(upstream.seen.at(-1)).toMatchObject({
      method: "GET",
      url: "/websocket",
      headers: { upgrade: "websocket", "sec-websocket-key": expect.any(String) },
    });
  });

  test("with CometBFT unreachable, a call is answered 502 with the call's id, and the proxy keeps serving", async () => {
    const down = await listenRpcCompat({ cometRpc: "http://127.0.0.1:1", maxBodyBytes: 1_000, logger: quiet }, "tcp://127.0.0.1:0");
    try {
      const res = await fetch(down.url, { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 12, method: "status" }) });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({
        id: 12,
        error: { code: -32603, data: expect.stringMatching(/cannot reach CometBFT's RPC at http:\/\/127.0.0.1:1: .*ECONNREFUSED/) },
      });
      expect((await fetch(`${down.url}/health`)).status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
