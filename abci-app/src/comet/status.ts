import type { CometRpcClient } from "./rpc-client";
import { rpcBigInt, rpcBool, rpcObject, rpcString, type RpcObject } from "./rpc-json";

/** CometBFT's `status` answer: its three objects as the RPC prints them, and the values read from them. */
export interface NodeStatus {
  readonly nodeInfo: RpcObject;
  readonly syncInfo: RpcObject;
  readonly validatorInfo: RpcObject;
  /** node_info.network; empty if the node did not report it. */
  readonly chainId: string;
  readonly latestBlockHeight: bigint;
  readonly catchingUp: boolean;
}

/** RPC `status`. */
export async function nodeStatus(client: CometRpcClient): Promise<NodeStatus> {
  const result = rpcObject(await client.call("status"), "status result");
  const nodeInfo = rpcObject(result.node_info, "node_info");
  const syncInfo = rpcObject(result.sync_info, "sync_info");
  return {
    nodeInfo,
    syncInfo,
    validatorInfo: rpcObject(result.validator_info ?? {}, "validator_info"),
    chainId: rpcString(nodeInfo.network, "network"),
    latestBlockHeight: rpcBigInt(syncInfo.latest_block_height, "latest_block_height"),
    catchingUp: rpcBool(syncInfo.catching_up, "catching_up"),
  };
}
