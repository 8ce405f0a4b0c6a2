import fs from "node:fs";
import { RequestFinalizeBlock } from "cosmjs-types/tendermint/abci/types";
import { frameRequest, RawPeer } from "../integration/abci/raw-peer";
import { createLocalNode, startLocalNode, type LocalNode } from "../harness/local-node";

/**
 * The ABCI port against a client that is not CometBFT: on a running `idledger start` node, a fifth connection that
 * sends FinalizeBlock and Commit for the next height is refused and closed, the chain goes on, and the node restarts
 * cleanly afterwards (before connection roles, such a client left a node that could never restart).
 */
describe("a client that is not CometBFT on the ABCI port", () => {
  let node: LocalNode;

  beforeAll(async () => {
    node = await createLocalNode({ chainId: "idledger-intruder" });
  }, 60_000);
  afterAll(async () => {
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("its FinalizeBlock + Commit is refused; blocks go on; the node restarts", async () => {
    const next = BigInt((await node.height()) + 1);
    const intruder = await RawPeer.connect(node.abciAddress);
    intruder.write(
      frameRequest({ finalizeBlock: RequestFinalizeBlock.fromPartial({ height: next, txs: [] }) }),
      frameRequest({ commit: {} }),
      frameRequest({ flush: {} }),
    );
    const [answer] = await intruder.waitForResponses(1);
    expect(answer!.exception?.error).toMatch(
      /^refused: (only CometBFT \(pid \d+\) may open the consensus connection|finalizeBlock is a consensus method, and another connection already is the consensus connection)$/,
    );
    await intruder.ended;

    await node.waitForHeight(Number(next) + 3);
    expect(await node.stop()).toBe(0);
    node = await startLocalNode(node, { minHeight: Number(next) + 5 });
  }, 90_000);
});
