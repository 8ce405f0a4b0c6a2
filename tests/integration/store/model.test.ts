import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { KVChange } from "../../../abci-app/src/store/types";
import { VersionView } from "../../../abci-app/src/store/version-view";
import { checkTree } from "../../unit/store/helpers/avl";
import { expectSameAs } from "../../unit/store/helpers/compare";
import { SortedModel } from "../../unit/store/helpers/model";
import { Random } from "../../../scripts/bench/random";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";
import { randomChanges, randomKey } from "../../unit/store/helpers/workload";

const STORES = ["acc", "bank", "ibc"];

function asVersionView(view: unknown): VersionView {
  if (!(view instanceof VersionView)) throw new Error("expected a VersionView");
  return view;
}

describe("RootMultiStore against a sorted model", () => {
  const tempDir = useTempDirs();

  it("reads the latest and every historical version like the model, and keeps every tree a valid AVL tree", async () => {
    const store = await RootMultiStore.open(tempDir(), STORES);
    const rng = new Random(20251);
    const current = new Map(STORES.map((name) => [name, new SortedModel()]));
    const history = new Map<number, Map<string, SortedModel>>();
    const firstVersion = 3;

    for (let version = firstVersion; version < firstVersion + 60; version++) {
      const changes = new Map<string, KVChange[]>();
      for (const name of STORES) {
        // Some stores skip some versions: an unchanged store must keep its root.
        if (rng.int(4) === 0) continue;
        changes.set(name, randomChanges(rng, current.get(name)!, rng.int(25), { emptyValues: true }));
      }
      store.build(changes, version);
      await store.commit();
      history.set(version, new Map([...current].map(([name, model]) => [name, SortedModel.from(model)])));

      const latest = asVersionView(store.view());
      for (const name of STORES) {
        checkTree(latest.tree(name), version);
        expectSameAs(latest.getKVStore(name), current.get(name)!, rng, 4);
      }
      const past = firstVersion + rng.int(version - firstVersion + 1);
      for (const name of STORES) expectSameAs(store.view(past).getKVStore(name), history.get(past)!.get(name)!, rng, 4);
    }

    for (const [version, models] of history) {
      for (const name of STORES) expectSameAs(store.view(version).getKVStore(name), models.get(name)!, rng, 2);
    }
    await store.close();
  });

  it("answers reads of the latest version right after commits that change, delete and add the keys read before", async () => {
    // every key read at each version, present and absent, so that the read memos hold them when the next commit lands
    const store = await RootMultiStore.open(tempDir(), STORES);
    const rng = new Random(4242);
    const models = new Map(STORES.map((name) => [name, new SortedModel()]));
    const absent = Array.from({ length: 40 }, () => randomKey(rng));
    const readEverything = (version: number) => {
      for (const name of STORES) {
        const kv = store.view().getKVStore(name);
        const model = models.get(name)!;
        for (const key of [...model.keys(), ...absent]) expect([version, name, kv.get(key)]).toEqual([version, name, model.get(key)]);
      }
    };
    for (let version = 1; version <= 30; version++) {
      readEverything(version - 1);
      const changes = new Map<string, KVChange[]>();
      for (const name of STORES) {
        const list = randomChanges(rng, models.get(name)!, 1 + rng.int(20), { emptyValues: true });
        changes.set(name, list);
        for (const key of absent.slice(0, 2)) if (!list.some(([k]) => Buffer.compare(k, key) === 0)) list.push([key, Uint8Array.of(version)]);
        list.sort(([a], [b]) => Buffer.compare(a, b));
        for (const [key, value] of list) {
          if (value === undefined) models.get(name)!.delete(key);
          else models.get(name)!.set(key, value);
        }
      }
      store.build(changes, version);
      await store.commit();
    }
    readEverything(30);
    await store.close();
  });

  it("commits exactly what a block wrote through view().branch(), as the app runs blocks", async () => {
    const store = await RootMultiStore.open(tempDir(), STORES);
    const rng = new Random(77);
    const models = new Map(STORES.map((name) => [name, new SortedModel()]));
    for (let version = 1; version <= 15; version++) {
      const branch = store.view().branch();
      for (let i = 0; i < 30; i++) {
        const name = rng.pick(STORES);
        const key = randomKey(rng);
        if (rng.int(3) === 0) {
          branch.getKVStore(name).delete(key);
          models.get(name)!.delete(key);
        } else {
          const value = rng.bytes(1 + rng.int(4));
          branch.getKVStore(name).set(key, value);
          models.get(name)!.set(key, value);
        }
      }
      for (const name of STORES) expectSameAs(branch.getKVStore(name), models.get(name)!, rng, 3);
      store.build(branch.changes(), version);
      await store.commit();
      for (const name of STORES) expectSameAs(store.view().getKVStore(name), models.get(name)!, rng, 3);
    }
    await store.close();
  });

  it("keeps the root of a store that has no changes in a version", async () => {
    const store = await RootMultiStore.open(tempDir(), ["a", "b"]);
    store.build(
      new Map([
        ["a", [[Buffer.from("k"), Buffer.from("1")]]],
        ["b", [[Buffer.from("k"), Buffer.from("1")]]],
      ]),
      1,
    );
    await store.commit();
    const before = asVersionView(store.view()).tree("b").hash;
    store.build(new Map([["a", [[Buffer.from("k"), Buffer.from("2")]]]]), 2);
    await store.commit();
    expect(Buffer.from(asVersionView(store.view()).tree("b").hash)).toEqual(Buffer.from(before));
    expect(Buffer.from(asVersionView(store.view()).tree("a").hash)).not.toEqual(Buffer.from(before));
    await store.close();
  });

  it("shrinks a tree to empty and grows it again", async () => {
    const store = await RootMultiStore.open(tempDir(), ["a"]);
    const keys = Array.from({ length: 50 }, (_, i) => Buffer.from([i]));
    store.build(new Map([["a", keys.map((k): KVChange => [k, Buffer.from("v")])]]), 1);
    await store.commit();
    store.build(new Map([["a", keys.map((k): KVChange => [k, undefined])]]), 2);
    const emptyHash = store.build(new Map([["a", keys.map((k): KVChange => [k, undefined])]]), 2);
    await store.commit();
    expect([...store.view().getKVStore("a").iterator()]).toEqual([]);
    // An empty multistore of one store: the simple root of the single pair (name, sha256 of nothing).
    expect(emptyHash.length).toBe(32);
    store.build(new Map([["a", [[keys[7]!, Buffer.from("w")]]]]), 3);
    await store.commit();
    expect(Buffer.from(store.view().getKVStore("a").get(keys[7]!)!).toString()).toBe("w");
    expect([...store.view(1).getKVStore("a").iterator()]).toHaveLength(50);
    await store.close();
  });
});
