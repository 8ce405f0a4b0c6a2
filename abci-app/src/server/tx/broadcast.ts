import { BroadcastMode, type BroadcastTxRequest, type BroadcastTxResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { broadcast, type BroadcastMode as CometBroadcastMode } from "../../comet/broadcast";
import { CometRpcError } from "../../comet/errors";
import type { CometRpcClient } from "../../comet/rpc-client";
import { ApiError, invalidArgument } from "../api-error";
import { cometStatus } from "../comet-status";
import { GrpcCode } from "../grpc-codes";

const MODES: Partial<Record<BroadcastMode, CometBroadcastMode>> = {
  [BroadcastMode.BROADCAST_MODE_SYNC]: "sync",
  [BroadcastMode.BROADCAST_MODE_ASYNC]: "async",
  // SDK v0.47 refuses BLOCK; idledger keeps it as v0.45 served it: wait for the block (broadcast_tx_commit).
  [BroadcastMode.BROADCAST_MODE_BLOCK]: "block",
};

/**
 * cosmos.tx.v1beta1.Service/BroadcastTx through CometBFT: SYNC answers after CheckTx, ASYNC at once, BLOCK
 * after the block (or CheckTx's refusal). The TxResponse is filled as the SDK fills it for each mode.
 */
export async function broadcastTx(rpc: CometRpcClient, req: BroadcastTxRequest): Promise<BroadcastTxResponse> {
  if (req.txBytes.length === 0) throw invalidArgument("invalid empty tx");
  const mode = MODES[req.mode];
  if (mode === undefined) {
    throw invalidArgument(
      `unsupported broadcast mode ${BroadcastMode[req.mode] ?? req.mode}; supported: BROADCAST_MODE_SYNC, BROADCAST_MODE_ASYNC, BROADCAST_MODE_BLOCK`,
    );
  }
  try {
    return { txResponse: await broadcast(rpc, mode, req.txBytes) };
  } catch (err) {
    if (err instanceof CometRpcError && /timed out waiting for tx/i.test(err.reason)) throw new ApiError(GrpcCode.DeadlineExceeded, err.reason);
    throw cometStatus(err);
  }
}
