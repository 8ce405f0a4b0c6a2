import { BroadcastMode, OrderBy } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { ApiError } from "../../../abci-app/src/server/api-error";
import { CometRpcError, CometUnavailableError } from "../../../abci-app/src/server/comet/rpc-client";
import { GrpcCode } from "../../../abci-app/src/server/grpc-codes";
import { broadcastTx } from "../../../abci-app/src/server/tx/broadcast";
import { getTx } from "../../../abci-app/src/server/tx/get-tx";
import { getTxsEvent } from "../../../abci-app/src/server/tx/txs-event";
import { parseAbciLogs } from "../../../abci-app/src/server/tx/tx-response";
import { HASH, rpcResultTx, stubComet } from "./comet-stub";

const HEADER = () => ({ header: { time: "2026-01-01T00:00:20.123456789Z" } });
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
    [BroadcastMode.BROADCAST_MODE_SYNC, "broadcast_tx_sync"],
    [BroadcastMode.BROADCAST_MODE_ASYNC, "broadcast_tx_async"],
  ])("mode %s goes to %s; the TxResponse has the hash, code, data as upper-case hex and the raw log", async (mode, method) => {
    const { rpc, calls } = stubComet({ [method]: () => ({ code: 5, data: "0aff", log: "insufficient funds", codespace: "sdk", hash: HASH.toLowerCase() }) });
    const { txResponse } = await broadcastTx(rpc, { txBytes: TX, mode });
    expect(calls).toEqual([{ method, params: { tx: "AQID" } }]);
    expect(txResponse).toMatchObject({ height: 0n, txhash: HASH, code: 5, codespace: "sdk", data: "0AFF", rawLog: "insufficient funds", logs: [], gasUsed: 0n, timestamp: "" });
  });

  test("BLOCK waits for the block (broadcast_tx_commit): the block's result, or CheckTx's refusal", async () => {
    const committed = { check_tx: { code: 0, gas_wanted: "100" }, tx_result: rpcResultTx().tx_result, hash: HASH, height: "9" };
    const ok = await broadcastTx(stubComet({ broadcast_tx_commit: () => committed }).rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_BLOCK });
    expect(ok.txResponse).toMatchObject({ height: 9n, code: 0, gasUsed: 61234n, gasWanted: 200000n, events: [{ type: "transfer" }] });
    expect(ok.txResponse!.logs[0]).toMatchObject({ msgIndex: 0, log: "" });
    const refused = { ...committed, check_tx: { code: 32, codespace: "sdk", log: "account sequence mismatch" }, height: "0" };
    const no = await broadcastTx(stubComet({ broadcast_tx_commit: () => refused }).rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_BLOCK });
    expect(no.txResponse).toMatchObject({ height: 0n, code: 32, rawLog: "account sequence mismatch", gasUsed: 0n });
  });

  test.each([
    ["tx already exists in cache", 19],
    ["mempool is full: number of txs 5000 (max: 5000)", 20],
    ["tx too large. Max size is 1048576, but got 2000000", 21],
  ])("CometBFT's refusal %j is a TxResponse with sdk code %d, as the SDK reports it", async (text, code) => {
    const { rpc } = stubComet({
      broadcast_tx_sync: () => {
        throw new CometRpcError("broadcast_tx_sync", -32603, text);
      },
    });
    const { txResponse } = await broadcastTx(rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_SYNC });
    expect(txResponse).toMatchObject({ code, codespace: "sdk", txhash: "039058C6F2C0CB492C533B0A4D14EF77CC0F78ABCCCED5287D84A1A2011CFB81" });
  });

  test("bad requests and failures are statuses", async () => {
    const { rpc } = stubComet({});
    expect(await status(broadcastTx(rpc, { txBytes: new Uint8Array(), mode: BroadcastMode.BROADCAST_MODE_SYNC }))).toEqual({ code: GrpcCode.InvalidArgument, message: "invalid empty tx" });
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
        throw new CometRpcError("broadcast_tx_commit", -32603, "timed out waiting for tx to be included in a block");
      },
    });
    expect((await status(broadcastTx(timeout.rpc, { txBytes: TX, mode: BroadcastMode.BROADCAST_MODE_BLOCK }))).code).toBe(GrpcCode.DeadlineExceeded);
  });
});

describe("GetTx", () => {
  test("a committed transaction with its block's time in whole seconds and the Tx as an Any", async () => {
    const { rpc, calls } = stubComet({ tx: () => rpcResultTx(), header: HEADER });
    const { tx, txResponse } = await getTx(rpc, { hash: HASH.toLowerCase() });
    expect(calls).toEqual([
      { method: "tx", params: { hash: Buffer.from(HASH, "hex").toString("base64"), prove: false } },
      { method: "header", params: { height: "4" } },
    ]);
    expect(txResponse).toMatchObject({
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
    expect(txResponse!.logs).toEqual([{ msgIndex: 0, log: "", events: [{ type: "message", attributes: [{ key: "action", value: "/cosmos.bank.v1beta1.MsgSend" }] }] }]);
    expect(tx!.signatures).toEqual([Uint8Array.from([7])]);
  });

  test("an empty, malformed or unknown hash", async () => {
    const { rpc } = stubComet({
      tx: () => {
        throw new CometRpcError("tx", -32603, `tx (${HASH}) not found`);
      },
    });
    expect(await status(getTx(rpc, { hash: "" }))).toEqual({ code: GrpcCode.InvalidArgument, message: "tx hash cannot be empty" });
    expect((await status(getTx(rpc, { hash: "zz" }))).code).toBe(GrpcCode.InvalidArgument);
    expect(await status(getTx(rpc, { hash: HASH }))).toEqual({ code: GrpcCode.NotFound, message: `tx not found: ${HASH}` });
  });
});

describe("GetTxsEvent", () => {
  const search = (total = "1") => ({ tx_search: () => ({ txs: [rpcResultTx("4"), rpcResultTx("4")], total_count: total }), header: HEADER });

  test("events joined with AND, unquoted values quoted; page and limit; order by height; one header per height", async () => {
    const { rpc, calls } = stubComet(search("12"));
    const res = await getTxsEvent(rpc, { events: ["message.sender=hid1abc", "tx.height>=3", "transfer.recipient='hid1x'"], orderBy: OrderBy.ORDER_BY_DESC, page: 2n, limit: 5n, query: "" });
    expect(calls[0]).toEqual({ method: "tx_search", params: { query: "message.sender='hid1abc' AND tx.height>=3 AND transfer.recipient='hid1x'", prove: false, page: "2", per_page: "5", order_by: "desc" } });
    expect(calls.filter((c) => c.method === "header")).toHaveLength(1);
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
    await getTxsEvent(paged.rpc, { events: ["a.b=c"], orderBy: OrderBy.ORDER_BY_ASC, page: 0n, limit: 0n, query: "", pagination: { key: new Uint8Array(), offset: 20n, limit: 10n, countTotal: false, reverse: false } });
    expect(paged.calls[0]!.params).toMatchObject({ page: "3", per_page: "10" });
    const bad = { events: ["a.b=c"], orderBy: OrderBy.ORDER_BY_ASC, page: 0n, limit: 0n, query: "", pagination: { key: new Uint8Array(), offset: 5n, limit: 10n, countTotal: false, reverse: false } };
    expect((await status(getTxsEvent(paged.rpc, bad))).code).toBe(GrpcCode.InvalidArgument);
  });

  test("no event, an event not in the SDK's syntax, or a page past the end is InvalidArgument", async () => {
    const { rpc } = stubComet({
      tx_search: () => {
        throw new CometRpcError("tx_search", -32603, "page should be within [1, 1] range, given 9");
      },
    });
    const base = { orderBy: OrderBy.ORDER_BY_ASC, page: 0n, limit: 0n, query: "" };
    expect(await status(getTxsEvent(rpc, { ...base, events: [] }))).toEqual({ code: GrpcCode.InvalidArgument, message: "must declare at least one event to search" });
    expect((await status(getTxsEvent(rpc, { ...base, events: ["sender=hid1"] }))).message).toMatch(/should be of the format: \{eventType\}\.\{eventAttribute\}=\{value\}/);
    expect((await status(getTxsEvent(rpc, { ...base, events: ["a.b=c d"] }))).code).toBe(GrpcCode.InvalidArgument);
    expect((await status(getTxsEvent(rpc, { ...base, events: ["a.b=c"], page: 9n }))).code).toBe(GrpcCode.InvalidArgument);
  });
});

describe("ParseABCILogs", () => {
  test("a JSON message log is parsed; an error's text gives no logs", () => {
    expect(parseAbciLogs('[{"msg_index":1,"log":"x","events":[]}]')).toEqual([{ msgIndex: 1, log: "x", events: [] }]);
    expect(parseAbciLogs("insufficient funds")).toEqual([]);
    expect(parseAbciLogs('{"a":1}')).toEqual([]);
    expect(parseAbciLogs('[{"msg_index":"x"}]')).toEqual([]);
  });
});
