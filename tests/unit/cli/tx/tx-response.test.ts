import { parseMessageLogs, rfc3339Seconds, txResponse } from "../../../../abci-app/src/cli/tx";
import { readAbciResult } from "../../../../abci-app/src/cli/rpc";

const HASH = "1359d40fb2ea5e86859cd49b31f4b9f22f29e00cf9f1ace528b027f97de9167f";
const MSG_LOG = '[{"msg_index":0,"events":[{"type":"transfer","attributes":[{"key":"amount","value":"1uhid"}]}]}]';

describe("txResponse: the SDK v0.47 TxResponse", () => {
  it("of a sync broadcast: the hash and the CheckTx code, every other field at its default", () => {
    const result = readAbciResult({ code: 32, data: "", log: "account sequence mismatch, expected 1, got 50: incorrect account sequence", codespace: "sdk", hash: HASH }, "hex");
    expect(txResponse({ hash: HASH, result })).toEqual({
      height: "0",
      txhash: HASH.toUpperCase(),
      codespace: "sdk",
      code: 32,
      data: "",
      raw_log: "account sequence mismatch, expected 1, got 50: incorrect account sequence",
      logs: [],
      info: "",
      gas_wanted: "0",
      gas_used: "0",
      tx: null,
      timestamp: "",
      events: [],
    });
  });

  it("keeps the SDK's field order", () => {
    expect(Object.keys(txResponse({ hash: HASH }))).toEqual(["height", "txhash", "codespace", "code", "data", "raw_log", "logs", "info", "gas_wanted", "gas_used", "tx", "timestamp", "events"]);
  });

  it("of a transaction in a block: data in upper-case hex, logs parsed, events with index flags, gas as strings, timestamp in seconds", () => {
    const result = readAbciResult({
      code: 0,
      data: "EiYKJC9jb3Ntb3MuYmFuay52MWJldGExLk1zZ1NlbmRSZXNwb25zZQ==",
      log: MSG_LOG,
      gas_wanted: "200000",
      gas_used: "52218",
      events: [{ type: "tx", attributes: [{ key: "fee", value: "5000uhid", index: true }] }],
    });
    const response = txResponse({ hash: HASH, height: 48n, result, tx: { "@type": "/cosmos.tx.v1beta1.Tx" }, blockTime: "2026-11-22T05:47:42.057049742Z" });
    expect(response).toMatchObject({
      height: "48",
      code: 0,
      data: "12260A242F636F736D6F732E62616E6B2E763162657461312E4D736753656E64526573706F6E7365",
      logs: [{ msg_index: 0, log: "", events: [{ type: "transfer", attributes: [{ key: "amount", value: "1uhid" }] }] }],
      gas_wanted: "200000",
      gas_used: "52218",
      tx: { "@type": "/cosmos.tx.v1beta1.Tx" },
      timestamp: "2026-11-22T05:47:42Z",
      events: [{ type: "tx", attributes: [{ key: "fee", value: "5000uhid", index: true }] }],
    });
  });

  it("reads CometBFT's omitted and null fields as zero values", () => {
    expect(readAbciResult({ data: null })).toEqual({ code: 0, codespace: "", data: new Uint8Array(), log: "", info: "", gasWanted: 0n, gasUsed: 0n, events: [] });
  });
});

describe("parseMessageLogs", () => {
  it("parses the JSON message log of a successful transaction, and nothing else", () => {
    expect(parseMessageLogs(MSG_LOG)).toHaveLength(1);
    expect(parseMessageLogs("insufficient fees; got: 1uhid required: 2000uhid: insufficient fee")).toEqual([]);
    expect(parseMessageLogs("")).toEqual([]);
    expect(parseMessageLogs('{"a":1}')).toEqual([]);
  });
});

describe("rfc3339Seconds", () => {
  it("drops the fraction of a second, as Go's time.RFC3339", () => {
    expect(rfc3339Seconds("2026-11-22T05:47:42.057049742Z")).toBe("2026-11-22T05:47:42Z");
    expect(rfc3339Seconds("2026-11-22T05:47:42Z")).toBe("2026-11-22T05:47:42Z");
    expect(rfc3339Seconds("2026-11-22T05:47:42.5+02:00")).toBe("2026-11-22T05:47:42+02:00");
  });
});
