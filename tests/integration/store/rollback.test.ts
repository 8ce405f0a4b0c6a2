import { openStateDb } from "../../../abci-app/src/store/state-db";
import { rollbackTo } from "../../../abci-app/src/store/rollback";
import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { PruningOptions, StoreChanges } from "../../../abci-app/src/store/types";
import { Random } from "../../../scripts/bench/random";
import { hex, SortedModel } from "../../unit/store/helpers/model";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";
import { randomChanges } from "../../unit/store/helpers/workload";

const STORES = ["bank", "ssi"];

/** Every key and value of the database, in hex: what a rollback must restore exactly. */
async function contents(dir: string): Promise<Map<string, string>> {
  const db = await openStateDb(dir);
  const all = new Map<string, string>();
  for await (const [key, value] of db.iterator()) all.set(hex(key), hex(value));
  await db.close();
  return all;
}

/** Commits blocks of random writes and deletes (so later versions orphan nodes of earlier ones). */
async function commitBlocks(dir: string, rng: Random, models: Map<string, SortedModel>, from: number, to: number, pruning?: PruningOptions): Promise<void> {
  const store = await RootMultiStore.open(dir, STORES, pruning === undefined ? {} : { pruning });
  for (let version = from; version <= to; version++) {
    const block: StoreChanges = new Map([...models].map(([name, model]) => [name, randomChanges(rng, model, 5 + rng.int(30))]));
    store.build(block, version);
    await store.commit();
  }
  await store.close();
}

async function rollback(dir: string, target: number) {
  const db = await openStateDb(dir, false);
  try {
    return await rollbackTo(db, target);
  } finally {
    await db.close();
  }
}

describe("rolling the state back to an earlier version", () => {
  const tempDir = useTempDirs();

  it.each([1, 3])("leaves the database exactly as it was when the version %i back was the latest", async (back) => {
    const dir = tempDir();
    const rng = new Random(7 + back);
    const models = new Map(STORES.map((name) => [name, new SortedModel()]));
    await commitBlocks(dir, rng, models, 1, 6);
    const before = await contents(dir);
    const { appHash } = await RootMultiStore.open(dir, STORES).then(async (s) => {
      const last = s.lastCommit();
      await s.close();
      return last;
    });
    await commitBlocks(dir, rng, models, 7, 6 + back);

    const result = await rollback(dir, 6);
    expect(result).toEqual({ from: 6 + back, to: 6, appHash });
    expect(await contents(dir)).toEqual(before);
  });

  it("lets the chain go on from there: the database ends as if the rolled-back block had never been", async () => {
    const models = (): Map<string, SortedModel> => new Map(STORES.map((name) => [name, new SortedModel()]));
    const copy = (m: Map<string, SortedModel>) => new Map([...m].map(([name, model]) => [name, SortedModel.from(model)]));

    const rolled = tempDir();
    const history = new Random(1);
    const atFour = models();
    await commitBlocks(rolled, history, atFour, 1, 4);
    const kept = copy(atFour);
    await commitBlocks(rolled, history, atFour, 5, 5);
    await rollback(rolled, 4);
    await commitBlocks(rolled, new Random(2), kept, 5, 6);

    const straight = tempDir();
    const same = models();
    await commitBlocks(straight, new Random(1), same, 1, 4);
    await commitBlocks(straight, new Random(2), same, 5, 6);

    expect(await contents(rolled)).toEqual(await contents(straight));
  });

  it("refuses a version that is not kept, or not below the latest", async () => {
    const dir = tempDir();
    const models = new Map(STORES.map((name) => [name, new SortedModel()]));
    await commitBlocks(dir, new Random(3), models, 1, 10, { keep: "recent", keepRecent: 2, interval: 5 });
    await expect(rollback(dir, 2)).rejects.toThrow("cannot roll back to version 2: it is not kept (pruned); the oldest kept version is 8");
    await expect(rollback(dir, 11)).rejects.toThrow("cannot roll back to version 11: the latest committed version is 10");
    expect((await rollback(dir, 9)).to).toBe(9);
  });
});
