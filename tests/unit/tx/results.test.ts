import { checkTxResponse, execTxResult } from "../../../abci-app/src/tx/results";
import type { TxOutcome } from "../../../abci-app/src/tx/run-tx";
import { MAX_ERROR_MESSAGE_CHARS } from "../../../abci-app/src/types/bounded-message";
import { ErrInvalidRequest } from "../../../abci-app/src/types/sdk-errors";

describe("a transaction's result", () => {
  const failed = (message: string): TxOutcome => ({
    error: ErrInvalidRequest.wrap(message),
    gasWanted: 10n,
    gasUsed: 7n,
    events: [],
    data: new Uint8Array(),
    log: "",
    msgResponses: [],
  });

  it("carries the error's code, codespace and text", () => {
    for (const result of [checkTxResponse(failed("bad thing")), execTxResult(failed("bad thing"))]) {
      expect(result).toMatchObject({ code: ErrInvalidRequest.code, codespace: "sdk", log: "bad thing: invalid request", gasWanted: 10n, gasUsed: 7n });
    }
  });

  it("cuts a log that would echo a large input back, saying how much was left out", () => {
    const { log } = execTxResult(failed("x".repeat(100_000)));
    expect(log.startsWith("x".repeat(MAX_ERROR_MESSAGE_CHARS))).toBe(true);
    expect(log).toMatch(/… \(\d+ more characters\)$/);
    expect(log.length).toBeLessThan(MAX_ERROR_MESSAGE_CHARS + 40);
  });
});
