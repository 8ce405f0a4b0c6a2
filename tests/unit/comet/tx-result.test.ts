import { readTxResult } from "../../../abci-app/src/comet/tx-result";

describe("readTxResult: ResponseCheckTx and ExecTxResult as CometBFT prints them", () => {
  test("data in base64, gas as int64 strings, events with their index flags", () => {
    const result = readTxResult(
      {
        code: 5,
        codespace: "sdk",
        data: "AQI=",
        log: "insufficient funds",
        info: "",
        gas_wanted: "200000",
        gas_used: "52218",
        events: [
          {
            type: "tx",
            attributes: [
              { key: "fee", value: "5000uhid", index: true },
              { key: "fee_payer", value: "hid1x" },
            ],
          },
        ],
      },
      "tx_result",
    );
    expect(result).toEqual({
      code: 5,
      codespace: "sdk",
      data: Uint8Array.from([1, 2]),
      log: "insufficient funds",
      info: "",
      gasWanted: 200000n,
      gasUsed: 52218n,
      events: [
        {
          type: "tx",
          attributes: [
            { key: "fee", value: "5000uhid", index: true },
            { key: "fee_payer", value: "hid1x", index: false },
          ],
        },
      ],
    });
  });

  test("reads CometBFT's omitted and null fields as zero values", () => {
    expect(readTxResult({ data: null }, "check_tx")).toEqual({
      code: 0,
      codespace: "",
      data: new Uint8Array(),
      log: "",
      info: "",
      gasWanted: 0n,
      gasUsed: 0n,
      events: [],
    });
  });

  test("a value of the wrong shape throws, naming where it is", () => {
    expect(() => readTxResult(null, "check_tx")).toThrow("CometBFT RPC: check_tx is not an object");
    expect(() => readTxResult({ events: [{ type: 1 }] }, "tx_result")).toThrow("CometBFT RPC: tx_result.events[0].type is not a string");
  });
});
