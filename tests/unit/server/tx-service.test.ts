import { BroadcastMode, OrderBy } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { CometRpcError, CometUnavailableError } from "../../../abci-app/src/comet/errors";
import { ApiError } from "../../../abci-app/src/server/api-error";
import { GrpcCode } from "../../../abci-app/src/server/grpc-codes";
import { broadcastTx } from "../../../abci-app/src/server/tx/broadcast";
import { getTx } from "../../../abci-app/src/server/tx/get-tx";
import { getTxsEvent } from "../../../abci-app/src/server/tx/txs-event";
import { HASH, rpcResultTx, stubComet } from "../comet/rpc-stub";

const HEADER = () => ({ header: { time: "2026-01-01T00:00:20.123456789Z" } });
const rpcError = (method: string, data: string) => new CometRpcError("http://127.0.0.1:26657", method, -32603, "Internal error", data);
const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("no error");
};

describe("BroadcastTx", () => {
  const TX = Uint8Array.from([1, 2, 3]);

  test.each([
    [BroadcastMode.BROADCAST_MODE_SYNC, "broadcast_tx_sync", { code: 5, data: "0aff", log: "insufficient funds", codespace: "sdk", hash: HASH.toLowerCase() }],
    [BroadcastMode.BROADCAST_MODE_ASYNC, "broadcast_tx_async", { code: 0, data: "", log: "", codespace: "", hash: HASH }],
    [BroadcastMode.BROADCAST_MODE_BLOCK, "broadcast_tx_commit", { check_tx: { code: 0 }, tx_result: rpcResultTx().tx_result, hash: HASH, height: "9" }],
  ])("mode %s goes to %s and answers CometBFT's result as the TxResponse", async (mode, method, answer) => {
    const { rpc, calls } = stubComet({ [method]: () => answer });
    const { txResponse } = await broadcastTx(rpc, { txBytes: TX, mode });
    expect(calls).toEqual([{ method, params: { tx: "AQID" } }]);
    expect(txResponse).toMatchObject({ txhash: HASH, code: "code" in answer ? answer.code : 0 });
  });

  test("a mempool refusal is a TxResponse (sdk code 19), not an error, as the SDK reports it", async () => {
    const { rpc } = stubComet({
      broadcast_tx_sync: () => {
        throw rpcError("broadcast_tx_sync", "tx already exists in cache");
      },
    });
    const { txResponse } = await broadcastTx(rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_SYNC });
    expect(txResponse).toMatchObject({ code: 19, codespace: "sdk", txhash: "039058C6F2C0CB492C533B0A4D14EF77CC0F78ABCCCED5287D84A1A2011CFB81" });
  });

  test("bad requests and failures are statuses", async () => {
    const { rpc } = stubComet({});
    expect(await status(broadcastTx(rpc, { txBytes: new Uint8Array(), mode: BroadcastMode.BROADCAST_MODE_SYNC }))).toEqual({
      code: GrpcCode.InvalidArgument,
      message: "invalid empty tx",
    });
    expect((await status(broadcastTx(rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_UNSPECIFIED }))).code).toBe(GrpcCode.InvalidArgument);
    expect((await status(broadcastTx(rpc, { txBytes: TX, mode: 42 as BroadcastMode }))).code).toBe(GrpcCode.InvalidArgument);
    const down = stubComet({
      broadcast_tx_sync: () => {
        throw new CometUnavailableError("cannot reach CometBFT");
      },
    });
    expect((await status(broadcastTx(down.rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_SYNC }))).code).toBe(GrpcCode.Unavailable);
    const timeout = stubComet({
      broadcast_tx_commit: () => {
        throw rpcError("broadcast_tx_commit", "timed out waiting for tx to be included in a block");
      },
    });
    expect(await status(broadcastTx(timeout.rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_BLOCK }))).toEqual({
      code: GrpcCode.DeadlineExceeded,
      message: "timed out waiting for tx to be included in a block",
    });
  });
});

describe("GetTx", () => {
  test("a committed transaction (RPC tx, then its block's header): the decoded Tx and its TxResponse", async () => {
    const { rpc, calls } = stubComet({ tx: () => rpcResultTx(), header: HEADER });
    const { tx, txResponse } = await getTx(rpc, { hash: HASH.toLowerCase() });
    expect(calls).toEqual([
      { method: "tx", params: { hash: Buffer.from(HASH, "hex").toString("base64"), prove: false } },
      { method: "header", params: { height: "4" } },
    ]);
    expect(txResponse).toMatchObject({ height: 4n, txhash: HASH, timestamp: "2026-01-01T00:00:20Z", tx: { typeUrl: "/cosmos.tx.v1beta1.Tx" } });
    expect(tx!.signatures).toEqual([Uint8Array.from([7])]);
  });

  test("an empty, malformed or unknown hash", async () => {
    const { rpc } = stubComet({
      tx: () => {
        throw rpcError("tx", `tx (${HASH}) not found`);
      },
    });
    expect(await status(getTx(rpc, { hash: "" }))).toEqual({ code: GrpcCode.InvalidArgument, message: "tx hash cannot be empty" });
    expect((await status(getTx(rpc, { hash: "zz" }))).code).toBe(GrpcCode.InvalidArgument);
    expect(await status(getTx(rpc, { hash: HASH }))).toEqual({ code: GrpcCode.NotFound, message: `tx not found: ${HASH}` });
  });

  test("any other CometBFT error is Unknown with CometBFT's reason", async () => {
    const { rpc } = stubComet({
      tx: () => {
        throw rpcError("tx", "transaction indexing is disabled");
      },
    });
    expect(await status(getTx(rpc, { hash: HASH }))).toEqual({ code: GrpcCode.Unknown, message: "transaction indexing is disabled" });
  });
});

describe("GetTxsEvent", () => {
  const search = (total = "1") => ({ tx_search: () => ({ txs: [rpcResultTx("4"), rpcResultTx("4")], total_count: total }), header: HEADER });

  test("events joined with AND, unquoted values quoted; page and limit; order by height", async () => {
    const { rpc, calls } = stubComet(search("12"));
    const res = await getTxsEvent(rpc, {
      events: ["message.sender=hid1abc", "tx.height>=3", "transfer.recipient='hid1x'"],
      orderBy: OrderBy.ORDER_BY_DESC,
      page: 2n,
      limit: 5n,
      query: "",
    });
    expect(calls[0]).toEqual({
      method: "tx_search",
      params: { query: "message.sender='hid1abc' AND tx.height>=3 AND transfer.recipient='hid1x'", prove: false, page: "2", per_page: "5", order_by: "desc" },
    });
    expect(res.total).toBe(12n);
    expect(res.txResponses.map((r) => r.timestamp)).toEqual(["2026-01-01T00:00:20Z", "2026-01-01T00:00:20Z"]);
    expect(res.txs).toHaveLength(2);
    expect(res.pagination).toBeUndefined();
  });

  test("defaults: page 1, 100 per page, ascending; the deprecated pagination when page and limit are unset", async () => {
    const first = stubComet(search());
    await getTxsEvent(first.rpc, { events: ["a.b=c"], orderBy: OrderBy.ORDER_BY_UNSPECIFIED, page: 0n, limit: 0n, query: "" });
    expect(first.calls[0]!.params).toMatchObject({ page: "1", per_page: "100", order_by: "asc" });
    const paged = stubComet(search());
    await getTxsEvent(paged.rpc, {
      events: ["a.b=c"],
      orderBy: OrderBy.ORDER_BY_ASC,
      page: 0n,
      limit: 0n,
      query: "",
      pagination: { key: new Uint8Array(), offset: 20n, limit: 10n, countTotal: false, reverse: false },
    });
    expect(paged.calls[0]!.params).toMatchObject({ page: "3", per_page: "10" });
    const bad = {
      events: ["a.b=c"],
      orderBy: OrderBy.ORDER_BY_ASC,
      page: 0n,
      limit: 0n,
      query: "",
      pagination: { key: new Uint8Array(), offset: 5n, limit: 10n, countTotal: false, reverse: false },
    };
    expect((await status(getTxsEvent(paged.rpc, bad))).code).toBe(GrpcCode.InvalidArgument);
  });

  test("no event, an event not in the SDK's syntax, or a page past the end is InvalidArgument", async () => {
    const { rpc } = stubComet({
      tx_search: () => {
        throw rpcError("tx_search", "page should be within [1, 1] range, given 9");
      },
    });
    const base = { orderBy: OrderBy.ORDER_BY_ASC, page: 0n, limit: 0n, query: "" };
    expect(await status(getTxsEvent(rpc, { ...base, events: [] }))).toEqual({
      code: GrpcCode.InvalidArgument,
      message: "must declare at least one event to search",
    });
    expect((await status(getTxsEvent(rpc, { ...base, events: ["sender=hid1"] }))).message).toMatch(
      /should be of the format: \{eventType\}\.\{eventAttribute\}=\{value\}/,
    );
    expect((await status(getTxsEvent(rpc, { ...base, events: ["a.b=c d"] }))).code).toBe(GrpcCode.InvalidArgument);
    expect(await status(getTxsEvent(rpc, { ...base, events: ["a.b=c"], page: 9n }))).toEqual({
      code: GrpcCode.InvalidArgument,
      message: "page should be within [1, 1] range, given 9",
    });
  });
});
