import { describe, expect, it } from "@jest/globals";
import { BatchedReads } from "../../../../services/shared/batched-reads";

/**
 * A store whose queries see what it holds when they start (as a database statement sees its snapshot), and answer
 * only when the test releases them; it records the keys of each.
 */
function heldStore(values: Map<string, number>) {
  const queries: { keys: string[]; release(): void; fail(err: Error): void }[] = [];
  const readAll = (keys: string[]) =>
    new Promise<(number | undefined)[]>((resolve, reject) => {
      const snapshot = keys.map((k) => values.get(k));
      queries.push({ keys, release: () => resolve(snapshot), fail: reject });
    });
  return { queries, reads: new BatchedReads<string, number>(readAll, (key) => key) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("BatchedReads", () => {
  it("reads what one turn asks for in one query at the end of the turn, and what is asked for meanwhile in the next", async () => {
    const values = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    const { queries, reads } = heldStore(values);
    const [first, second] = [reads.read("a"), reads.read("b")];
    expect(queries).toHaveLength(0);
    await settle();
    expect(queries.map((q) => q.keys)).toEqual([["a", "b"]]);
    const [b, a, again, missing] = [reads.read("b"), reads.read("a"), reads.read("a"), reads.read("c")];
    queries[0]!.release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    await settle();
    expect(queries.map((q) => q.keys)).toEqual([
      ["a", "b"],
      ["b", "a", "c"],
    ]);
    queries[1]!.release();
    expect(await Promise.all([b, a, again, missing])).toEqual([2, 1, 1, undefined]);
  });

  it("never answers a read from a query that was under way when it was asked: it may predate a write", async () => {
    const values = new Map([["k", 1]]);
    const { queries, reads } = heldStore(values);
    const before = reads.read("k");
    await settle(); // its query starts at the end of the turn
    values.set("k", 2); // a write commits while the first query is in flight
    const after = reads.read("k");
    queries[0]!.release();
    await settle();
    queries[1]!.release();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(queries).toHaveLength(2);
  });

  it("fails every read of a failed query, and goes on with the next", async () => {
    const { queries, reads } = heldStore(new Map([["k", 1]]));
    const first = reads.read("k");
    await settle();
    const second = reads.read("k");
    queries[0]!.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await settle();
    queries[1]!.release();
    expect(await second).toBe(1);
    const third = reads.read("k");
    await settle();
    queries[2]!.release();
    expect(await third).toBe(1);
  });
});
