import { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { AnswerBudget, answerBytes } from "../../../abci-app/src/server/limits/answer-budget";
import { DoorBusyError } from "../../../lib/door-limit";

/** A budget on a clock the test moves. */
function budgetAt(bytesPerSecond: number) {
  let now = 0;
  const budget = new AnswerBudget("ABCI query", bytesPerSecond, () => now);
  return { budget, advance: (ms: number) => (now += ms) };
}

describe("AnswerBudget", () => {
  it("lets calls through until their answers have used a second's bytes, then refuses until time refills it", () => {
    const { budget, advance } = budgetAt(1000);
    budget.admit();
    budget.spend(600);
    budget.admit();
    budget.spend(600);
    expect(() => budget.admit()).toThrow(DoorBusyError);
    expect(() => budget.admit()).toThrow("ABCI query has handed out its 1000 bytes of answers for this second; retry shortly");
    advance(100); // 200 bytes of debt, 100 refilled
    expect(() => budget.admit()).toThrow(DoorBusyError);
    advance(150);
    budget.admit();
  });

  it("counts answers already under way: the debt they leave is paid back before the next call", () => {
    const { budget, advance } = budgetAt(1000);
    budget.admit();
    budget.admit();
    budget.spend(1000);
    budget.spend(3000); // both let through while the bucket was full
    advance(2999);
    expect(() => budget.admit()).toThrow(DoorBusyError);
    advance(2);
    budget.admit();
  });

  it("holds at most one second's worth, however long it was idle", () => {
    const { budget, advance } = budgetAt(1000);
    advance(60_000);
    budget.spend(1000);
    expect(() => budget.admit()).toThrow(DoorBusyError);
  });

  it("limits nothing at 0 bytes per second", () => {
    const { budget } = budgetAt(0);
    budget.spend(1e12);
    budget.admit();
  });

  it("refuses a rate that is not a non-negative integer", () => {
    expect(() => new AnswerBudget("ABCI query", -1)).toThrow("bytesPerSecond must be a non-negative integer");
    expect(() => new AnswerBudget("ABCI query", 1.5)).toThrow("bytesPerSecond must be a non-negative integer");
  });
});

describe("answerBytes", () => {
  it("counts what CometBFT prints of an answer: value, key, proof, log and info", () => {
    const response = ResponseQuery.fromPartial({
      value: new Uint8Array(100),
      key: new Uint8Array(10),
      log: "abc",
      info: "de",
      proofOps: { ops: [{ type: "ics23:iavl", key: new Uint8Array(5), data: new Uint8Array(50) }] },
    });
    expect(answerBytes(response)).toBe(100 + 10 + 3 + 2 + 10 + 5 + 50);
    expect(answerBytes(ResponseQuery.fromPartial({}))).toBe(0);
  });
});
