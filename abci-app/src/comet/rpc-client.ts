import type http from "node:http";
import { CometRpcError, CometUnavailableError } from "./errors";
import { keepAliveAgent, postJson, TimeoutError } from "./http-post";
import { parseRpcAddress, type RpcTarget } from "./rpc-address";

const DEFAULT_RPC_TIMEOUT_MS = 30_000;

export interface CometRpcClientOptions {
  /** How long one call may take. */
  readonly timeoutMs?: number;
  /**
   * Gives the client a pool of its own of at most this many kept-alive connections, which close() ends: for a
   * long-lived client (the node's API servers). Without it, calls share Node's global agent.
   */
  readonly maxSockets?: number;
}

/**
 * A CometBFT v0.38 JSON-RPC client over HTTP(S) or a unix socket, used by the CLI (`--node`) and by the node's API
 * servers (their own CometBFT). Each call resolves with the answer's `result`, or rejects with a
 * CometUnavailableError or a CometRpcError whose message names the node and what happened.
 */
export class CometRpcClient {
  private readonly target: RpcTarget;
  private readonly timeoutMs: number;
  private readonly agent: http.Agent | undefined;
  private nextId = 1;

  constructor(
    readonly address: string,
    options: CometRpcClientOptions = {},
  ) {
    this.target = parseRpcAddress(address);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS;
    this.agent = options.maxSockets === undefined ? undefined : keepAliveAgent(this.target, options.maxSockets);
  }

  /** One JSON-RPC 2.0 call. */
  async call(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: "2.0", id: this.nextId++, method, params });
    let answer;
    try {
      answer = await postJson(this.target, body, this.timeoutMs, this.agent);
    } catch (err) {
      if (err instanceof TimeoutError) throw this.unavailable(`did not answer ${method} within ${this.timeoutMs / 1000} s`);
      throw new CometUnavailableError(`cannot reach the node at ${this.address}: ${describeNetworkError(err)}`);
    }
    let envelope: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } | null };
    try {
      envelope = JSON.parse(answer.body);
    } catch {
      throw this.unavailable(`answered ${method} with HTTP ${answer.status} and a body that is not JSON-RPC`);
    }
    if (envelope.error !== undefined && envelope.error !== null) {
      const { code, message, data } = envelope.error;
      throw new CometRpcError(this.address, method, code, message ?? "", typeof data === "string" ? data : "");
    }
    if (answer.status !== 200 || !("result" in envelope)) throw this.unavailable(`answered ${method} with HTTP ${answer.status} and no result`);
    return envelope.result;
  }

  /** Closes the connections of the client's own pool (maxSockets); the client must not be used afterwards. */
  close(): void {
    this.agent?.destroy();
  }

  private unavailable(what: string): CometUnavailableError {
    return new CometUnavailableError(`the node at ${this.address} ${what}`);
  }
}

/**
 * The reason of a failed connection. Duck-typed, because errors of node's own modules may come from another realm
 * (jest's sandbox); and Node 20 reports a failed dual-stack connect ("localhost") as an AggregateError without a message.
 */
function describeNetworkError(err: unknown): string {
  const { message, errors, code } = (err ?? {}) as { message?: unknown; errors?: unknown; code?: unknown };
  if (typeof message === "string" && message !== "") return message;
  if (Array.isArray(errors) && errors.length > 0) return [...new Set(errors.map(describeNetworkError))].join("; ");
  return typeof code === "string" ? code : String(err);
}
