import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { CometRpcError, CometUnavailableError } from "../../../abci-app/src/comet/errors";
import { CometRpcClient } from "../../../abci-app/src/comet/rpc-client";

interface Received {
  readonly body: { jsonrpc: string; id: number; method: string; params: unknown };
  readonly socket: unknown;
}

/** An HTTP server on 127.0.0.1:0 (or a unix socket) that answers each request with `answer`. */
async function startServer(answer: (res: http.ServerResponse, body: Received["body"]) => void, socketPath?: string) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      received.push({ body, socket: req.socket });
      answer(res, body);
    });
  });
  await new Promise<void>((resolve) => (socketPath === undefined ? server.listen(0, "127.0.0.1", resolve) : server.listen(socketPath, resolve)));
  const address = socketPath === undefined ? `tcp://127.0.0.1:${(server.address() as AddressInfo).port}` : `unix://${socketPath}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections());
  return { address, received, close };
}

const json = (res: http.ServerResponse, value: unknown, status = 200) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error("no error")),
    (err: unknown) => err,
  );

describe("CometRpcClient", () => {
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test("posts JSON-RPC 2.0 calls with increasing ids and resolves with the result", async () => {
    server = await startServer((res, body) => json(res, { jsonrpc: "2.0", id: body.id, result: { echo: body.params } }));
    const client = new CometRpcClient(server.address);
    expect(await client.call("status")).toEqual({ echo: {} });
    expect(await client.call("tx", { hash: "AQ==" })).toEqual({ echo: { hash: "AQ==" } });
    expect(server.received.map((r) => r.body)).toEqual([
      { jsonrpc: "2.0", id: 1, method: "status", params: {} },
      { jsonrpc: "2.0", id: 2, method: "tx", params: { hash: "AQ==" } },
    ]);
  });

  test("an RPC error object is a CometRpcError naming the node, with CometBFT's code, message and data", async () => {
    server = await startServer((res, body) =>
      json(res, { jsonrpc: "2.0", id: body.id, error: { code: -32603, message: "Internal error", data: "tx (AB) not found" } }, 500),
    );
    const err = (await failure(new CometRpcClient(server.address).call("tx"))) as CometRpcError;
    expect(err).toBeInstanceOf(CometRpcError);
    expect(err).toMatchObject({ method: "tx", code: -32603, rpcMessage: "Internal error", data: "tx (AB) not found", reason: "tx (AB) not found" });
    expect(err.message).toBe(`the node at ${server.address} answered tx with RPC error -32603 (Internal error): tx (AB) not found`);
  });

  test("without data, the reason is the JSON-RPC message", async () => {
    server = await startServer((res, body) => json(res, { jsonrpc: "2.0", id: body.id, error: { code: -32601, message: "Method not found" } }));
    const err = (await failure(new CometRpcClient(server.address).call("nothing"))) as CometRpcError;
    expect(err.message).toBe(`the node at ${server.address} answered nothing with RPC error -32601 (Method not found)`);
    expect(err.reason).toBe("Method not found");
  });

  test.each([
    [
      "a body that is not JSON",
      (res: http.ServerResponse) => res.writeHead(502).end("<html>bad gateway</html>"),
      "answered status with HTTP 502 and a body that is not JSON-RPC",
    ],
    ["no result", (res: http.ServerResponse) => json(res, { jsonrpc: "2.0", id: 1 }), "answered status with HTTP 200 and no result"],
  ])("an answer with %s is a CometUnavailableError", async (_what, answer, text) => {
    server = await startServer(answer);
    const err = await failure(new CometRpcClient(server.address).call("status"));
    expect(err).toBeInstanceOf(CometUnavailableError);
    expect((err as Error).message).toBe(`the node at ${server.address} ${text}`);
  });

  test("a node that does not listen, or does not answer in time, is a CometUnavailableError naming it", async () => {
    server = await startServer(() => undefined);
    const { address } = server;
    const slow = await failure(new CometRpcClient(address, { timeoutMs: 100 }).call("status"));
    expect(slow).toBeInstanceOf(CometUnavailableError);
    expect((slow as Error).message).toBe(`the node at ${address} did not answer status within 0.1 s`);

    await server.close();
    server = undefined;
    const refused = await failure(new CometRpcClient(address).call("status"));
    expect(refused).toBeInstanceOf(CometUnavailableError);
    expect((refused as Error).message).toMatch(new RegExp(`^cannot reach the node at ${address}: connect ECONNREFUSED 127\\.0\\.0\\.1:\\d+$`));
  });

  test("with a pool of its own (maxSockets), calls reuse one connection, which close() ends", async () => {
    server = await startServer((res, body) => json(res, { jsonrpc: "2.0", id: body.id, result: {} }));
    const client = new CometRpcClient(server.address, { maxSockets: 4 });
    await client.call("status");
    await client.call("status");
    const socket = server.received[0]!.socket as Socket;
    expect(server.received[1]!.socket).toBe(socket);
    const closed = new Promise((resolve) => socket.once("close", () => resolve("closed")));
    client.close();
    expect(await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve("still open"), 1_000))])).toBe("closed");
  });

  test("talks over a unix socket", async () => {
    server = await startServer(
      (res, body) => json(res, { jsonrpc: "2.0", id: body.id, result: "ok" }),
      path.join(os.tmpdir(), `idledger-rpc-${process.pid}.sock`),
    );
    expect(await new CometRpcClient(server.address).call("health")).toBe("ok");
  });
});
