import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { Bytes, KVChange } from "../../../abci-app/src/store/types";
import { ErrInvalidRequest } from "../../../abci-app/src/types/sdk-errors";
import { ALL_KEYS } from "../../unit/store/helpers/compare";
import { hex, SortedModel } from "../../unit/store/helpers/model";
import { Random } from "../../../scripts/bench/random";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";
import { verifyProvenValue } from "../../unit/store/helpers/verify-proof";
import { randomChanges } from "../../unit/store/helpers/workload";

const b = (s: string): Bytes => Buffer.from(s);
const sets = (...pairs: [string, string][]): KVChange[] => pairs.map(([k, v]) => [b(k), b(v)]);

describe("ICS23 proofs verified with @confio/ics23", () => {
  const tempDir = useTempDirs();

  async function storeWith(versions: Map<string, KVChange[]>[]): Promise<{ store: RootMultiStore; appHashes: Bytes[] }> {
    const store = await RootMultiStore.open(tempDir(), ["bank", "ibc", "staking"]);
    const appHashes: Bytes[] = [];
    for (const [i, changes] of versions.entries()) {
      store.build(changes, i + 1);
      appHashes.push((await store.commit()).appHash);
    }
    return { store, appHashes };
  }

  it("proves existence, and absence between keys, before the first key and after the last", async () => {
    const { store, appHashes } = await storeWith([
      new Map([
        ["ibc", sets(["b", "1"], ["d", "2"], ["f", "3"], ["h", "4"], ["j", "5"])],
        ["bank", sets(["x", "y"])],
      ]),
    ]);
    const appHash = appHashes[0]!;
    for (const key of ["b", "d", "f", "h", "j"]) {
      const proven = store.prove("ibc", b(key), 1);
      expect(proven.value).toBeDefined();
      expect(verifyProvenValue(proven, appHash, "ibc", b(key))).toBe(true);
    }
    for (const key of ["a", "c", "e", "i", "k", "zz", "b\x00", "\x00"]) {
      const proven = store.prove("ibc", b(key), 1);
      expect(proven.value).toBeUndefined();
      expect(verifyProvenValue(proven, appHash, "ibc", b(key))).toBe(true);
    }
    await store.close();
  });

  it("gives proofs that fail for a different value, a different key or another app hash", async () => {
    const { store, appHashes } = await storeWith([new Map([["ibc", sets(["b", "1"], ["d", "2"], ["f", "3"])]])]);
    const proven = store.prove("ibc", b("d"), 1);
    expect(verifyProvenValue(proven, appHashes[0]!, "ibc", b("d"))).toBe(true);
    expect(verifyProvenValue({ ...proven, value: b("3") }, appHashes[0]!, "ibc", b("d"))).toBe(false);
    expect(verifyProvenValue(proven, new Uint8Array(32), "ibc", b("d"))).toBe(false);
    const absent = store.prove("ibc", b("c"), 1);
    expect(verifyProvenValue(absent, appHashes[0]!, "ibc", b("c"))).toBe(true);
    // The neighbours of "c" do not prove "e" absent, nor can an absence proof stand for a present key.
    expect(verifyProvenValue({ ...absent, proofOps: [{ ...absent.proofOps[0]!, key: b("e") }, absent.proofOps[1]!] }, appHashes[0]!, "ibc", b("e"))).toBe(
      false,
    );
    expect(verifyProvenValue({ ...absent, proofOps: [{ ...absent.proofOps[0]!, key: b("d") }, absent.proofOps[1]!] }, appHashes[0]!, "ibc", b("d"))).toBe(
      false,
    );
    await store.close();
  });

  it("proves old versions against their own app hash after later writes and deletes", async () => {
    const { store, appHashes } = await storeWith([
      new Map([["ibc", sets(["k1", "old"], ["k2", "gone-later"], ["k3", "c"])]]),
      new Map([
        [
          "ibc",
          [
            [b("k1"), b("new")],
            [b("k2"), undefined],
          ] as KVChange[],
        ],
      ]),
    ]);
    const v1 = store.prove("ibc", b("k1"), 1);
    expect(Buffer.from(v1.value!).toString()).toBe("old");
    expect(verifyProvenValue(v1, appHashes[0]!, "ibc", b("k1"))).toBe(true);
    expect(verifyProvenValue(v1, appHashes[1]!, "ibc", b("k1"))).toBe(false);

    const v2 = store.prove("ibc", b("k1"), 2);
    expect(Buffer.from(v2.value!).toString()).toBe("new");
    expect(verifyProvenValue(v2, appHashes[1]!, "ibc", b("k1"))).toBe(true);

    const deleted = store.prove("ibc", b("k2"), 2);
    expect(deleted.value).toBeUndefined();
    expect(verifyProvenValue(deleted, appHashes[1]!, "ibc", b("k2"))).toBe(true);
    const beforeDelete = store.prove("ibc", b("k2"), 1);
    expect(Buffer.from(beforeDelete.value!).toString()).toBe("gone-later");
    expect(verifyProvenValue(beforeDelete, appHashes[0]!, "ibc", b("k2"))).toBe(true);
    await store.close();
  });

  it("proves every key of a random workload at every version, present or absent", async () => {
    const rng = new Random(99);
    const models = new Map([
      ["bank", new SortedModel()],
      ["ibc", new SortedModel()],
    ]);
    const history: { appHash: Bytes; models: Map<string, SortedModel> }[] = [];
    const store = await RootMultiStore.open(tempDir(), ["bank", "ibc"]);
    for (let version = 1; version <= 12; version++) {
      const changes = new Map([...models].map(([name, model]) => [name, randomChanges(rng, model, 1 + rng.int(30))]));
      store.build(changes, version);
      const { appHash } = await store.commit();
      history.push({ appHash, models: new Map([...models].map(([n, m]) => [n, SortedModel.from(m)])) });
    }
    const failures: string[] = [];
    for (const [i, { appHash, models: atVersion }] of history.entries()) {
      for (const [name, model] of atVersion) {
        if (model.size === 0) continue;
        for (const key of ALL_KEYS) {
          const proven = store.prove(name, key, i + 1);
          const expected = model.get(key);
          const sameValue = (proven.value === undefined) === (expected === undefined) && (expected === undefined || hex(proven.value!) === hex(expected));
          if (!sameValue || !verifyProvenValue(proven, appHash, name, key)) failures.push(`${name} ${hex(key)} @${i + 1}`);
        }
      }
    }
    expect(failures).toEqual([]);
    await store.close();
  });

  it("proves the single key of a one-leaf tree and the absence of keys around it", async () => {
    const { store, appHashes } = await storeWith([new Map([["staking", sets(["m", "only"])]])]);
    for (const key of ["m", "a", "z"]) expect(verifyProvenValue(store.prove("staking", b(key), 1), appHashes[0]!, "staking", b(key))).toBe(true);
    await store.close();
  });

  it("refuses to prove absence in an empty store, and versions that do not exist", async () => {
    const { store } = await storeWith([new Map([["ibc", sets(["a", "1"])]])]);
    expect(() => store.prove("bank", b("a"), 1)).toThrow(/store is empty/);
    expect(ErrInvalidRequest.is(catchError(() => store.prove("bank", b("a"), 1)))).toBe(true);
    expect(() => store.prove("ibc", b("a"), 2)).toThrow("failed to load state at height 2; version does not exist (latest height: 1): invalid request");
    expect(() => store.prove("ibc", b("a"), 0)).toThrow("failed to load state at height 0; version does not exist (latest height: 1): invalid request");
    expect(() => store.prove("nope", b("a"), 1)).toThrow(/not mounted/);
    await store.close();
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}
