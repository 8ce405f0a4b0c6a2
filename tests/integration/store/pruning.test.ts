import { ClassicLevel } from "classic-level";
import { pruneBelow, type PruneDb } from "../../../abci-app/src/store/pruning";
import type { StateDb } from "../../../abci-app/src/store/state-db";
import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { Bytes, PruningOptions, StoreChanges } from "../../../abci-app/src/store/types";
import { expectSameAs } from "../../unit/store/helpers/compare";
import { hex, SortedModel } from "../../unit/store/helpers/model";
import { Random } from "../../../scripts/bench/random";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";
import { verifyProvenValue } from "../../unit/store/helpers/verify-proof";
import { randomChanges } from "../../unit/store/helpers/workload";

const STORES = ["bank", "ibc"];

interface Committed {
  appHash: Bytes;
  models: Map<string, SortedModel>;
}

/** Commits `versions` random blocks; returns every version's app hash and models. */
async function run(store: RootMultiStore, seed: number, versions: number): Promise<Map<number, Committed>> {
  const rng = new Random(seed);
  const models = new Map(STORES.map((name) => [name, new SortedModel()]));
  const history = new Map<number, Committed>();
  for (let version = 1; version <= versions; version++) {
    const block: StoreChanges = new Map([...models].map(([name, model]) => [name, randomChanges(rng, model, 5 + rng.int(20))]));
    store.build(block, version);
    const { appHash } = await store.commit();
    history.set(version, { appHash, models: new Map([...models].map(([n, m]) => [n, SortedModel.from(m)])) });
  }
  return history;
}

async function allKeys(dir: string): Promise<string[]> {
  const db = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: "buffer", valueEncoding: "buffer" });
  await db.open();
  const keys: string[] = [];
  for await (const key of db.keys()) keys.push(hex(key));
  await db.close();
  return keys;
}

describe("pruning", () => {
  const tempDir = useTempDirs();
  const recent: PruningOptions = { keep: "recent", keepRecent: 3, interval: 5 };

  it("drops old versions every interval while the kept ones stay readable and provable", async () => {
    const dir = tempDir();
    const store = await RootMultiStore.open(dir, STORES, { pruning: recent });
    const history = await run(store, 3, 24);
    // Pruned at 5, 10, 15 and 20: at 20 the versions below 17 went.
    for (const version of [1, 10, 16]) {
      expect(() => store.view(version)).toThrow(`failed to load state at height ${version}; version does not exist (latest height: 24): invalid request`);
      expect(() => store.prove("bank", Buffer.from([1]), version)).toThrow(/version does not exist/);
    }
    const rng = new Random(4);
    for (let version = 17; version <= 24; version++) {
      const { appHash, models } = history.get(version)!;
      for (const name of STORES) {
        expectSameAs(store.view(version).getKVStore(name), models.get(name)!, rng, 3);
        for (const key of models.get(name)!.keys().slice(0, 5)) {
          expect(verifyProvenValue(store.prove(name, key, version), appHash, name, key)).toBe(true);
        }
      }
    }
    await store.close();

    const reopened = await RootMultiStore.open(dir, STORES, { pruning: recent });
    expect(() => reopened.view(16)).toThrow(/version does not exist/);
    expectSameAs(reopened.view(17).getKVStore("ibc"), history.get(17)!.models.get("ibc")!, rng);
    await reopened.close();
  });

  it("stores fewer keys than keeping everything, and exactly the nodes of the kept versions", async () => {
    const [keepAll, pruned] = [tempDir(), tempDir()];
    const all = await RootMultiStore.open(keepAll, STORES);
    await run(all, 9, 20);
    await all.close();
    const some = await RootMultiStore.open(pruned, STORES, { pruning: { keep: "recent", keepRecent: 0, interval: 1 } });
    const history = await run(some, 9, 20);
    await some.close();

    const keysAll = await allKeys(keepAll);
    const keysPruned = await allKeys(pruned);
    expect(keysPruned.length).toBeLessThan(keysAll.length / 2);
    // Keeping only the latest version leaves exactly its nodes: as many as a fresh build of its contents
    // would have (2n - 1 per non-empty store), plus its commit info and its record ("v" ‖ version ‖ tag).
    const nodes = keysPruned.filter((k) => Buffer.from(k, "hex").toString("latin1")[9] === "n");
    const leaves = [...history.get(20)!.models.values()].reduce((sum, m) => sum + (m.size === 0 ? 0 : 2 * m.size - 1), 0);
    expect(nodes.length).toBe(leaves);
    // Every orphan record went with its node: all of them left the tree at or before the latest version.
    expect(keysPruned.length).toBe(nodes.length + 2);
  });

  it("finishes an interrupted prune on the next one and ends with the same database as an uninterrupted run", async () => {
    const [interrupted, clean] = [tempDir(), tempDir()];
    for (const dir of [interrupted, clean]) {
      const store = await RootMultiStore.open(dir, STORES);
      await run(store, 21, 12);
      await store.close();
    }
    // A crash half-way: the commit records below 10 and some nodes are gone, the rest are not.
    const db: StateDb = new ClassicLevel<Buffer, Buffer>(interrupted, { keyEncoding: "buffer", valueEncoding: "buffer" });
    await db.open();
    let writes = 0;
    const failing: PruneDb = {
      get: db.get.bind(db),
      keys: db.keys.bind(db),
      batch: (() => {
        const batch = db.batch();
        const write = batch.write.bind(batch);
        return Object.assign(batch, { write: async () => (++writes === 3 ? Promise.reject(new Error("simulated crash")) : write()) });
      }) as PruneDb["batch"],
    };
    await expect(pruneBelow(failing, 10, 50)).rejects.toThrow("simulated crash");
    await db.close();
    const afterCrash = (await allKeys(interrupted)).length;
    expect(afterCrash).toBeLessThan((await allKeys(clean)).length);

    const reopened = await RootMultiStore.open(interrupted, STORES, { pruning: { keep: "recent", keepRecent: 2, interval: 1 } });
    expect(() => reopened.view(9)).toThrow(/version does not exist/);
    reopened.build(new Map(), 13);
    await reopened.commit();
    await reopened.close();

    const control = await RootMultiStore.open(clean, STORES, { pruning: { keep: "recent", keepRecent: 2, interval: 1 } });
    control.build(new Map(), 13);
    await control.commit();
    await control.close();
    const finished = await allKeys(interrupted);
    expect(finished.length).toBeLessThan(afterCrash);
    expect(finished).toEqual(await allKeys(clean));
  });

  it("deletes nothing more when run again", async () => {
    const dir = tempDir();
    const store = await RootMultiStore.open(dir, STORES);
    await run(store, 30, 8);
    await store.close();
    const db: StateDb = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: "buffer", valueEncoding: "buffer" });
    await db.open();
    const first = await pruneBelow(db, 6);
    const second = await pruneBelow(db, 6);
    await db.close();
    expect(first.versions).toBe(5);
    expect(first.nodes).toBeGreaterThan(0);
    expect(second).toEqual({ versions: 0, nodes: 0 });
  });

  it("rejects meaningless options", async () => {
    await expect(RootMultiStore.open(tempDir(), STORES, { pruning: { keep: "recent", keepRecent: -1, interval: 1 } })).rejects.toThrow(/keepRecent/);
    await expect(RootMultiStore.open(tempDir(), STORES, { pruning: { keep: "recent", keepRecent: 1, interval: 0 } })).rejects.toThrow(/interval/);
  });
});
