import { createHash } from "node:crypto";
import { BroadcastMode, type BroadcastTxRequest, type BroadcastTxResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import type { TxResponse } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { ErrMempoolIsFull, ErrTxInMempoolCache, ErrTxTooLarge, RootCodespace } from "../../types/sdk-errors";
import { ApiError, invalidArgument } from "../api-error";
import { cometStatus } from "../comet/status";
import { CometRpcError, type CometRpc } from "../comet/rpc-client";
import { rpcBigInt, rpcHex, rpcNumber, rpcObject, rpcString } from "../comet/rpc-json";
import { GrpcCode } from "../grpc-codes";
import { rpcTxResult, txResponseOf } from "./tx-response";

const RPC_METHOD: Partial<Record<BroadcastMode, string>> = {
  [BroadcastMode.BROADCAST_MODE_SYNC]: "broadcast_tx_sync",
  [BroadcastMode.BROADCAST_MODE_ASYNC]: "broadcast_tx_async",
  // SDK v0.47 refuses BLOCK; idledger keeps it as v0.45 served it: wait for the block (broadcast_tx_commit).
  [BroadcastMode.BROADCAST_MODE_BLOCK]: "broadcast_tx_commit",
};

// CometBFT's refusals that the SDK reports as a TxResponse with an sdk code rather than as an error (client/broadcast.go).
const MEMPOOL_REFUSALS: readonly { readonly text: string; readonly code: number }[] = [
  { text: "tx already exists in cache", code: ErrTxInMempoolCache.code },
  { text: "mempool is full", code: ErrMempoolIsFull.code },
  { text: "tx too large", code: ErrTxTooLarge.code },
];

/**
 * cosmos.tx.v1beta1.Service/BroadcastTx through CometBFT: SYNC answers after CheckTx, ASYNC at once, BLOCK
 * after the block (or CheckTx's refusal). The TxResponse is filled as the SDK fills it for each mode.
 */
export async function broadcastTx(rpc: CometRpc, req: BroadcastTxRequest): Promise<BroadcastTxResponse> {
  if (req.txBytes.length === 0) throw invalidArgument("invalid empty tx");
  const method = RPC_METHOD[req.mode];
  if (method === undefined) {
    throw invalidArgument(`unsupported broadcast mode ${BroadcastMode[req.mode] ?? req.mode}; supported: BROADCAST_MODE_SYNC, BROADCAST_MODE_ASYNC, BROADCAST_MODE_BLOCK`);
  }
  let result: unknown;
  try {
    result = await rpc.call(method, { tx: Buffer.from(req.txBytes).toString("base64") });
  } catch (err) {
    const refused = err instanceof CometRpcError ? mempoolRefusal(err, req.txBytes) : undefined;
    if (refused !== undefined) return { txResponse: refused };
    if (err instanceof CometRpcError && /timed out waiting for tx/i.test(err.message)) throw new ApiError(GrpcCode.DeadlineExceeded, err.message);
    throw cometStatus(err);
  }
  return { txResponse: method === "broadcast_tx_commit" ? committed(result) : accepted(result) };
}

/** broadcast_tx_sync / _async: code, codespace, data (HexBytes), log and hash; no height or gas yet. */
function accepted(value: unknown): TxResponse {
  const r = rpcObject(value, "broadcast result");
  return txResponseOf(rpcString(r.hash, "hash"), 0n, {
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

/** broadcast_tx_commit: the block's result, or CheckTx's when it refused the transaction. */
function committed(value: unknown): TxResponse {
  const r = rpcObject(value, "broadcast_tx_commit result");
  const checkTx = rpcTxResult(r.check_tx, "check_tx");
  const hash = rpcString(r.hash, "hash");
  const height = rpcBigInt(r.height, "height");
  return checkTx.code !== 0 ? txResponseOf(hash, height, checkTx) : txResponseOf(hash, height, rpcTxResult(r.tx_result, "tx_result"));
}

function mempoolRefusal(err: CometRpcError, txBytes: Uint8Array): TxResponse | undefined {
  const text = err.message.toLowerCase();
  const refusal = MEMPOOL_REFUSALS.find((r) => text.includes(r.text));
  if (refusal === undefined) return undefined;
  return txResponseOf(createHash("sha256").update(txBytes).digest("hex"), 0n, {
    code: refusal.code,
    codespace: RootCodespace,
    data: new Uint8Array(),
    log: "",
    info: "",
    gasWanted: 0n,
    gasUsed: 0n,
    events: [],
  });
}
