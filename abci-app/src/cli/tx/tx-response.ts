import type { AbciTxResult, RpcEvent } from "../rpc";

/** One entry of the v0.47 message log: a message's index, log and its events without the `index` flags. */
export interface MessageLogJson {
  readonly msg_index: number;
  readonly log: string;
  readonly events: readonly { readonly type: string; readonly attributes: readonly { readonly key: string; readonly value: string }[] }[];
}

/**
 * cosmos.base.abci.v1beta1.TxResponse as the SDK v0.47 CLI prints it (jsonpb with proto names and defaults):
 * 64-bit integers as strings, `data` upper-case hex, `logs` parsed from `raw_log`, `tx` null until the
 * transaction is in a block.
 */
export interface TxResponseJson {
  readonly height: string;
  readonly txhash: string;
  readonly codespace: string;
  readonly code: number;
  readonly data: string;
  readonly raw_log: string;
  readonly logs: readonly MessageLogJson[];
  readonly info: string;
  readonly gas_wanted: string;
  readonly gas_used: string;
  readonly tx: Record<string, unknown> | null;
  readonly timestamp: string;
  readonly events: readonly RpcEvent[];
}

export interface TxResponseParts {
  readonly hash: string;
  /** 0 (the default) until the transaction is in a block. */
  readonly height?: bigint;
  readonly result?: AbciTxResult;
  /** The transaction as Cosmos JSON with its `@type`. */
  readonly tx?: Record<string, unknown>;
  /** The block's time as CometBFT prints it; shown in RFC 3339 seconds, as the SDK does. */
  readonly blockTime?: string;
}

export function txResponse(parts: TxResponseParts): TxResponseJson {
  const r = parts.result;
  return {
    height: (parts.height ?? 0n).toString(),
    txhash: parts.hash.toUpperCase(),
    codespace: r?.codespace ?? "",
    code: r?.code ?? 0,
    data: Buffer.from(r?.data ?? new Uint8Array()).toString("hex").toUpperCase(),
    raw_log: r?.log ?? "",
    logs: parseMessageLogs(r?.log ?? ""),
    info: r?.info ?? "",
    gas_wanted: (r?.gasWanted ?? 0n).toString(),
    gas_used: (r?.gasUsed ?? 0n).toString(),
    tx: parts.tx ?? null,
    timestamp: parts.blockTime === undefined ? "" : rfc3339Seconds(parts.blockTime),
    events: r?.events ?? [],
  };
}

/** The message logs in a raw log, when it is the v0.47 JSON log of a successful transaction; else none. */
export function parseMessageLogs(rawLog: string): MessageLogJson[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawLog);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((entry: { msg_index?: unknown; log?: unknown; events?: unknown }) => ({
    msg_index: Number(entry?.msg_index ?? 0),
    log: String(entry?.log ?? ""),
    events: (Array.isArray(entry?.events) ? entry.events : []).map((e: { type?: unknown; attributes?: unknown }) => ({
      type: String(e?.type ?? ""),
      attributes: (Array.isArray(e?.attributes) ? e.attributes : []).map((a: { key?: unknown; value?: unknown }) => ({
        key: String(a?.key ?? ""),
        value: String(a?.value ?? ""),
      })),
    })),
  }));
}

/** "2026-05-01T09:30:12.482913Z" → "2026-05-01T09:30:12Z": Go's time.RFC3339, which has no fraction of a second. */
export function rfc3339Seconds(time: string): string {
  return time.replace(/\.[0-9]+(?=Z$|[+-][0-9]{2}:[0-9]{2}$)/, "");
}
