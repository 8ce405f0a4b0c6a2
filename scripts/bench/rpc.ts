/**
 * CometBFT JSON-RPC for the node benchmark: POSTs over keep-alive HTTP connections (a new connection per
 * request would cost more than the request), and the commit of each block as the websocket reports it.
 */
import http from "node:http";
import { Comet38Client, WebsocketClient } from "@cosmjs/tendermint-rpc";

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

export class RpcClient {
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
              const reply = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { result?: T; error?: { code: number; message: string; data?: string } };
              if (reply.error !== undefined) reject(new RpcError(method, reply.error.code, reply.error.data ?? reply.error.message));
              else resolve(reply.result as T);
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
