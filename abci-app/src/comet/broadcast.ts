import type { TxResponse } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { sha256 } from "../types/hash";
import { ErrMempoolIsFull, ErrTxInMempoolCache, ErrTxTooLarge } from "../types/sdk-errors";
import { CometRpcError } from "./errors";
import type { CometRpcClient } from "./rpc-client";
import { rpcBigInt, rpcHex, rpcNumber, rpcObject, rpcString } from "./rpc-json";
import { txResponse } from "./tx-response";
import { readTxResult } from "./tx-result";

/** The SDK's broadcast modes. `block` waits for the block (broadcast_tx_commit), as SDK v0.45 did; v0.47 dropped it. */
export const BROADCAST_MODES = ["sync", "async", "block"] as const;
export type BroadcastMode = (typeof BROADCAST_MODES)[number];

const RPC_METHOD: Readonly<Record<BroadcastMode, string>> = { sync: "broadcast_tx_sync", async: "broadcast_tx_async", block: "broadcast_tx_commit" };

// CometBFT's refusals that the SDK reports as a TxResponse with an sdk code rather than as an error (client/broadcast.go).
const MEMPOOL_REFUSALS = [
  { text: "tx already exists in cache", error: ErrTxInMempoolCache },
  { text: "mempool is full", error: ErrMempoolIsFull },
  { text: "tx too large", error: ErrTxTooLarge },
];

/**
 * Sends TxRaw bytes to CometBFT and answers the TxResponse as the SDK fills it for the mode: sync after CheckTx,
 * async at once, block after the block (or CheckTx's refusal). A mempool refusal is a TxResponse too, with the
 * transaction's hash, the SDK's code and CometBFT's words as its log (the SDK leaves the log empty); any other
 * failure rejects.
 */
export async function broadcast(client: CometRpcClient, mode: BroadcastMode, tx: Uint8Array): Promise<TxResponse> {
  let result: unknown;
  try {
    result = await client.call(RPC_METHOD[mode], { tx: Buffer.from(tx).toString("base64") });
  } catch (err) {
    const refused = err instanceof CometRpcError ? mempoolRefusal(err, tx) : undefined;
    if (refused === undefined) throw err;
    return refused;
  }
  return mode === "block" ? committed(result) : accepted(result);
}

/** broadcast_tx_sync / _async (ResultBroadcastTx): code, codespace, data (HexBytes, not base64), log and hash. */
function accepted(value: unknown): TxResponse {
  const r = rpcObject(value, "broadcast result");
  return txResponse(rpcString(r.hash, "hash"), 0n, {
    code: rpcNumber(r.code, "code"),
    codespace: rpcString(r.codespace, "codespace"),
    data: rpcHex(r.data, "data"),
    log: rpcString(r.log, "log"),
    info: "",
    gasWanted: 0n,
    gasUsed: 0n,
    events: [],
  });
}

/** broadcast_tx_commit: the block's result, or CheckTx's when it refused the transaction (height 0 then). */
function committed(value: unknown): TxResponse {
  const r = rpcObject(value, "broadcast_tx_commit result");
  const checkTx = readTxResult(r.check_tx, "check_tx");
  const hash = rpcString(r.hash, "hash");
  const height = rpcBigInt(r.height, "height");
  return txResponse(hash, height, checkTx.code !== 0 ? checkTx : readTxResult(r.tx_result, "tx_result"));
}

function mempoolRefusal(err: CometRpcError, tx: Uint8Array): TxResponse | undefined {
  const reason = err.reason.toLowerCase();
  const refusal = MEMPOOL_REFUSALS.find((r) => reason.includes(r.text));
  if (refusal === undefined) return undefined;
  return txResponse(Buffer.from(sha256(tx)).toString("hex"), 0n, {
    code: refusal.error.code,
    codespace: refusal.error.codespace,
    data: new Uint8Array(),
    log: err.reason,
    info: "",
    gasWanted: 0n,
    gasUsed: 0n,
    events: [],
  });
}
