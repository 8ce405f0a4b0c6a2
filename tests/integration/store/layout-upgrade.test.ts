import { readFileSync } from "node:fs";
import path from "node:path";
import { upgradeLayout } from "../../../abci-app/src/store/layout-upgrade";
import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import { openStateDb, type StateDb } from "../../../abci-app/src/store/state-db";
import type { PruningOptions } from "../../../abci-app/src/store/types";
import { changesOf, STORES, VERSIONS } from "../../fixtures/state-format-1/workload";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";
import { verifyProvenValue } from "../../unit/store/helpers/verify-proof";

/** A database written by the hash-keyed layout (tests/fixtures/state-format-1), with the app hash of each version. */
interface Fixture {
  readonly pruning: PruningOptions | null;
  readonly appHashes: Record<string, string>;
  readonly entries: [string, string][];
}

function fixture(name: string): Fixture {
  return JSON.parse(readFileSync(path.join(__dirname, "../../fixtures/state-format-1", `${name}.json`), "utf8")) as Fixture;
}

async function writeFixture(dir: string, { entries }: Fixture): Promise<void> {
  const db = await openStateDb(dir);
  const batch = db.batch();
  for (const [key, value] of entries) batch.put(Buffer.from(key, "hex"), Buffer.from(value, "hex"));
  await batch.write();
  await db.close();
}

async function contents(dir: string): Promise<Map<string, string>> {
  const db = await openStateDb(dir);
  const all = new Map<string, string>();
  for await (const [key, value] of db.iterator()) all.set(key.toString("hex"), value.toString("hex"));
  await db.close();
  return all;
}

/** What store `name` holds at `version`, from the workload: hex key → value. */
function modelAt(name: string, version: number): Map<string, string> {
  const model = new Map<string, string>();
  for (let v = 1; v <= version; v++) {
    for (const [key, value] of changesOf(name, v)) {
      if (value === undefined) model.delete(Buffer.from(key).toString("hex"));
      else model.set(Buffer.from(key).toString("hex"), Buffer.from(value).toString("hex"));
    }
  }
  return model;
}

async function commit(store: RootMultiStore, from: number, to: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let version = from; version <= to; version++) {
    store.build(new Map(STORES.map((name) => [name, changesOf(name, version)])), version);
    hashes.push(Buffer.from((await store.commit()).appHash).toString("hex"));
  }
  return hashes;
}

/** The database as if it had been written in the version-first layout from the start. */
async function native(dir: string, pruning: PruningOptions | null, to: number): Promise<void> {
  const store = await RootMultiStore.open(dir, STORES, pruning === null ? {} : { pruning });
  await commit(store, 1, to);
  await store.close();
}

/** The database, whose batches fail from the `failAt`-th write on: a crash part-way. */
function crashingAt(db: StateDb, failAt: number): StateDb {
  let writes = 0;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "batch") {
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return () => {
        const batch = target.batch();
        const write = batch.write.bind(batch);
        return Object.assign(batch, {
          write: async (...args: Parameters<typeof write>) => (++writes >= failAt ? Promise.reject(new Error("simulated crash")) : write(...args)),
        });
      };
    },
  });
}

describe("upgrading a state database from hash-keyed nodes to version-first keys", () => {
  const tempDir = useTempDirs();

  it.each(["keep-all", "pruned"])("keeps every kept version readable and provable under the same app hash (%s)", async (name) => {
    const written = fixture(name);
    const dir = tempDir();
    await writeFixture(dir, written);
    const store = await RootMultiStore.open(dir, STORES, written.pruning === null ? {} : { pruning: written.pruning });
    expect(store.lastCommit().version).toBe(VERSIONS);
    expect(Buffer.from(store.lastCommit().appHash).toString("hex")).toBe(written.appHashes[VERSIONS]);
    const oldest = written.pruning === null ? 1 : 4; // pruned at 3 (below 1) and 6 (below 4)
    expect(store.oldestVersion).toBe(oldest);
    expect(() => store.view(oldest - 1)).toThrow(/version does not exist/);
    for (let version = oldest; version <= VERSIONS; version++) {
      for (const storeName of STORES) {
        const read = new Map(
          [...store.view(version).getKVStore(storeName).iterator()].map(([k, v]) => [Buffer.from(k).toString("hex"), Buffer.from(v).toString("hex")]),
        );
        expect(read).toEqual(modelAt(storeName, version));
      }
      const appHash = Buffer.from(written.appHashes[version]!, "hex");
      for (const key of ["k00", "k05", "k17", "k39", "zz"]) {
        expect(verifyProvenValue(store.prove("ssi", Buffer.from(key), version), appHash, "ssi", Buffer.from(key))).toBe(true);
      }
    }
    await store.close();
    expect([...(await contents(dir)).keys()].every((key) => key.startsWith("76"))).toBe(true); // "v": nothing of format 1 is left
  });

  it.each(["keep-all", "pruned"])("goes on as a database written with version-first keys from the start would (%s)", async (name) => {
    const written = fixture(name);
    const [upgraded, fresh] = [tempDir(), tempDir()];
    await writeFixture(upgraded, written);
    const store = await RootMultiStore.open(upgraded, STORES, written.pruning === null ? {} : { pruning: written.pruning });
    const next = await commit(store, VERSIONS + 1, VERSIONS + 4);
    await store.close();
    await native(fresh, written.pruning, VERSIONS + 4);
    const reference = await RootMultiStore.open(fresh, STORES);
    expect(Buffer.from(reference.lastCommit().appHash).toString("hex")).toBe(next.at(-1));
    await reference.close();

    const [after, expected] = [await contents(upgraded), await contents(fresh)];
    expect([...after.keys()]).toEqual([...expected.keys()]);
    // Keeping every version, the records match too; pruned, a version's record says what was kept when it was
    // written, and the fixture's versions were written by the old layout.
    if (written.pruning === null) expect(after).toEqual(expected);
  });

  it("finishes an upgrade cut short at any write, and ends with the database a whole upgrade gives", async () => {
    const written = fixture("pruned");
    const whole = tempDir();
    await writeFixture(whole, written);
    const db = await openStateDb(whole);
    await upgradeLayout(db, undefined, 50);
    await db.close();
    const expected = await contents(whole);

    let failAt = 1;
    for (; failAt < 200; failAt++) {
      const dir = tempDir();
      await writeFixture(dir, written);
      const cut = await openStateDb(dir);
      const crashed = await upgradeLayout(crashingAt(cut, failAt), undefined, 50).then(
        () => false,
        (err: Error) => {
          expect(err.message).toBe("simulated crash");
          return true;
        },
      );
      await cut.close();
      const store = await RootMultiStore.open(dir, STORES, { pruning: written.pruning! });
      expect(Buffer.from(store.lastCommit().appHash).toString("hex")).toBe(written.appHashes[VERSIONS]);
      await store.close();
      expect(await contents(dir)).toEqual(expected);
      if (!crashed) break;
    }
    expect(failAt).toBeGreaterThan(10); // the crash points covered every phase: node batches, versions, deletions
  });
});
