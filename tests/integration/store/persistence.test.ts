import { ClassicLevel } from "classic-level";
import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { Bytes, KVChange, StoreChanges } from "../../../abci-app/src/store/types";
import { expectSameAs } from "../../unit/store/helpers/compare";
import { hex, hexEntries, SortedModel } from "../../unit/store/helpers/model";
import { Random } from "../../../scripts/bench/random";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";
import { verifyProvenValue } from "../../unit/store/helpers/verify-proof";
import { randomChanges } from "../../unit/store/helpers/workload";

const STORES = ["auth", "bank", "ssi"];
const b = (s: string): Bytes => Buffer.from(s);

/** The same random blocks every time: a list of change sets, one per version, and the final models. */
function workload(seed: number, versions: number): { blocks: StoreChanges[]; models: Map<string, SortedModel> } {
  const rng = new Random(seed);
  const models = new Map(STORES.map((name) => [name, new SortedModel()]));
  const blocks: StoreChanges[] = [];
  for (let v = 0; v < versions; v++) {
    blocks.push(new Map([...models].map(([name, model]) => [name, randomChanges(rng, model, rng.int(20))])));
  }
  return { blocks, models };
}

async function dumpKeys(dir: string): Promise<string[]> {
  const db = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: "buffer", valueEncoding: "buffer" });
  await db.open();
  const keys: string[] = [];
  for await (const [key, value] of db.iterator()) keys.push(`${hex(key)}=${hex(value)}`);
  await db.close();
  return keys;
}

describe("RootMultiStore persistence and determinism", () => {
  const tempDir = useTempDirs();

  it("gives the same app hashes and the same database whatever the node cache size", async () => {
    const { blocks } = workload(5, 30);
    const runs: { hashes: string[]; dir: string }[] = [];
    for (const nodeCacheSize of [10, 1_000_000]) {
      const dir = tempDir();
      const store = await RootMultiStore.open(dir, STORES, { nodeCacheSize });
      const hashes: string[] = [];
      for (const [i, block] of blocks.entries()) {
        store.build(block, i + 1);
        hashes.push(hex((await store.commit()).appHash));
      }
      await store.close();
      runs.push({ hashes, dir });
    }
    expect(runs[0]!.hashes).toEqual(runs[1]!.hashes);
    expect(new Set(runs[0]!.hashes).size).toBe(blocks.length);
    expect(await dumpKeys(runs[0]!.dir)).toEqual(await dumpKeys(runs[1]!.dir));
  });

  it("reads correctly through a node cache of 10 entries", async () => {
    const { blocks, models } = workload(8, 25);
    const store = await RootMultiStore.open(tempDir(), STORES, { nodeCacheSize: 10 });
    for (const [i, block] of blocks.entries()) {
      store.build(block, i + 1);
      await store.commit();
    }
    for (const name of STORES) expectSameAs(store.view().getKVStore(name), models.get(name)!, new Random(1));
    await store.close();
  });

  it("reopens with the same last commit, data and proofs", async () => {
    const dir = tempDir();
    const { blocks, models } = workload(11, 20);
    const store = await RootMultiStore.open(dir, STORES);
    for (const [i, block] of blocks.entries()) {
      store.build(block, i + 1);
      await store.commit();
    }
    const before = store.lastCommit();
    const proofBefore = store.prove("bank", models.get("bank")!.keys()[0]!, 20);
    const historyBefore = STORES.map((name) => hexEntries(store.view(7).getKVStore(name).iterator()));
    await store.close();

    const reopened = await RootMultiStore.open(dir, STORES);
    expect(hex(reopened.lastCommit().appHash)).toBe(hex(before.appHash));
    expect(reopened.lastCommit().version).toBe(20);
    for (const name of STORES) expectSameAs(reopened.view().getKVStore(name), models.get(name)!, new Random(2));
    expect(STORES.map((name) => hexEntries(reopened.view(7).getKVStore(name).iterator()))).toEqual(historyBefore);
    const key = models.get("bank")!.keys()[0]!;
    const proofAfter = reopened.prove("bank", key, 20);
    expect(proofAfter.proofOps.map((op) => hex(op.data))).toEqual(proofBefore.proofOps.map((op) => hex(op.data)));
    expect(verifyProvenValue(proofAfter, before.appHash, "bank", key)).toBe(true);

    reopened.build(new Map([["ssi", [[b("after-reopen"), b("1")] as KVChange]]]), 21);
    await reopened.commit();
    expect(Buffer.from(reopened.view(21).getKVStore("ssi").get(b("after-reopen"))!).toString()).toBe("1");
    await reopened.close();
  });

  it("leaves no trace of a build that is never committed", async () => {
    const dir = tempDir();
    const store = await RootMultiStore.open(dir, STORES);
    store.build(new Map([["auth", [[b("a"), b("1")] as KVChange]]]), 1);
    const committed = await store.commit();
    const keysAfterCommit = await (async () => {
      await store.close();
      return dumpKeys(dir);
    })();

    const again = await RootMultiStore.open(dir, STORES);
    again.build(
      new Map([
        [
          "auth",
          [
            [b("a"), b("2")],
            [b("b"), b("3")],
          ] as KVChange[],
        ],
      ]),
      2,
    );
    expect(again.view().getKVStore("auth").get(b("a"))).toEqual(b("1"));
    expect(again.view().getKVStore("auth").has(b("b"))).toBe(false);
    await again.close();

    expect(await dumpKeys(dir)).toEqual(keysAfterCommit);
    const reopened = await RootMultiStore.open(dir, STORES);
    expect(reopened.lastCommit()).toEqual(committed);
    expect(reopened.view().getKVStore("auth").get(b("a"))).toEqual(b("1"));
    await reopened.close();
  });

  it("lets a later build of the same version replace the pending one", async () => {
    const dirs = [tempDir(), tempDir()];
    const replaced = await RootMultiStore.open(dirs[0]!, STORES);
    const genesisHash = replaced.build(new Map([["auth", [[b("genesis"), b("g")] as KVChange]]]), 1);
    const blockHash = replaced.build(
      new Map([
        [
          "auth",
          [
            [b("block"), b("x")],
            [b("genesis"), b("g")],
          ] as KVChange[],
        ],
      ]),
      1,
    );
    expect(hex(blockHash)).not.toBe(hex(genesisHash));
    expect((await replaced.commit()).appHash).toEqual(blockHash);
    expect(hexEntries(replaced.view().getKVStore("auth").iterator())).toEqual([
      [hex(b("block")), hex(b("x"))],
      [hex(b("genesis")), hex(b("g"))],
    ]);
    await replaced.close();

    const direct = await RootMultiStore.open(dirs[1]!, STORES);
    direct.build(
      new Map([
        [
          "auth",
          [
            [b("block"), b("x")],
            [b("genesis"), b("g")],
          ] as KVChange[],
        ],
      ]),
      1,
    );
    await direct.commit();
    await direct.close();
    expect(await dumpKeys(dirs[0]!)).toEqual(await dumpKeys(dirs[1]!));
  });

  it("starts at the version the first build names and then accepts only the next one", async () => {
    const store = await RootMultiStore.open(tempDir(), STORES);
    expect(store.lastCommit()).toEqual({ version: 0, appHash: new Uint8Array(0) });
    expect(() => store.build(new Map(), 0)).toThrow(/cannot build version 0/);
    store.build(new Map(), 5);
    expect((await store.commit()).version).toBe(5);
    expect(() => store.build(new Map(), 5)).toThrow("cannot build version 5: the last committed version is 5, so the next one is 6");
    expect(() => store.build(new Map(), 7)).toThrow(/the next one is 6/);
    expect(() => store.view(4)).toThrow("failed to load state at height 4; version does not exist (latest height: 5): invalid request");
    await expect(store.commit()).rejects.toThrow(/call build first/);
    store.build(new Map(), 6);
    const committing = store.commit();
    expect(() => store.build(new Map(), 7)).toThrow(/while a commit is being written/);
    await expect(store.commit()).rejects.toThrow(/while another commit is being written/);
    await committing;
    expect(store.lastCommit().version).toBe(6);
    await store.close();
  });

  it("rejects unsorted or duplicate changes and unknown stores", async () => {
    const store = await RootMultiStore.open(tempDir(), STORES);
    expect(() =>
      store.build(
        new Map([
          [
            "auth",
            [
              [b("b"), b("1")],
              [b("a"), b("1")],
            ] as KVChange[],
          ],
        ]),
        1,
      ),
    ).toThrow(/sorted/);
    expect(() =>
      store.build(
        new Map([
          [
            "auth",
            [
              [b("a"), b("1")],
              [b("a"), b("2")],
            ] as KVChange[],
          ],
        ]),
        1,
      ),
    ).toThrow(/without duplicates/);
    expect(() => store.build(new Map([["gov", [[b("a"), b("1")] as KVChange]]]), 1)).toThrow(/gov is not mounted/);
    await expect(store.commit()).rejects.toThrow(/call build first/);
    await store.close();
  });

  it("opens with a newly mounted store empty and refuses to drop a committed store", async () => {
    const dir = tempDir();
    const store = await RootMultiStore.open(dir, ["auth"]);
    store.build(new Map([["auth", [[b("a"), b("1")] as KVChange]]]), 1);
    const first = await store.commit();
    await store.close();

    const grown = await RootMultiStore.open(dir, ["auth", "bank"]);
    expect(grown.lastCommit()).toEqual(first);
    expect([...grown.view().getKVStore("bank").iterator()]).toEqual([]);
    expect(verifyProvenValue(grown.prove("auth", b("a"), 1), first.appHash, "auth", b("a"))).toBe(true);
    grown.build(new Map([["bank", [[b("x"), b("y")] as KVChange]]]), 2);
    const second = await grown.commit();
    expect(verifyProvenValue(grown.prove("bank", b("x"), 2), second.appHash, "bank", b("x"))).toBe(true);
    await grown.close();

    await expect(RootMultiStore.open(dir, ["auth"])).rejects.toThrow("the committed state has stores that are not mounted: bank");
    await expect(RootMultiStore.open(dir, ["auth", "bank", "a/b"])).rejects.toThrow(/invalid store name/);
  });
});
