import { blockFromRpc, blockIdFromRpc } from "../../../abci-app/src/comet/block-json";
import { RPC_BLOCK } from "./rpc-stub";

describe("a CometBFT block as protobuf", () => {
  test("converts field by field; nanoseconds kept, HexBytes and base64 decoded", () => {
    const block = blockFromRpc(RPC_BLOCK.block);
    expect(block.header).toMatchObject({
      version: { block: 11n, app: 0n },
      height: 2n,
      time: { seconds: 1_767_225_610n, nanos: 500_000_000 },
      dataHash: new Uint8Array(),
    });
    expect(block.header.proposerAddress).toEqual(new Uint8Array(20).fill(0x11));
    expect(block.data.txs).toEqual([Uint8Array.from([1, 2])]);
    expect(block.lastCommit!.signatures[0]).toEqual({
      blockIdFlag: 2,
      validatorAddress: new Uint8Array(20).fill(0x11),
      timestamp: { seconds: 1_767_225_610n, nanos: 123_456_789 },
      signature: Uint8Array.from([0, 1]),
    });
    expect(block.lastCommit!.signatures[1]!.timestamp).toEqual({ seconds: -62_135_596_800n, nanos: 0 });
    expect(blockIdFromRpc(RPC_BLOCK.block_id)).toEqual({
      hash: new Uint8Array(32).fill(0xab),
      partSetHeader: { total: 1, hash: new Uint8Array(32).fill(0xcd) },
    });
  });

  test("a value of the wrong shape throws", () => {
    expect(() => blockFromRpc({ ...RPC_BLOCK.block, header: { ...RPC_BLOCK.block.header, time: "yesterday" } })).toThrow(/not an RFC 3339 time/);
    expect(() => blockFromRpc({ ...RPC_BLOCK.block, header: { ...RPC_BLOCK.block.header, app_hash: "xyz" } })).toThrow("CometBFT RPC: app_hash is not hex");
  });
});
