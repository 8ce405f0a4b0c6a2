import { blockTimes } from "../../comet/block";
import { broadcast, type BroadcastMode } from "../../comet/broadcast";
import type { CometRpcClient } from "../../comet/rpc-client";
import { withBlockTx } from "../../comet/tx-response";
import type { MessageRegistry } from "./message-codecs";
import { txResponseJson, type TxResponseJson } from "./tx-response";

/**
 * Broadcasts TxRaw bytes in a --broadcast-mode and answers the SDK's TxResponse: the CheckTx result in sync
 * mode, the hash alone in async mode, and in block mode the result in the block with the transaction and the
 * block's time, as `q tx` prints it (or the CheckTx result when CheckTx refused it).
 */
export async function broadcastForResponse(client: CometRpcClient, mode: BroadcastMode, raw: Uint8Array, messages: MessageRegistry): Promise<TxResponseJson> {
  const response = await broadcast(client, mode, raw);
  // Height 0 in block mode: CheckTx refused the transaction, it is in no block.
  if (mode !== "block" || response.height === 0n) return txResponseJson(response, messages);
  const times = await blockTimes(client, [response.height]);
  return txResponseJson(withBlockTx(response, raw, times.get(response.height)!), messages);
}
