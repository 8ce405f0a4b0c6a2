import { readAbciResult, type AbciTxResult } from "./abci-result";
import type { CometRpcClient } from "./comet-rpc-client";

/** The SDK's --broadcast-mode values; `block` waits for the block, through CometBFT's broadcast_tx_commit. */
export const BROADCAST_MODES = ["sync", "async", "block"] as const;
export type BroadcastMode = (typeof BROADCAST_MODES)[number];

/** What the node answered: the CheckTx result (none in async mode), and for `block` the block's result and height. */
export interface BroadcastResult {
  /** Upper-case hex SHA-256 of the transaction bytes. */
  readonly hash: string;
  readonly checkTx?: AbciTxResult;
  readonly block?: { readonly height: bigint; readonly txResult: AbciTxResult };
}

/** Sends TxRaw bytes to CometBFT with broadcast_tx_sync, broadcast_tx_async or broadcast_tx_commit. */
export async function broadcastTx(client: CometRpcClient, mode: BroadcastMode, tx: Uint8Array): Promise<BroadcastResult> {
  const params = { tx: Buffer.from(tx).toString("base64") };
  if (mode === "async") {
    const result = (await client.call("broadcast_tx_async", params)) as { hash?: string };
    return { hash: String(result?.hash ?? "") };
  }
  if (mode === "sync") {
    const result = (await client.call("broadcast_tx_sync", params)) as { hash?: string };
    return { hash: String(result?.hash ?? ""), checkTx: readAbciResult(result, "hex") };
  }
  const result = (await client.call("broadcast_tx_commit", params)) as { hash?: string; height?: string; check_tx?: unknown; tx_result?: unknown };
  const checkTx = readAbciResult(result?.check_tx);
  const hash = String(result?.hash ?? "");
  if (checkTx.code !== 0) return { hash, checkTx };
  return { hash, checkTx, block: { height: BigInt(String(result?.height ?? "0")), txResult: readAbciResult(result?.tx_result) } };
}
