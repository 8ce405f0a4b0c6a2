import { ReadMemo } from "../../../abci-app/src/store/iavl/read-memo";

const MISS = Symbol("miss");
const value = (n: number) => Uint8Array.of(n);

describe("ReadMemo", () => {
  it("tells a key it does not know from a key the tree does not have", () => {
    const memo = new ReadMemo();
    expect(memo.get("a", MISS)).toBe(MISS);
    memo.set("a", undefined);
    expect(memo.get("a", MISS)).toBeUndefined();
    memo.set("b", value(1));
    expect(memo.get("b", MISS)).toEqual(value(1));
    memo.forget("b");
    memo.forget("a");
    expect([memo.get("a", MISS), memo.get("b", MISS)]).toEqual([MISS, MISS]);
  });
});
