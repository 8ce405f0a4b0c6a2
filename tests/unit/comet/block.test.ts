import { blockTimes, getBlock } from "../../../abci-app/src/comet/block";
import { RPC_BLOCK, stubComet } from "./rpc-stub";

describe("RPC block and header", () => {
  test("getBlock asks for a height, or for the latest block without one", async () => {
    const { rpc, calls } = stubComet({ block: () => RPC_BLOCK });
    const { blockId, block } = await getBlock(rpc, 2n);
    expect(block.header.height).toBe(2n);
    expect(blockId.hash).toHaveLength(32);
    await getBlock(rpc);
    expect(calls).toEqual([
      { method: "block", params: { height: "2" } },
      { method: "block", params: {} },
    ]);
  });

  test("blockTimes: one header per height, each time in RFC 3339 whole seconds", async () => {
    const { rpc, calls } = stubComet({ header: (p) => ({ header: { time: p.height === "4" ? "2026-01-01T00:00:20.123456789Z" : "2026-01-01T00:00:25Z" } }) });
    const times = await blockTimes(rpc, [4n, 5n, 4n]);
    expect(times).toEqual(
      new Map([
        [4n, "2026-01-01T00:00:20Z"],
        [5n, "2026-01-01T00:00:25Z"],
      ]),
    );
    expect(calls.map((c) => c.params)).toEqual([{ height: "4" }, { height: "5" }]);
  });
});
