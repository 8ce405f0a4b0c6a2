import { describe, expect, it } from "@jest/globals";
import { TurnBatcher } from "../../../../services/shared/turn-batcher";

describe("TurnBatcher", () => {
  it("runs one turn's items together, in submission order, at most maxBatch a run, each answered by its own result", async () => {
    const runs: number[][] = [];
    const batcher = new TurnBatcher<number, number>(async (items) => {
      runs.push(items);
      return items.map((n) => n * 10);
    }, 3);
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => batcher.submit(n)));
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(runs).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("fails only the items of a failed run", async () => {
    let calls = 0;
    const batcher = new TurnBatcher<string, string>(async (items) => {
      calls++;
      if (items.includes("bad")) throw new Error("statement failed");
      return items;
    }, 2);
    const outcomes = await Promise.allSettled(["bad", "x", "y"].map((s) => batcher.submit(s)));
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "fulfilled"]);
    expect(calls).toBe(2);
  });
});
