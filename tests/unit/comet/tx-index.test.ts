import { CometRpcError } from "../../../abci-app/src/comet/errors";
import { indexedTxResponses, searchTxs, txByHash } from "../../../abci-app/src/comet/tx-index";
import { HASH, rpcResultTx, stubComet } from "./rpc-stub";

const HEADER = () => ({ header: { time: "2026-01-01T00:00:20.123456789Z" } });
const rpcError = (method: string, data: string) => new CometRpcError("tcp://localhost:26657", method, -32603, "Internal error", data);

describe("the tx index", () => {
  test("txByHash: RPC tx with the hash in base64; undefined when CometBFT has not indexed it", async () => {
    const { rpc, calls } = stubComet({ tx: () => rpcResultTx() });
    const found = await txByHash(rpc, HASH.toLowerCase());
    expect(calls).toEqual([{ method: "tx", params: { hash: Buffer.from(HASH, "hex").toString("base64"), prove: false } }]);
    expect(found).toMatchObject({ hash: HASH, height: 4n, tx: Uint8Array.from([10, 0, 18, 0, 26, 1, 7]), result: { code: 0, gasUsed: 61234n } });

    const missing = stubComet({
      tx: () => {
        throw rpcError("tx", `tx (${HASH}) not found`);
      },
    });
    expect(await txByHash(missing.rpc, HASH)).toBeUndefined();
    const failing = stubComet({
      tx: () => {
        throw rpcError("tx", "transaction indexing is disabled");
      },
    });
    await expect(txByHash(failing.rpc, HASH)).rejects.toThrow(/transaction indexing is disabled/);
  });

  test("searchTxs: one page of tx_search, with the total number of matches", async () => {
    const { rpc, calls } = stubComet({ tx_search: () => ({ txs: [rpcResultTx("4"), rpcResultTx("5")], total_count: "12" }) });
    const page = await searchTxs(rpc, { query: "message.sender='hid1abc'", page: 2n, perPage: 5n, orderBy: "desc" });
    expect(calls).toEqual([{ method: "tx_search", params: { query: "message.sender='hid1abc'", prove: false, page: "2", per_page: "5", order_by: "desc" } }]);
    expect(page.total).toBe(12n);
    expect(page.txs.map((t) => t.height)).toEqual([4n, 5n]);
  });

  test("indexedTxResponses: the TxResponses with the Tx as an Any and the block's time in whole seconds, one header per height", async () => {
    const { rpc, calls } = stubComet({ tx_search: () => ({ txs: [rpcResultTx("4"), rpcResultTx("4")], total_count: "2" }), header: HEADER });
    const [first, second] = await indexedTxResponses(rpc, (await searchTxs(rpc, { query: "a.b='c'", page: 1n, perPage: 100n, orderBy: "asc" })).txs);
    expect(calls.filter((c) => c.method === "header")).toEqual([{ method: "header", params: { height: "4" } }]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({
      height: 4n,
      txhash: HASH,
      code: 0,
      data: "12260A242F636F736D6F732E62616E6B2E763162657461312E4D736753656E64526573706F6E7365",
      gasWanted: 200000n,
      gasUsed: 61234n,
      timestamp: "2026-01-01T00:00:20Z",
      tx: { typeUrl: "/cosmos.tx.v1beta1.Tx", value: Uint8Array.from([10, 0, 18, 0, 26, 1, 7]) },
      events: [{ type: "transfer", attributes: [{ key: "recipient", value: "hid1x", index: true }] }],
    });
    expect(first!.logs).toEqual([
      { msgIndex: 0, log: "", events: [{ type: "message", attributes: [{ key: "action", value: "/cosmos.bank.v1beta1.MsgSend" }] }] },
    ]);
  });
});
