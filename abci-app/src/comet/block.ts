import type { Block } from "cosmjs-types/tendermint/types/block";
import type { BlockID } from "cosmjs-types/tendermint/types/types";
import { blockFromRpc, blockIdFromRpc } from "./block-json";
import type { CometRpcClient } from "./rpc-client";
import { rfc3339Seconds, rpcObject } from "./rpc-json";

/** RPC `block`: the block at `height` (the latest when undefined) and its ID, as protobuf. */
export async function getBlock(client: CometRpcClient, height?: bigint): Promise<{ blockId: BlockID; block: Block }> {
  const result = rpcObject(await client.call("block", height === undefined ? {} : { height: height.toString() }), "block result");
  return { blockId: blockIdFromRpc(result.block_id), block: blockFromRpc(result.block) };
}

/** The time of each block, as a TxResponse's `timestamp` (RFC 3339, whole seconds); one RPC `header` per height. */
export async function blockTimes(client: CometRpcClient, heights: Iterable<bigint>): Promise<Map<bigint, string>> {
  const unique = [...new Set(heights)];
  const times = await Promise.all(
    unique.map(async (height) => {
      const result = rpcObject(await client.call("header", { height: height.toString() }), "header result");
      return rfc3339Seconds(rpcObject(result.header, "header").time, "header.time");
    }),
  );
  return new Map(unique.map((height, i) => [height, times[i]!]));
}
