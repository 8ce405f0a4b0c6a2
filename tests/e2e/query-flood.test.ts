import fs from "node:fs";
import { heavyDidGenesis } from "../../scripts/bench/heavy-dids";
import { DOORS, floodQueries } from "../../scripts/bench/query-flood";
import { createLocalNode, type LocalNode } from "../harness/local-node";

/**
 * A flood of heavy queries (pages of large DID documents) through REST, gRPC and CometBFT's abci_query at once,
 * against a real one-validator chain (`idledger start` with CometBFT, 1 s blocks). Queries are answered in the node's
 * API worker from committed state, never through the consensus path: blocks keep their interval, and every query is
 * answered, with its page or with a typed "server busy". (Before the API worker, such a flood stopped blocks for
 * about 20 s and CometBFT dropped most abci_query calls.)
 */
describe("a query flood does not delay blocks", () => {
  let node: LocalNode;

  beforeAll(async () => {
    node = await createLocalNode({ chainId: "idledger-flood", blockTime: "1s", appState: { ssi: heavyDidGenesis(150, 20_000) } });
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("blocks keep their interval; every query gets its page or 'server busy', none is dropped", async () => {
    const report = await floodQueries({ rpcUrl: node.rpcUrl, grpcAddress: node.grpcAddress, restUrl: `http://${node.restAddress.replace(/^tcp:\/\//, "")}` }, { requests: 900, pageLimit: 100 });
    for (const door of DOORS) {
      const tally = report.doors[door];
      expect({ door, failures: Object.fromEntries(tally.failures) }).toEqual({ door, failures: {} });
      expect(tally.ok + tally.busy).toBe(300);
    }
    // A flood this size is more than the worker serves at once: some queries get their page, the rest a busy answer.
    expect(DOORS.reduce((ok, door) => ok + report.doors[door].ok, 0)).toBeGreaterThan(0);
    // 1 s blocks; the flood (and the test's own client on the same cores) may stretch one a little, never by seconds.
    expect(Math.max(...report.blocks.intervalsMs)).toBeLessThan(4_000);
    await node.waitForHeight(report.blocks.toHeight + 2, 10_000);
  }, 180_000);
});
