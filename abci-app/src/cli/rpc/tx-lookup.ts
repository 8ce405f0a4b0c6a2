import { readAbciResult, type AbciTxResult } from "./abci-result";
import { RpcError, type CometRpcClient } from "./comet-rpc-client";

/** A transaction in a block, as CometBFT's tx indexer returns it. */
export interface IndexedTx {
  /** Upper-case hex. */
  readonly hash: string;
  readonly height: bigint;
  readonly result: AbciTxResult;
  /** The TxRaw bytes. */
  readonly tx: Uint8Array;
}

export interface TxSearchPage {
  readonly totalCount: number;
  readonly txs: readonly IndexedTx[];
}

/** RPC `tx`: the transaction with this hash (64 hex digits), or undefined when the node has not indexed one. */
export async function getTx(client: CometRpcClient, hashHex: string): Promise<IndexedTx | undefined> {
  try {
    return readIndexedTx(await client.call("tx", { hash: Buffer.from(hashHex, "hex").toString("base64"), prove: false }));
  } catch (err) {
    if (err instanceof RpcError && /^tx \([0-9A-Fa-f]*\) not found/.test(err.data)) return undefined;
    throw err;
  }
}

/** RPC `tx_search`: one page (from 1) of the transactions matching a CometBFT query, oldest first. */
export async function searchTxs(client: CometRpcClient, query: string, page: number, perPage: number): Promise<TxSearchPage> {
  const result = (await client.call("tx_search", { query, prove: false, page: String(page), per_page: String(perPage), order_by: "asc" })) as {
    txs?: unknown[];
    total_count?: string;
  };
  return { totalCount: Number(result?.total_count ?? 0), txs: (result?.txs ?? []).map(readIndexedTx) };
}

/** The time of the block at `height` from its header, as CometBFT prints it (RFC 3339 with nanoseconds). */
export async function blockTime(client: CometRpcClient, height: bigint): Promise<string> {
  const result = (await client.call("header", { height: height.toString() })) as { header?: { time?: string } };
  return String(result?.header?.time ?? "");
}

function readIndexedTx(json: unknown): IndexedTx {
  const r = (json ?? {}) as { hash?: string; height?: string; tx_result?: unknown; tx?: string };
  return {
    hash: String(r.hash ?? "").toUpperCase(),
    height: BigInt(String(r.height ?? "0")),
    result: readAbciResult(r.tx_result),
    tx: new Uint8Array(Buffer.from(String(r.tx ?? ""), "base64")),
  };
}
