import { TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { txResponse, withBlockTx } from "../../../../abci-app/src/comet/tx-response";
import { CLIENT_MESSAGES } from "../../../../abci-app/src/cli/client-messages";
import { txResponseJson } from "../../../../abci-app/src/cli-kit/tx";

const HASH = "1359D40FB2EA5E86859CD49B31F4B9F22F29E00CF9F1ACE528B027F97DE9167F";
const MSG_LOG = '[{"msg_index":0,"events":[{"type":"transfer","attributes":[{"key":"amount","value":"1uhid"}]}]}]';
const RESULT = { code: 0, codespace: "", data: new Uint8Array(), log: "", info: "", gasWanted: 0n, gasUsed: 0n, events: [] };

describe("txResponseJson: the TxResponse as the SDK v0.47 CLI prints it", () => {
  test("before a block: every field at its default, tx null", () => {
    const log = "account sequence mismatch, expected 1, got 50: incorrect account sequence";
    expect(txResponseJson(txResponse(HASH, 0n, { ...RESULT, code: 32, codespace: "sdk", log }), CLIENT_MESSAGES)).toEqual({
      height: "0",
      txhash: HASH,
      codespace: "sdk",
      code: 32,
      data: "",
      raw_log: log,
      logs: [],
      info: "",
      gas_wanted: "0",
      gas_used: "0",
      tx: null,
      timestamp: "",
      events: [],
    });
  });

  test("keeps the SDK's field order", () => {
    expect(Object.keys(txResponseJson(txResponse(HASH, 0n, RESULT), CLIENT_MESSAGES))).toEqual([
      "height",
      "txhash",
      "codespace",
      "code",
      "data",
      "raw_log",
      "logs",
      "info",
      "gas_wanted",
      "gas_used",
      "tx",
      "timestamp",
      "events",
    ]);
  });

  test("in a block: logs with proto names, events with index flags, gas as strings, the Tx JSON with its @type", () => {
    const raw = TxRaw.encode({ bodyBytes: new Uint8Array(), authInfoBytes: new Uint8Array(), signatures: [Uint8Array.from([7])] }).finish();
    const events = [{ type: "tx", attributes: [{ key: "fee", value: "5000uhid", index: true }] }];
    const response = withBlockTx(txResponse(HASH, 48n, { ...RESULT, log: MSG_LOG, gasWanted: 200000n, gasUsed: 52218n, events }), raw, "2026-11-22T05:47:42Z");
    expect(txResponseJson(response, CLIENT_MESSAGES)).toMatchObject({
      height: "48",
      logs: [{ msg_index: 0, log: "", events: [{ type: "transfer", attributes: [{ key: "amount", value: "1uhid" }] }] }],
      gas_wanted: "200000",
      gas_used: "52218",
      tx: { "@type": "/cosmos.tx.v1beta1.Tx", body: { messages: [], memo: "" }, signatures: ["Bw=="] },
      timestamp: "2026-11-22T05:47:42Z",
      events: [{ type: "tx", attributes: [{ key: "fee", value: "5000uhid", index: true }] }],
    });
  });
});
