import { nodeStatus } from "../../../abci-app/src/comet/status";
import { RPC_STATUS, stubComet } from "./rpc-stub";

describe("RPC status", () => {
  test("keeps the three objects as CometBFT prints them, and reads the chain ID, the latest height and catching_up", async () => {
    const status = await nodeStatus(stubComet({ status: () => RPC_STATUS }).rpc);
    expect(status).toEqual({
      nodeInfo: RPC_STATUS.node_info,
      syncInfo: RPC_STATUS.sync_info,
      validatorInfo: RPC_STATUS.validator_info,
      chainId: "idledger-test",
      latestBlockHeight: 5n,
      catchingUp: false,
    });
  });

  test("an answer without node_info or sync_info throws", async () => {
    await expect(nodeStatus(stubComet({ status: () => ({ node_info: RPC_STATUS.node_info }) }).rpc)).rejects.toThrow(
      "CometBFT RPC: sync_info is not an object",
    );
  });
});
