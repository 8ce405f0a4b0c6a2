import { methodsById, translateAnswers } from "../../../../abci-app/src/server/rpc-compat/json-rpc";
import { TRANSLATED_METHODS, translateResult, translateSubscriptionEvent } from "../../../../abci-app/src/server/rpc-compat/translate";

const b64 = (text: string) => Buffer.from(text).toString("base64");

/** CometBFT v0.38's JSON for an ExecTxResult of a bank send (abridged). */
const execTxResult = (code = 0) => ({
  code,
  data: "EiYKJC9jb3Ntb3MuYmFuay52MWJldGExLk1zZ1NlbmRSZXNwb25zZQ==",
  log: code === 0 ? "" : "insufficient funds",
  info: "",
  gas_wanted: "200000",
  gas_used: "61234",
  events: [
    {
      type: "transfer",
      attributes: [
        { key: "recipient", value: "hid1bob", index: true },
        { key: "amount", value: "1000uhid", index: true },
      ],
    },
    {
      type: "message",
      attributes: [
        { key: "sender", value: "hid1alice", index: true },
        { key: "memo", index: false },
      ],
    },
  ],
  codespace: code === 0 ? "" : "sdk",
});

/** The same as Tendermint v0.34 wrote it: keys and values base64, an absent value left absent. */
const deliverTx = (code = 0) => ({
  ...execTxResult(code),
  events: [
    {
      type: "transfer",
      attributes: [
        { key: b64("recipient"), value: b64("hid1bob"), index: true },
        { key: b64("amount"), value: b64("1000uhid"), index: true },
      ],
    },
    {
      type: "message",
      attributes: [
        { key: b64("sender"), value: b64("hid1alice"), index: true },
        { key: b64("memo"), index: false },
      ],
    },
  ],
});

const blockEvent = (type: string, mode?: string) => ({
  type,
  attributes: [{ key: "amount", value: "20uhid", index: true }, ...(mode === undefined ? [] : [{ key: "mode", value: mode, index: true }])],
});
const encodedBlockEvent = (type: string, mode?: string) => ({
  type,
  attributes: [{ key: b64("amount"), value: b64("20uhid"), index: true }, ...(mode === undefined ? [] : [{ key: b64("mode"), value: b64(mode), index: true }])],
});

describe("translateResult", () => {
  it("broadcast_tx_commit: tx_result becomes deliver_tx, check_tx and deliver_tx events base64", () => {
    const checkTx = { code: 0, data: null, log: "", info: "", gas_wanted: "200000", gas_used: "30000", events: [], codespace: "" };
    expect(translateResult("broadcast_tx_commit", { check_tx: checkTx, tx_result: execTxResult(5), hash: "AB12", height: "7" })).toEqual({
      check_tx: checkTx,
      deliver_tx: deliverTx(5),
      hash: "AB12",
      height: "7",
    });
  });

  it("broadcast_tx_commit refused by CheckTx: an empty deliver_tx, as 0.34 answered", () => {
    const checkTx = { code: 32, log: "account sequence mismatch", codespace: "sdk", events: [] };
    expect(translateResult("broadcast_tx_commit", { check_tx: checkTx, tx_result: {}, hash: "AB12", height: "0" })).toEqual({
      check_tx: checkTx,
      deliver_tx: {},
      hash: "AB12",
      height: "0",
    });
  });

  it("tx and tx_search: each tx_result's events base64, every other field kept", () => {
    const tx = { hash: "AB12", height: "7", index: 0, tx_result: execTxResult(), tx: "CpABCo0B", proof: { root_hash: "00" } };
    const expected = { ...tx, tx_result: deliverTx() };
    expect(translateResult("tx", tx)).toEqual(expected);
    expect(translateResult("tx_search", { txs: [tx, tx], total_count: "2" })).toEqual({ txs: [expected, expected], total_count: "2" });
  });

  it("block_results: finalize_block_events split by mode into begin_block_events and end_block_events", () => {
    const answer = {
      height: "9",
      txs_results: [execTxResult()],
      finalize_block_events: [
        blockEvent("coinbase", "BeginBlock"),
        blockEvent("upgrade", "PreBlock"),
        blockEvent("complete_unbonding", "EndBlock"),
        blockEvent("custom"),
      ],
      validator_updates: [{ pub_key: { Sum: { type: "tendermint.crypto.PublicKey_Ed25519", value: { ed25519: "AAAA" } } }, power: "10" }],
      consensus_param_updates: { block: { max_bytes: "22020096", max_gas: "-1" }, version: { app: "1" }, abci: { vote_extensions_enable_height: "0" } },
      app_hash: "3q2+7w==",
    };
    expect(translateResult("block_results", answer)).toEqual({
      height: "9",
      txs_results: [deliverTx()],
      begin_block_events: [encodedBlockEvent("coinbase", "BeginBlock"), encodedBlockEvent("upgrade", "PreBlock")],
      end_block_events: [encodedBlockEvent("complete_unbonding", "EndBlock"), encodedBlockEvent("custom")],
      validator_updates: answer.validator_updates,
      consensus_param_updates: { block: { max_bytes: "22020096", max_gas: "-1" }, version: { app_version: "1" } },
    });
  });

  it("block_results of an empty block: nulls, as 0.34 wrote empty lists", () => {
    expect(
      translateResult("block_results", {
        height: "2",
        txs_results: null,
        finalize_block_events: [],
        validator_updates: null,
        consensus_param_updates: null,
        app_hash: "",
      }),
    ).toEqual({ height: "2", txs_results: null, begin_block_events: null, end_block_events: null, validator_updates: null, consensus_param_updates: null });
  });

  it("consensus_params and genesis: version.app becomes version.app_version", () => {
    const params = { block: { max_bytes: "1", max_gas: "-1" }, evidence: {}, validator: { pub_key_types: ["ed25519"] }, version: { app: "0" }, abci: {} };
    const translated = { block: { max_bytes: "1", max_gas: "-1" }, evidence: {}, validator: { pub_key_types: ["ed25519"] }, version: { app_version: "0" } };
    expect(translateResult("consensus_params", { block_height: "3", consensus_params: params })).toEqual({ block_height: "3", consensus_params: translated });
    expect(translateResult("genesis", { genesis: { chain_id: "c", consensus_params: params, app_state: {} } })).toEqual({
      genesis: { chain_id: "c", consensus_params: translated, app_state: {} },
    });
  });

  it("passes every other method's result, and unexpected shapes, unchanged", () => {
    const status = { node_info: { network: "c" }, sync_info: { latest_block_height: "5" }, validator_info: {} };
    expect(translateResult("status", status)).toBe(status);
    expect(translateResult("abci_info", { response: { data: "idledger" } })).toEqual({ response: { data: "idledger" } });
    expect(translateResult("tx", null)).toBeNull();
    expect(translateResult("tx", "text")).toBe("text");
    expect(translateResult("tx_search", { txs: "nope" })).toEqual({ txs: "nope" });
    expect(translateResult("block_results", { height: "1" })).toEqual({ height: "1" });
    expect(translateResult("tx", { tx_result: { events: [{ type: "t", attributes: [{ key: 5, value: null }] }, "odd"] } })).toEqual({
      tx_result: { events: [{ type: "t", attributes: [{ key: 5, value: null }] }, "odd"] },
    });
    expect(translateResult("constructor", {})).toEqual({});
    expect(TRANSLATED_METHODS).toEqual(["broadcast_tx_commit", "check_tx", "tx", "tx_search", "block_results", "consensus_params", "genesis"]);
  });
});

describe("translateSubscriptionEvent", () => {
  it("a Tx event: its result's attributes base64, the flat events map kept", () => {
    const event = {
      query: "tm.event='Tx'",
      data: { type: "tendermint/event/Tx", value: { TxResult: { height: "7", index: 0, tx: "CpAB", result: execTxResult() } } },
      events: { "transfer.recipient": ["hid1bob"], "tm.event": ["Tx"] },
    };
    expect(translateSubscriptionEvent(event)).toEqual({
      ...event,
      data: { type: "tendermint/event/Tx", value: { TxResult: { height: "7", index: 0, tx: "CpAB", result: deliverTx() } } },
    });
  });

  it("a NewBlock event: result_finalize_block becomes result_begin_block and result_end_block", () => {
    const event = {
      query: "tm.event='NewBlock'",
      data: {
        type: "tendermint/event/NewBlock",
        value: {
          block: { header: { height: "4" } },
          block_id: { hash: "AB" },
          result_finalize_block: {
            events: [blockEvent("coinbase", "BeginBlock"), blockEvent("complete_unbonding", "EndBlock")],
            tx_results: [execTxResult()],
            validator_updates: [],
            consensus_param_updates: null,
            app_hash: "3q2+7w==",
          },
        },
      },
      events: { "tm.event": ["NewBlock"] },
    };
    expect(translateSubscriptionEvent(event)).toEqual({
      ...event,
      data: {
        type: "tendermint/event/NewBlock",
        value: {
          block: { header: { height: "4" } },
          result_begin_block: { events: [encodedBlockEvent("coinbase", "BeginBlock")] },
          result_end_block: { validator_updates: [], consensus_param_updates: null, events: [encodedBlockEvent("complete_unbonding", "EndBlock")] },
        },
      },
    });
  });

  it("other events unchanged", () => {
    const header = { query: "tm.event='NewBlockHeader'", data: { type: "tendermint/event/NewBlockHeader", value: { header: {} } }, events: {} };
    expect(translateSubscriptionEvent(header)).toBe(header);
  });
});

describe("translateAnswers", () => {
  it("matches each answer of a batch to its call by id, and leaves errors and unknown ids alone", () => {
    const calls = [
      { jsonrpc: "2.0", id: 1, method: "tx", params: {} },
      { jsonrpc: "2.0", id: "s", method: "status", params: {} },
      { jsonrpc: "2.0", id: 3, method: "tx", params: {} },
      { jsonrpc: "2.0", method: "tx", params: {} },
    ];
    const answers = [
      { jsonrpc: "2.0", id: 3, result: { tx_result: execTxResult() } },
      { jsonrpc: "2.0", id: "s", result: { node_info: {} } },
      { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "Internal error", data: "tx (AB) not found" } },
      { jsonrpc: "2.0", id: 99, result: { tx_result: execTxResult() } },
    ];
    expect(JSON.parse(translateAnswers(JSON.stringify(answers), methodsById(calls)))).toEqual([
      { jsonrpc: "2.0", id: 3, result: { tx_result: deliverTx() } },
      answers[1],
      answers[2],
      answers[3],
    ]);
  });

  it("a batch of 50,000 calls under one id: the methods are kept in order, each answer takes the next (in one pass)", () => {
    const calls = Array.from({ length: 50_000 }, (_, i) => ({ jsonrpc: "2.0", id: 1, method: i === 49_999 ? "status" : "tx", params: {} }));
    const methods = methodsById(calls);
    expect(methods.get("1")).toHaveLength(50_000);
    const answers = calls.map(() => ({ jsonrpc: "2.0", id: 1, result: { tx_result: execTxResult() } }));
    const translated = JSON.parse(translateAnswers(JSON.stringify(answers), methods)) as unknown[];
    expect(translated[0]).toEqual({ jsonrpc: "2.0", id: 1, result: { tx_result: deliverTx() } });
    expect(translated[49_998]).toEqual({ jsonrpc: "2.0", id: 1, result: { tx_result: deliverTx() } });
    expect(translated[49_999]).toEqual(answers[49_999]);
  });

  it("returns a body that is not JSON as it is", () => {
    expect(translateAnswers("<html>", new Map([["1", ["tx"]]]))).toBe("<html>");
  });
});
