import { blockTime, type CometRpcClient, type IndexedTx } from "../rpc";
import type { MessageRegistry } from "./message-codecs";
import { txRawToJson } from "./tx-json";
import { txResponse, type TxResponseJson } from "./tx-response";

/**
 * The TxResponses of transactions found in the tx index, with their blocks' times (one header request per
 * height), as the SDK's `QueryTx` and `QueryTxsByEvents` build them.
 */
export async function indexedTxResponses(client: CometRpcClient, txs: readonly IndexedTx[], messages: MessageRegistry): Promise<TxResponseJson[]> {
  const times = new Map<bigint, string>();
  for (const { height } of txs) if (!times.has(height)) times.set(height, await blockTime(client, height));
  return txs.map((t) => txResponse({ hash: t.hash, height: t.height, result: t.result, tx: txRawToJson(t.tx, messages), blockTime: times.get(t.height)! }));
}
