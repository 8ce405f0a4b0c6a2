import { parseAbciLogs, txResponse, withBlockTx } from "../../../abci-app/src/comet/tx-response";
import type { TxResult } from "../../../abci-app/src/comet/tx-result";

const HASH = "1359d40fb2ea5e86859cd49b31f4b9f22f29e00cf9f1ace528b027f97de9167f";
const MSG_LOG = '[{"msg_index":0,"events":[{"type":"transfer","attributes":[{"key":"amount","value":"1uhid"}]}]}]';
const RESULT: TxResult = { code: 0, codespace: "", data: new Uint8Array(), log: "", info: "", gasWanted: 0n, gasUsed: 0n, events: [] };

describe("txResponse: the SDK v0.47 TxResponse of an ABCI result", () => {
  test("of a transaction in a block: hash and data in upper-case hex, logs parsed, events with index flags", () => {
    const data = Buffer.from("EiYKJC9jb3Ntb3MuYmFuay52MWJldGExLk1zZ1NlbmRSZXNwb25zZQ==", "base64");
    const events = [{ type: "tx", attributes: [{ key: "fee", value: "5000uhid", index: true }] }];
    const result = { ...RESULT, data, log: MSG_LOG, gasWanted: 200000n, gasUsed: 52218n, events };
    expect(txResponse(HASH, 48n, result)).toEqual({
      height: 48n,
      txhash: HASH.toUpperCase(),
      codespace: "",
      code: 0,
      data: "12260A242F636F736D6F732E62616E6B2E763162657461312E4D736753656E64526573706F6E7365",
      rawLog: MSG_LOG,
      logs: [{ msgIndex: 0, log: "", events: [{ type: "transfer", attributes: [{ key: "amount", value: "1uhid" }] }] }],
      info: "",
      gasWanted: 200000n,
      gasUsed: 52218n,
      tx: undefined,
      timestamp: "",
      events,
    });
  });

  test("of a refusal: the code and the raw log, no logs", () => {
    const log = "account sequence mismatch, expected 1, got 50: incorrect account sequence";
    expect(txResponse(HASH, 0n, { ...RESULT, code: 32, codespace: "sdk", log })).toMatchObject({
      height: 0n,
      code: 32,
      codespace: "sdk",
      data: "",
      rawLog: log,
      logs: [],
    });
  });

  test("withBlockTx adds the transaction as an Any of cosmos.tx.v1beta1.Tx and the block's time", () => {
    const response = withBlockTx(txResponse(HASH, 4n, RESULT), Uint8Array.from([10, 0]), "2026-01-01T00:00:20Z");
    expect(response).toMatchObject({
      height: 4n,
      tx: { typeUrl: "/cosmos.tx.v1beta1.Tx", value: Uint8Array.from([10, 0]) },
      timestamp: "2026-01-01T00:00:20Z",
    });
  });
});

describe("parseAbciLogs (the SDK's ParseABCILogs)", () => {
  test("parses the JSON message log of a successful transaction", () => {
    expect(parseAbciLogs(MSG_LOG)).toHaveLength(1);
    expect(parseAbciLogs('[{"msg_index":1,"log":"x","events":[]}]')).toEqual([{ msgIndex: 1, log: "x", events: [] }]);
  });

  test.each([["insufficient fees; got: 1uhid required: 2000uhid: insufficient fee"], [""], ['{"a":1}'], ['[{"msg_index":"x"}]']])(
    "gives no logs for %j",
    (log) => {
      expect(parseAbciLogs(log)).toEqual([]);
    },
  );
});
