/**
 * CometBFT JSON-RPC for the node benchmark: POSTs over keep-alive HTTP connections (a new connection per
 * request would cost more than the request), and the commit of each block as the websocket reports it.
 */
import http from "node:http";
import { Comet38Client, WebsocketClient } from "@cosmjs/tendermint-rpc";
import WebSocket from "ws";

/** A JSON-RPC error response; CometBFT puts the reason (e.g. "mempool is full: …") in `data`. */
export class RpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    readonly data: string,
  ) {
    super(`${method}: ${data || `JSON-RPC error ${code}`}`);
  }
}

/** A JSON-RPC call to CometBFT; the load sends its broadcasts through one. */
export interface RpcCaller {
  call<T>(method: string, params?: Record<string, unknown>): Promise<T>;
  close(): void;
}

type RpcReply<T> = { result?: T; error?: { code: number; message: string; data?: string } };

function settle<T>(method: string, reply: RpcReply<T>, resolve: (value: T) => void, reject: (err: Error) => void): void {
  if (reply.error !== undefined) reject(new RpcError(method, reply.error.code, reply.error.data ?? reply.error.message));
  else resolve(reply.result as T);
}

export class RpcClient implements RpcCaller {
  private readonly agent: http.Agent;
  private readonly url: URL;
  private nextId = 0;

  /** `maxSockets` bounds the connections, so it should be at least the requests kept in flight. */
  constructor(rpcUrl: string, maxSockets: number) {
    this.url = new URL(rpcUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const body = JSON.stringify({ jsonrpc: "2.0", id: ++this.nextId, method, params });
    return new Promise((resolve, reject) => {
      const req = http.request(
        this.url,
        { method: "POST", agent: this.agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            try {
              settle(method, JSON.parse(Buffer.concat(chunks).toString("utf8")) as RpcReply<T>, resolve, reject);
            } catch (err) {
              reject(new Error(`${method}: unreadable response (HTTP ${res.statusCode}): ${(err as Error).message}`));
            }
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * The same calls over CometBFT's websocket (`/websocket`): one connection per request in flight, since CometBFT
 * answers a connection's requests one at a time, in order. Each call waits for an idle connection.
 */
export class WsRpcPool implements RpcCaller {
  private readonly idle: WebSocket[] = [];
  private readonly waiting: ((socket: WebSocket) => void)[] = [];
  private nextId = 0;

  private constructor(private readonly sockets: WebSocket[]) {
    this.idle.push(...sockets);
  }

  static async open(rpcUrl: string, connections: number): Promise<WsRpcPool> {
    const url = `${rpcUrl.replace(/^http/, "ws")}/websocket`;
    const sockets = await Promise.all(
      Array.from(
        { length: connections },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(url, { perMessageDeflate: false });
            socket.once("open", () => {
              socket.off("error", reject);
              // a failed connection also closes, which rejects its call; the event only needs a listener
              socket.on("error", (err) => console.error(`websocket: ${String(err)}`));
              resolve(socket);
            });
            socket.once("error", reject);
          }),
      ),
    );
    return new WsRpcPool(sockets);
  }

  async call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const socket = this.idle.pop() ?? (await new Promise<WebSocket>((resolve) => this.waiting.push(resolve)));
    const id = ++this.nextId;
    try {
      return await new Promise<T>((resolve, reject) => {
        const onMessage = (data: WebSocket.RawData) => {
          const reply = JSON.parse(data.toString()) as RpcReply<T> & { id?: number };
          if (reply.id !== id) return;
          socket.off("message", onMessage);
          socket.off("close", onClose);
          settle(method, reply, resolve, reject);
        };
        const onClose = () => reject(new Error(`${method}: the websocket closed`));
        socket.on("message", onMessage);
        socket.once("close", onClose);
        socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
      });
    } finally {
      const next = this.waiting.shift();
      if (next === undefined) this.idle.push(socket);
      else next(socket);
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }
}

/**
 * When each block from now on was committed, as the websocket reports it. CometBFT publishes NewBlockHeader after
 * the application's Commit, so this is when a block's transactions are confirmed to a client.
 */
export class CommitWatch {
  /** Height → performance.now() on arrival. */
  readonly committedAt = new Map<number, number>();
  private waiters: (() => void)[] = [];
  private readonly socket: WebsocketClient;
  private readonly subscription: { unsubscribe(): void };

  private constructor(rpcUrl: string) {
    this.socket = new WebsocketClient(rpcUrl.replace(/^http/, "ws"), (err) => console.error(`websocket: ${String(err)}`));
    this.subscription = Comet38Client.create(this.socket)
      .subscribeNewBlockHeader()
      .subscribe({
        next: (header) => this.record(header.height),
        error: (err) => console.error(`NewBlockHeader subscription: ${String(err)}`),
      });
  }

  /** Resolves once connected. */
  static async start(rpcUrl: string): Promise<CommitWatch> {
    const watch = new CommitWatch(rpcUrl);
    await watch.socket.connected();
    return watch;
  }

  latestHeight(): number {
    return Math.max(0, ...this.committedAt.keys());
  }

  /** Resolves at the next commit. */
  next(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stop(): void {
    this.subscription.unsubscribe();
    this.socket.disconnect();
  }

  private record(height: number): void {
    this.committedAt.set(height, performance.now());
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
