import type { CometRpcClient } from "./comet-rpc-client";

/** CometBFT's `status` answer, as its RPC prints it: node_info, sync_info, validator_info. */
export interface NodeStatus {
  readonly node_info: Record<string, unknown> & { readonly network?: string };
  readonly sync_info: Record<string, unknown> & { readonly latest_block_height?: string };
  readonly validator_info: Record<string, unknown>;
}

export async function nodeStatus(client: CometRpcClient): Promise<NodeStatus> {
  const result = (await client.call("status", {})) as Partial<NodeStatus> | null;
  if (typeof result?.node_info !== "object" || typeof result?.sync_info !== "object") {
    throw new Error(`the node at ${client.node} answered status without node_info and sync_info`);
  }
  return { node_info: result.node_info, sync_info: result.sync_info, validator_info: result.validator_info ?? {} };
}

/** The chain ID the node serves (node_info.network). */
export async function nodeChainId(client: CometRpcClient): Promise<string> {
  const { node_info } = await nodeStatus(client);
  if (typeof node_info.network !== "string" || node_info.network === "") throw new Error(`the node at ${client.node} did not report its chain ID`);
  return node_info.network;
}
