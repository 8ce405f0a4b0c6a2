import type { CometRpc } from "../comet/rpc-client";
import { rfc3339Seconds, rpcObject } from "../comet/rpc-json";

/** The time of each block, as a TxResponse's `timestamp` (RFC 3339, whole seconds); one RPC `header` per height. */
export async function blockTimes(rpc: CometRpc, heights: Iterable<bigint>): Promise<Map<bigint, string>> {
  const unique = [...new Set(heights)];
  const times = await Promise.all(
    unique.map(async (height) => {
      const result = rpcObject(await rpc.call("header", { height: height.toString() }), "header result");
      return rfc3339Seconds(rpcObject(result.header, "header").time, "header.time");
    }),
  );
  return new Map(unique.map((height, i) => [height, times[i]!]));
}
