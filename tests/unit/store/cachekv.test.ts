import { CacheKVStore } from "../../../abci-app/src/store/cachekv";
import { EMPTY_STORE } from "../../../abci-app/src/store/readonly";
import type { KVStore } from "../../../abci-app/src/store/types";
import { expectSameAs } from "./helpers/compare";
import { hex, SortedModel } from "./helpers/model";
import { Random } from "../../../scripts/bench/random";
import { randomKey } from "./helpers/workload";

/** A parent store filled with random entries, and its model. */
function filledParent(rng: Random, entries: number): { store: CacheKVStore; model: SortedModel } {
  const store = new CacheKVStore(EMPTY_STORE);
  const model = new SortedModel();
  for (let i = 0; i < entries; i++) {
    const key = randomKey(rng);
    const value = rng.bytes(rng.int(4));
    store.set(key, value);
    model.set(key, value);
  }
  return { store, model };
}

/** One random write to both a store and its model. */
function randomWrite(rng: Random, store: KVStore, model: SortedModel): void {
  const key = randomKey(rng);
  if (rng.int(3) === 0) {
    store.delete(key);
    model.delete(key);
  } else {
    const value = rng.bytes(rng.int(4));
    store.set(key, value);
    model.set(key, value);
  }
}

/** A layer's pending changes as "key=value" strings, "deleted" for deletes. */
function changedKeys(layer: CacheKVStore): string[] {
  return layer.changes().map(([k, v]) => `${hex(k)}=${v === undefined ? "deleted" : hex(v)}`);
}

describe("CacheKVStore against a sorted model", () => {
  it("reads its writes merged over the parent: get, has and both iterators with bounds", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const rng = new Random(seed);
      const parent = filledParent(rng, 40);
      const layer = new CacheKVStore(parent.store);
      const model = SortedModel.from(parent.model);
      for (let step = 0; step < 60; step++) {
        randomWrite(rng, layer, model);
        if (step % 10 === 9) expectSameAs(layer, model, rng, 6);
      }
      expectSameAs(layer, model, rng);
    }
  });

  it("leaves the parent untouched until write(), then gives it exactly the branch's state", () => {
    for (let seed = 100; seed < 110; seed++) {
      const rng = new Random(seed);
      const parent = filledParent(rng, 30);
      const parentBefore = SortedModel.from(parent.model);
      const layer = new CacheKVStore(parent.store);
      const model = SortedModel.from(parent.model);
      for (let step = 0; step < 50; step++) randomWrite(rng, layer, model);

      expectSameAs(parent.store, parentBefore, rng, 4);
      layer.write();
      expectSameAs(parent.store, model, rng);
      expect(layer.size).toBe(0);
      expect(layer.changes()).toEqual([]);
      expectSameAs(layer, model, rng, 4);
    }
  });

  it("reports its pending changes sorted by key, one per key, the last write winning", () => {
    const rng = new Random(7);
    const parent = filledParent(rng, 20);
    const layer = new CacheKVStore(parent.store);
    const last = new Map<string, string>();
    for (let step = 0; step < 80; step++) {
      const key = randomKey(rng);
      if (rng.int(3) === 0) {
        layer.delete(key);
        last.set(hex(key), "deleted");
      } else {
        const value = rng.bytes(1 + rng.int(3));
        layer.set(key, value);
        last.set(hex(key), hex(value));
      }
    }
    const expected = [...last.keys()].sort().map((k) => `${k}=${last.get(k)}`);
    expect(changedKeys(layer)).toEqual(expected);
  });

  it("stacks: a branch of a branch writes into its parent only", () => {
    const rng = new Random(42);
    const root = filledParent(rng, 30);
    const middle = new CacheKVStore(root.store);
    const middleModel = SortedModel.from(root.model);
    for (let i = 0; i < 20; i++) randomWrite(rng, middle, middleModel);
    const top = new CacheKVStore(middle);
    const topModel = SortedModel.from(middleModel);
    for (let i = 0; i < 20; i++) randomWrite(rng, top, topModel);

    expectSameAs(top, topModel, rng);
    expectSameAs(middle, middleModel, rng);
    top.write();
    expectSameAs(middle, topModel, rng);
    expectSameAs(root.store, root.model, rng);
  });

  it("iterates the entries as they were when iteration started, even if the loop deletes them", () => {
    const rng = new Random(5);
    const parent = filledParent(rng, 30);
    const layer = new CacheKVStore(parent.store);
    layer.set(Buffer.from([0x41, 0x42]), Buffer.from("mine"));
    const before = [...layer.iterator()].map(([k]) => hex(k));
    const seen: string[] = [];
    for (const [key] of layer.iterator()) {
      seen.push(hex(key));
      layer.delete(key);
    }
    expect(seen).toEqual(before);
    expect([...layer.iterator()]).toEqual([]);
  });

  it("refuses empty keys and accepts empty values", () => {
    const layer = new CacheKVStore(EMPTY_STORE);
    expect(() => layer.set(new Uint8Array(0), Buffer.from("v"))).toThrow(/must not be empty/);
    expect(() => layer.delete(new Uint8Array(0))).toThrow(/must not be empty/);
    layer.set(Buffer.from("k"), new Uint8Array(0));
    expect(layer.has(Buffer.from("k"))).toBe(true);
    expect(layer.get(Buffer.from("k"))).toEqual(new Uint8Array(0));
  });
});
