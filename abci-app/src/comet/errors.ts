/**
 * The node answered a call with a JSON-RPC error object. The message names the node, the method and all CometBFT
 * said; `reason` is CometBFT's own words, which callers match ("tx (AB…) not found", "tx already exists in cache").
 */
export class CometRpcError extends Error {
  override readonly name = "CometRpcError";

  constructor(
    readonly address: string,
    readonly method: string,
    readonly code: number | undefined,
    /** The JSON-RPC category: "Internal error", "Invalid params"… */
    readonly rpcMessage: string,
    /** Where CometBFT puts the reason; may be empty. */
    readonly data: string,
  ) {
    super(`the node at ${address} answered ${method} with RPC error ${code ?? "?"} (${rpcMessage || "no message"})${data === "" ? "" : `: ${data}`}`);
  }

  /** `data` when CometBFT gave one, else the JSON-RPC message. */
  get reason(): string {
    return this.data || this.rpcMessage || this.message;
  }
}

/** The node could not be reached, did not answer in time, or answered something that is not JSON-RPC. */
export class CometUnavailableError extends Error {
  override readonly name = "CometUnavailableError";
}
