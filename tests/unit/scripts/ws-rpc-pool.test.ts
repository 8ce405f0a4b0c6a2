import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { RpcError, WsRpcPool } from "../../../scripts/bench/rpc";

/**
 * A stand-in for CometBFT's /websocket as the pool relies on it: a connection's requests are answered one at a time,
 * in order. It records how many requests each connection had waiting at once.
 */
async function fakeCometWebsocket(): Promise<{ url: string; mostWaitingOnOneConnection: () => number; close: () => Promise<void> }> {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1", path: "/websocket" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  let mostWaiting = 0;
  server.on("connection", (socket: WebSocket) => {
    let waiting = 0;
    let chain = Promise.resolve();
    socket.on("message", (data) => {
      waiting++;
      mostWaiting = Math.max(mostWaiting, waiting);
      const request = JSON.parse(data.toString()) as { id: number; method: string; params: { tx?: string } };
      chain = chain.then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        waiting--;
        const reply =
          request.params.tx === "full"
            ? { jsonrpc: "2.0", id: request.id, error: { code: -32603, message: "Internal error", data: "mempool is full: number of txs 5000" } }
            : { jsonrpc: "2.0", id: request.id, result: { method: request.method, tx: request.params.tx } };
        socket.send(JSON.stringify(reply));
      });
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    mostWaitingOnOneConnection: () => mostWaiting,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("WsRpcPool: the bench's broadcasts over CometBFT's websocket", () => {
  it("answers every call with its own result, never sending a connection a second request before the first is answered", async () => {
    const comet = await fakeCometWebsocket();
    const pool = await WsRpcPool.open(comet.url, 4);
    try {
      const txs = Array.from({ length: 40 }, (_, i) => `tx${i}`);
      const results = await Promise.all(txs.map((tx) => pool.call<{ method: string; tx: string }>("broadcast_tx_sync", { tx })));
      expect(results).toEqual(txs.map((tx) => ({ method: "broadcast_tx_sync", tx })));
      expect(comet.mostWaitingOnOneConnection()).toBe(1);
    } finally {
      pool.close();
      await comet.close();
    }
  });

  it("turns a JSON-RPC error into an RpcError carrying CometBFT's reason, and the connection serves the next call", async () => {
    const comet = await fakeCometWebsocket();
    const pool = await WsRpcPool.open(comet.url, 1);
    try {
      await expect(pool.call("broadcast_tx_sync", { tx: "full" })).rejects.toEqual(
        new RpcError("broadcast_tx_sync", -32603, "mempool is full: number of txs 5000"),
      );
      await expect(pool.call("broadcast_tx_sync", { tx: "next" })).resolves.toEqual({ method: "broadcast_tx_sync", tx: "next" });
    } finally {
      pool.close();
      await comet.close();
    }
  });
});
