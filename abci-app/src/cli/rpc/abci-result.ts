/** An event attribute as CometBFT v0.38's RPC prints it (strings, and whether the indexer indexed it). */
export interface RpcEventAttribute {
  readonly key: string;
  readonly value: string;
  readonly index: boolean;
}

export interface RpcEvent {
  readonly type: string;
  readonly attributes: readonly RpcEventAttribute[];
}

/** The result of a transaction in CheckTx (ResponseCheckTx) or in a block (ExecTxResult), as the RPC returns it. */
export interface AbciTxResult {
  readonly code: number;
  readonly codespace: string;
  readonly data: Uint8Array;
  readonly log: string;
  readonly info: string;
  readonly gasWanted: bigint;
  readonly gasUsed: bigint;
  readonly events: readonly RpcEvent[];
}

/**
 * Reads an ABCI result from its RPC JSON. CometBFT leaves zero values out or writes null for them; `data` is
 * base64 in ResponseCheckTx and ExecTxResult, but upper-case hex in broadcast_tx_sync's answer (`dataEncoding`).
 */
export function readAbciResult(json: unknown, dataEncoding: "base64" | "hex" = "base64"): AbciTxResult {
  const r = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  const data = typeof r["data"] === "string" ? r["data"] : "";
  return {
    code: Number(r["code"] ?? 0),
    codespace: String(r["codespace"] ?? ""),
    data: new Uint8Array(Buffer.from(data, dataEncoding)),
    log: String(r["log"] ?? ""),
    info: String(r["info"] ?? ""),
    gasWanted: BigInt(String(r["gas_wanted"] ?? "0")),
    gasUsed: BigInt(String(r["gas_used"] ?? "0")),
    events: Array.isArray(r["events"]) ? r["events"].map(readEvent) : [],
  };
}

function readEvent(json: unknown): RpcEvent {
  const e = (json ?? {}) as { type?: unknown; attributes?: unknown };
  const attributes = Array.isArray(e.attributes) ? e.attributes : [];
  return {
    type: String(e.type ?? ""),
    attributes: attributes.map((a: { key?: unknown; value?: unknown; index?: unknown }) => ({
      key: String(a?.key ?? ""),
      value: String(a?.value ?? ""),
      index: a?.index === true,
    })),
  };
}
