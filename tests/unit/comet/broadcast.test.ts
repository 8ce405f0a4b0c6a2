import { broadcast } from "../../../abci-app/src/comet/broadcast";
import { CometRpcError, CometUnavailableError } from "../../../abci-app/src/comet/errors";
import { HASH, rpcResultTx, stubComet } from "./rpc-stub";

const TX = Uint8Array.from([1, 2, 3]);
const rpcError = (method: string, data: string) => new CometRpcError("tcp://localhost:26657", method, -32603, "Internal error", data);

describe("broadcast", () => {
  test.each([
    ["sync", "broadcast_tx_sync"],
    ["async", "broadcast_tx_async"],
  ] as const)("%s mode goes to %s; the TxResponse has the hash, code, data (HexBytes) as upper-case hex and the raw log", async (mode, method) => {
    const { rpc, calls } = stubComet({ [method]: () => ({ code: 5, data: "0aff", log: "insufficient funds", codespace: "sdk", hash: HASH.toLowerCase() }) });
    const response = await broadcast(rpc, mode, TX);
    expect(calls).toEqual([{ method, params: { tx: "AQID" } }]);
    expect(response).toEqual({
      height: 0n,
      txhash: HASH,
      codespace: "sdk",
      code: 5,
      data: "0AFF",
      rawLog: "insufficient funds",
      logs: [],
      info: "",
      gasWanted: 0n,
      gasUsed: 0n,
      tx: undefined,
      timestamp: "",
      events: [],
    });
  });

  test("block mode waits for the block (broadcast_tx_commit): the block's result, or CheckTx's refusal", async () => {
    const committed = { check_tx: { code: 0, gas_wanted: "100" }, tx_result: rpcResultTx().tx_result, hash: HASH, height: "9" };
    const ok = await broadcast(stubComet({ broadcast_tx_commit: () => committed }).rpc, "block", TX);
    expect(ok).toMatchObject({ height: 9n, code: 0, gasUsed: 61234n, gasWanted: 200000n, events: [{ type: "transfer" }], tx: undefined, timestamp: "" });
    expect(ok.logs[0]).toMatchObject({ msgIndex: 0, log: "" });
    const refused = { ...committed, check_tx: { code: 32, codespace: "sdk", log: "account sequence mismatch" }, height: "0" };
    const no = await broadcast(stubComet({ broadcast_tx_commit: () => refused }).rpc, "block", TX);
    expect(no).toMatchObject({ height: 0n, code: 32, rawLog: "account sequence mismatch", gasUsed: 0n });
  });

  test.each([
    ["tx already exists in cache", 19],
    ["mempool is full: number of txs 5000 (max: 5000)", 20],
    ["tx too large. Max size is 1048576, but got 2000000", 21],
  ])("CometBFT's refusal %j is a TxResponse with sdk code %d and CometBFT's words as its log", async (text, code) => {
    const { rpc } = stubComet({
      broadcast_tx_sync: () => {
        throw rpcError("broadcast_tx_sync", text);
      },
    });
    expect(await broadcast(rpc, "sync", TX)).toMatchObject({
      height: 0n,
      code,
      codespace: "sdk",
      rawLog: text,
      txhash: "039058C6F2C0CB492C533B0A4D14EF77CC0F78ABCCCED5287D84A1A2011CFB81",
    });
  });

  test("any other failure rejects", async () => {
    const timeout = rpcError("broadcast_tx_commit", "timed out waiting for tx to be included in a block");
    const down = new CometUnavailableError("cannot reach the node at tcp://localhost:26657: connect ECONNREFUSED 127.0.0.1:26657");
    for (const err of [timeout, down]) {
      const failing = () => {
        throw err;
      };
      await expect(broadcast(stubComet({ broadcast_tx_sync: failing, broadcast_tx_commit: failing }).rpc, "block", TX)).rejects.toBe(err);
    }
  });
});
