import fs from "node:fs";
import { QueryDidDocumentsRequest } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { heavyDidGenesis } from "../../scripts/bench/heavy-dids";
import { DOORS, floodQueries } from "../../scripts/bench/query-flood";
import { RpcClient } from "../../scripts/bench/rpc";
import { createLocalNode, type LocalNode } from "../harness/local-node";

/**
 * A flood of heavy queries (pages of large DID documents) through REST, gRPC and CometBFT's abci_query at once,
 * against a real one-validator chain (`idledger start` with CometBFT, 1 s blocks). Queries are answered in the node's
 * API worker from committed state, never through the consensus path: blocks keep their interval, and every query is
 * answered, with its page or with a typed "server busy". (Before the API worker, such a flood stopped blocks for
 * about 20 s and CometBFT dropped most abci_query calls; before the budget on abci_query answers, CometBFT's printing
 * of them still held blocks back by 2 to 5 s.)
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
    const report = await floodQueries(
      { rpcUrl: node.rpcUrl, grpcAddress: node.grpcAddress, restUrl: `http://${node.restAddress.replace(/^tcp:\/\//, "")}` },
      { requests: 900, pageLimit: 100 },
    );
    for (const door of DOORS) {
      const tally = report.doors[door];
      expect({ door, failures: Object.fromEntries(tally.failures) }).toEqual({ door, failures: {} });
      expect(tally.ok + tally.busy).toBe(300);
    }
    // A flood this size is more than the worker serves at once: some queries get their page, the rest a busy answer.
    expect(DOORS.reduce((ok, door) => ok + report.doors[door].ok, 0)).toBeGreaterThan(0);
    // 1 s blocks; the flood (and the test's own client on the same cores) may stretch one a little, never by seconds.
    expect(Math.max(...report.blocks.intervalsMs)).toBeLessThan(2_500);
    await node.waitForHeight(report.blocks.toHeight + 2, 10_000);
  }, 180_000);

  test("abci_query answers at most [abci] query-answer-bytes-per-second (4 MiB); past it 'server busy', then answers again", async () => {
    const rpc = new RpcClient(node.rpcUrl, 1);
    try {
      const page = Buffer.from(QueryDidDocumentsRequest.encode(QueryDidDocumentsRequest.fromPartial({ pagination: { limit: 100n } })).finish()).toString("hex");
      const ask = async () =>
        (
          await rpc.call<{ response: { code?: number; codespace?: string; log?: string; value?: string } }>("abci_query", {
            path: "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocuments",
            data: page,
          })
        ).response;
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // a full budget
      // A page is about 2 MB: the first two fit in a second's budget, and a few at most (the budget refills while they
      // are printed) pass before one is refused.
      const answers = [await ask()];
      while (answers.length < 8 && (answers.at(-1)!.code ?? 0) === 0) answers.push(await ask());
      expect(Buffer.from(answers[0]!.value!, "base64").length).toBeGreaterThan(1_500_000);
      expect(answers.slice(0, 2).map((a) => a.code ?? 0)).toEqual([0, 0]);
      const refused = answers.at(-1)!;
      expect(refused).toMatchObject({ codespace: "query", code: 2 });
      expect(refused.log).toBe("ABCI query has handed out its 4194304 bytes of answers for this second; retry shortly: server busy");
      // CometBFT's own peer-filter queries are answered, budget or not: a busy node never refuses its peers.
      const filter = await rpc.call<{ response: { code?: number } }>("abci_query", { path: "/p2p/filter/addr/127.0.0.1:26656", data: "" });
      expect(filter.response.code ?? 0).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await ask()).code ?? 0).toBe(0);
    } finally {
      rpc.close();
    }
  }, 60_000);
});
