import { ExecTxResult, Response, ResponseFinalizeBlock } from "cosmjs-types/tendermint/abci/types";
import { concatBytes } from "../../../abci-app/src/store/bytes";
import { encodeResponse } from "../../../abci-app/src/abci/response-encoding";

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString("hex");
const joined = (parts: readonly Uint8Array[]): string => hex(concatBytes(...parts));

function txResult(i: number): ExecTxResult {
  return ExecTxResult.fromPartial({
    code: i % 3 === 0 ? 5 : 0,
    codespace: i % 3 === 0 ? "sdk" : "",
    data: Uint8Array.of(i & 0xff, 1, 2),
    log: i % 3 === 0 ? "insufficient funds" : `[{"msg_index":0,"events":[]}]`,
    gasWanted: 200_000n + BigInt(i),
    gasUsed: 3_000_000_000n + BigInt(i),
    events: [
      {
        type: "transfer",
        attributes: [
          { key: "recipient", value: `hid1recipient${i}`, index: true },
          { key: "amount", value: `${i}uhid`, index: i % 2 === 0 },
        ],
      },
      { type: "message", attributes: [{ key: "action", value: "/cosmos.bank.v1beta1.MsgSend", index: true }] },
    ],
  });
}

const responses: [string, Response][] = [
  ["an empty FinalizeBlock", Response.fromPartial({ finalizeBlock: {} })],
  [
    "a FinalizeBlock with block events, results, validator updates, consensus params and an app hash",
    Response.fromPartial({
      finalizeBlock: ResponseFinalizeBlock.fromPartial({
        events: [{ type: "mint", attributes: [{ key: "amount", value: "100uhid", index: true }] }],
        txResults: Array.from({ length: 50 }, (_, i) => txResult(i)),
        validatorUpdates: [{ pubKey: { ed25519: new Uint8Array(32).fill(7) }, power: 10n }],
        consensusParamUpdates: { block: { maxBytes: 22_020_096n, maxGas: -1n } },
        appHash: new Uint8Array(32).fill(9),
      }),
    }),
  ],
  ["a FinalizeBlock of results only", Response.fromPartial({ finalizeBlock: { txResults: [txResult(1), txResult(3)] } })],
  ["a CheckTx", Response.fromPartial({ checkTx: { code: 0, gasWanted: 200_000n, log: "" } })],
  ["an Info", Response.fromPartial({ info: { data: "idledger", lastBlockHeight: 42n, lastBlockAppHash: new Uint8Array(32).fill(1) } })],
];

test.each(responses)("%s encodes to the bytes Response.encode gives, in parts", (_, response) => {
  expect(joined(encodeResponse(response))).toBe(hex(Response.encode(response).finish()));
});

test("a FinalizeBlock response has a part per transaction result and decodes back to the results given", () => {
  const txResults = Array.from({ length: 10_000 }, (_, i) => txResult(i));
  const parts = encodeResponse(Response.fromPartial({ finalizeBlock: { txResults, appHash: Uint8Array.of(1) } }));
  expect(parts.length).toBeGreaterThan(txResults.length);
  const decoded = Response.decode(concatBytes(...parts)).finalizeBlock!;
  expect(decoded.txResults).toHaveLength(txResults.length);
  expect(decoded.txResults[9_999]).toEqual(txResults[9_999]);
  expect(decoded.appHash).toEqual(Uint8Array.of(1));
});
