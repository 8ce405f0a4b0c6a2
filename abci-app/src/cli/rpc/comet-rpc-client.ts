import { postJson, TimeoutError } from "./http-post";
import { parseNodeAddress, type NodeTarget } from "./node-address";

export interface AbciQueryRequest {
  readonly path: string;
  readonly data: Uint8Array;
  /** 0 (the default) asks for the latest committed height. */
  readonly height?: bigint;
  readonly prove?: boolean;
}

/** CometBFT's ResponseQuery, as the RPC's `abci_query` returns it. */
export interface AbciQueryResponse {
  readonly code: number;
  readonly codespace: string;
  readonly log: string;
  readonly info: string;
  readonly value: Uint8Array;
  readonly height: bigint;
}

export const DEFAULT_RPC_TIMEOUT_MS = 30_000;

/**
 * A minimal CometBFT JSON-RPC client over HTTP (or a unix socket): what the CLI needs of a node. Every failure is
 * an Error whose message says which node and what happened, ready to be printed as the one "Error:" line.
 */
export class CometRpcClient {
  private readonly target: NodeTarget;
  private nextId = 1;

  constructor(
    readonly node: string,
    private readonly timeoutMs = DEFAULT_RPC_TIMEOUT_MS,
  ) {
    this.target = parseNodeAddress(node);
  }

  async abciQuery(request: AbciQueryRequest): Promise<AbciQueryResponse> {
    const result = await this.call("abci_query", {
      path: request.path,
      data: Buffer.from(request.data).toString("hex"),
      height: (request.height ?? 0n).toString(),
      prove: request.prove ?? false,
    });
    const response = (result as { response?: Record<string, unknown> } | null)?.response;
    if (typeof response !== "object" || response === null) throw this.failure("answered abci_query without a response object");
    // CometBFT omits zero values (omitempty): a missing code is 0, a missing value is empty.
    return {
      code: Number(response["code"] ?? 0),
      codespace: String(response["codespace"] ?? ""),
      log: String(response["log"] ?? ""),
      info: String(response["info"] ?? ""),
      value: typeof response["value"] === "string" ? new Uint8Array(Buffer.from(response["value"], "base64")) : new Uint8Array(),
      height: BigInt(String(response["height"] ?? "0")),
    };
  }

  /** One JSON-RPC 2.0 call; returns `result` or throws with the node's error. */
  async call(method: string, params: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    let answer;
    try {
      answer = await postJson(this.target, JSON.stringify({ jsonrpc: "2.0", id, method, params }), this.timeoutMs);
    } catch (err) {
      if (err instanceof TimeoutError) throw this.failure(`did not answer ${method} within ${this.timeoutMs / 1000} s`);
      throw new Error(`cannot reach the node at ${this.node}: ${describeNetworkError(err)}`);
    }
    let envelope: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } };
    try {
      envelope = JSON.parse(answer.body);
    } catch {
      throw this.failure(`answered ${method} with HTTP ${answer.status} and a body that is not JSON-RPC`);
    }
    if (envelope.error !== undefined && envelope.error !== null) {
      const { code, message, data } = envelope.error;
      const detail = typeof data === "string" && data !== "" ? `: ${data}` : "";
      const text = this.failure(`answered ${method} with RPC error ${code ?? "?"} (${message ?? "no message"})${detail}`).message;
      throw new RpcError(text, code, message ?? "", typeof data === "string" ? data : "");
    }
    if (answer.status !== 200 || !("result" in envelope)) throw this.failure(`answered ${method} with HTTP ${answer.status} and no result`);
    return envelope.result;
  }

  private failure(what: string): Error {
    return new Error(`the node at ${this.node} ${what}`);
  }
}

/** The node answered with a JSON-RPC error: CometBFT's code, message and data (e.g. "tx already exists in cache"). */
export class RpcError extends Error {
  override readonly name = "RpcError";

  constructor(
    message: string,
    readonly code: number | undefined,
    readonly rpcMessage: string,
    readonly data: string,
  ) {
    super(message);
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
