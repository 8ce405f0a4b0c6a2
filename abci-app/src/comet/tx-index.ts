import type { TxResponse } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { blockTimes } from "./block";
import { CometRpcError } from "./errors";
import type { CometRpcClient } from "./rpc-client";
import { rpcArray, rpcBase64, rpcBigInt, rpcObject, rpcString } from "./rpc-json";
import { txResponse, withBlockTx } from "./tx-response";
import { readTxResult, type TxResult } from "./tx-result";

/** A transaction in a block, as CometBFT's tx indexer returns it (ResultTx). */
export interface IndexedTx {
  /** Upper-case hex. */
  readonly hash: string;
  readonly height: bigint;
  readonly result: TxResult;
  /** The TxRaw bytes. */
  readonly tx: Uint8Array;
}

export interface TxSearch {
  /** A CometBFT query: `message.sender='hid1…' AND tx.height>=3`. */
  readonly query: string;
  /** From 1. */
  readonly page: bigint;
  readonly perPage: bigint;
  /** By height. */
  readonly orderBy: "asc" | "desc";
}

export interface TxSearchPage {
  /** The number of matches over all pages. */
  readonly total: bigint;
  readonly txs: readonly IndexedTx[];
}

/** RPC `tx`: the transaction with this hash (64 hex digits, either case), or undefined when the node has not indexed one. */
export async function txByHash(client: CometRpcClient, hashHex: string): Promise<IndexedTx | undefined> {
  try {
    return readIndexedTx(await client.call("tx", { hash: Buffer.from(hashHex, "hex").toString("base64"), prove: false }));
  } catch (err) {
    if (err instanceof CometRpcError && /^tx \([0-9A-Fa-f]*\) not found/.test(err.reason)) return undefined;
    throw err;
  }
}

/** RPC `tx_search`: one page of the transactions matching a query. */
export async function searchTxs(client: CometRpcClient, search: TxSearch): Promise<TxSearchPage> {
  const params = { query: search.query, prove: false, page: search.page.toString(), per_page: search.perPage.toString(), order_by: search.orderBy };
  const result = rpcObject(await client.call("tx_search", params), "tx_search result");
  return { total: rpcBigInt(result.total_count, "total_count"), txs: rpcArray(result.txs, "txs").map(readIndexedTx) };
}

/** The TxResponses of indexed transactions, with their blocks' times, as the SDK's QueryTx and QueryTxsByEvents build them. */
export async function indexedTxResponses(client: CometRpcClient, txs: readonly IndexedTx[]): Promise<TxResponse[]> {
  const times = await blockTimes(
    client,
    txs.map((t) => t.height),
  );
  return txs.map((t) => withBlockTx(txResponse(t.hash, t.height, t.result), t.tx, times.get(t.height)!));
}

function readIndexedTx(value: unknown): IndexedTx {
  const r = rpcObject(value, "tx result");
  return {
    hash: rpcString(r.hash, "hash").toUpperCase(),
    height: rpcBigInt(r.height, "height"),
    result: readTxResult(r.tx_result, "tx_result"),
    tx: rpcBase64(r.tx, "tx"),
  };
}
