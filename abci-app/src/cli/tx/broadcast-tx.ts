import { ErrMempoolIsFull, ErrTxInMempoolCache, ErrTxTooLarge } from "../../types/sdk-errors";
import { blockTime, broadcastTx, RpcError, type BroadcastMode, type CometRpcClient } from "../rpc";
import { sha256 } from "../../types/hash";
import type { MessageRegistry } from "./message-codecs";
import { txRawToJson } from "./tx-json";
import { txResponse, type TxResponseJson } from "./tx-response";

/** CometBFT's mempool refusals, answered as JSON-RPC errors, and the SDK codes its CLI reports them with. */
const MEMPOOL_ERRORS = [
  { text: "tx already exists in cache", kind: ErrTxInMempoolCache },
  { text: "mempool is full", kind: ErrMempoolIsFull },
  { text: "tx too large", kind: ErrTxTooLarge },
];

/**
 * Broadcasts TxRaw bytes in a --broadcast-mode and answers the SDK's TxResponse: the CheckTx result in sync
 * mode, the hash alone in async mode, and in block mode the result in the block with the transaction and the
 * block's time (or the CheckTx result when CheckTx rejected it).
 */
export async function broadcastForResponse(client: CometRpcClient, mode: BroadcastMode, raw: Uint8Array, messages: MessageRegistry): Promise<TxResponseJson> {
  let result;
  try {
    result = await broadcastTx(client, mode, raw);
  } catch (err) {
    const refusal = err instanceof RpcError ? MEMPOOL_ERRORS.find((e) => err.data.toLowerCase().includes(e.text)) : undefined;
    if (refusal === undefined) throw err;
    const log = (err as RpcError).data;
    const hash = Buffer.from(sha256(raw)).toString("hex");
    return txResponse({ hash, result: { code: refusal.kind.code, codespace: refusal.kind.codespace, log, data: new Uint8Array(), info: "", gasWanted: 0n, gasUsed: 0n, events: [] } });
  }
  if (result.block === undefined) return txResponse({ hash: result.hash, ...(result.checkTx === undefined ? {} : { result: result.checkTx }) });
  const { height, txResult } = result.block;
  return txResponse({ hash: result.hash, height, result: txResult, tx: txRawToJson(raw, messages), blockTime: await blockTime(client, height) });
}
