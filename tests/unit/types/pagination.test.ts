import { MemoryMultiStore } from "../../../abci-app/src/store/memory";
import type { KVStore } from "../../../abci-app/src/store/types";
import { DEFAULT_PAGE_LIMIT, filteredPaginate, paginate } from "../../../abci-app/src/module-kit/pagination";

const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array) => new TextDecoder().decode(b);
const request = (p: Partial<{ key: Uint8Array; offset: bigint; limit: bigint; countTotal: boolean; reverse: boolean }>) => ({
  key: new Uint8Array(),
  offset: 0n,
  limit: 0n,
  countTotal: false,
  reverse: false,
  ...p,
});

/** Keys k000…k(n-1) with their index as value. */
function storeOf(n: number): KVStore {
  const store = new MemoryMultiStore(["s"]).branch().getKVStore("s");
  for (let i = 0; i < n; i++) store.set(enc(`k${String(i).padStart(3, "0")}`), enc(String(i)));
  return store;
}

const even = (_key: Uint8Array, value: Uint8Array) => (Number(dec(value)) % 2 === 0 ? Number(dec(value)) : undefined);

describe("pagination", () => {
  it("defaults to 100 items and counts the total when no limit is given", () => {
    const res = paginate(storeOf(150), undefined, (key) => dec(key));
    expect(DEFAULT_PAGE_LIMIT).toBe(100n);
    expect(res.items).toHaveLength(100);
    expect(res.pagination).toEqual({ nextKey: enc("k100"), total: 150n });
  });

  it("filteredPaginate counts only selected items towards limit, offset and total", () => {
    const store = storeOf(10);
    const first = filteredPaginate(store, request({ limit: 2n, countTotal: true }), even);
    expect(first.items).toEqual([0, 2]);
    expect(first.pagination).toEqual({ nextKey: enc("k004"), total: 5n });
    const second = filteredPaginate(store, request({ key: first.pagination.nextKey, limit: 2n }), even);
    expect(second.items).toEqual([4, 6]);
    expect(second.pagination.nextKey).toEqual(enc("k008"));
    const last = filteredPaginate(store, request({ offset: 4n, limit: 2n }), even);
    expect(last.items).toEqual([8]);
    expect(last.pagination.nextKey).toEqual(new Uint8Array());
  });

  it("filteredPaginate walks backwards when reverse is set", () => {
    expect(filteredPaginate(storeOf(10), request({ limit: 2n, reverse: true }), even).items).toEqual([8, 6]);
  });

  it("an empty store gives an empty page", () => {
    expect(paginate(storeOf(0), request({ limit: 5n, countTotal: true }), (key) => key)).toEqual({
      items: [],
      pagination: { nextKey: new Uint8Array(), total: 0n },
    });
  });
});
