import http from "node:http";

/** CometBFT answered a JSON-RPC call with an error (a tx not found, a bad query, a full mempool…). */
export class CometRpcError extends Error {
  override readonly name = "CometRpcError";

  constructor(
    readonly method: string,
    readonly rpcCode: number,
    /** CometBFT puts the reason in `data` ("tx (AB…) not found"); `message` is the JSON-RPC category. */
    readonly data: string,
  ) {
    super(data !== "" ? data : `CometBFT RPC ${method} failed with code ${rpcCode}`);
  }
}

/** CometBFT could not be reached, or did not answer in time, or answered something that is not JSON-RPC. */
export class CometUnavailableError extends Error {
  override readonly name = "CometUnavailableError";
}

export const DEFAULT_COMET_TIMEOUT_MS = 30_000;

/**
 * The node's client of its own CometBFT's JSON-RPC (http://127.0.0.1:26657; `tcp://` is read as `http://`):
 * broadcasting, transactions, blocks and status for the tx and tendermint services. Keeps connections alive.
 */
export class CometRpc {
  private readonly url: URL;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  private nextId = 1;

  constructor(
    address: string,
    private readonly timeoutMs = DEFAULT_COMET_TIMEOUT_MS,
  ) {
    this.url = new URL(address.replace(/^tcp:\/\//i, "http://"));
    if (this.url.protocol !== "http:") throw new Error(`CometBFT RPC address ${JSON.stringify(address)}: expected http://host:port or tcp://host:port`);
  }

  /** One call; resolves with `result`, rejects with CometRpcError or CometUnavailableError. */
  async call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const body = JSON.stringify({ jsonrpc: "2.0", id: this.nextId++, method, params });
    const answer = await this.post(body, method);
    let envelope: { result?: T; error?: { code?: number; message?: string; data?: unknown } };
    try {
      envelope = JSON.parse(answer);
    } catch {
      throw new CometUnavailableError(`CometBFT answered ${method} with a body that is not JSON`);
    }
    if (envelope.error !== undefined && envelope.error !== null) {
      const { code, message, data } = envelope.error;
      throw new CometRpcError(method, code ?? 0, typeof data === "string" && data !== "" ? data : (message ?? ""));
    }
    if (!("result" in envelope)) throw new CometUnavailableError(`CometBFT answered ${method} without a result`);
    return envelope.result as T;
  }

  close(): void {
    this.agent.destroy();
  }

  private post(body: string, method: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname.replace(/^\[|\]$/g, ""),
          port: this.url.port,
          path: this.url.pathname,
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
          res.on("error", (err) => reject(new CometUnavailableError(`CometBFT ${method}: ${err.message}`)));
        },
      );
      req.setTimeout(this.timeoutMs, () => req.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`)));
      req.on("error", (err) => reject(new CometUnavailableError(`cannot reach CometBFT at ${this.url.origin} (${method}): ${describe(err)}`)));
      req.end(body);
    });
  }
}

/** Node 20 reports a failed dual-stack connect as an AggregateError without a message. */
function describe(err: unknown): string {
  const { message, errors, code } = (err ?? {}) as { message?: unknown; errors?: unknown; code?: unknown };
  if (typeof message === "string" && message !== "") return message;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(describe).join("; ");
  return typeof code === "string" ? code : String(err);
}
