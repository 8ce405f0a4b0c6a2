import type { KVReader } from "../../../../abci-app/src/store/types";
import { hexEntries, type SortedModel } from "./model";
import type { Random } from "../../../../scripts/bench/random";
import { randomKey } from "./workload";

/** Every key of the small key space `randomKey` draws from, in byte order. */
export const ALL_KEYS: Uint8Array[] = (() => {
  const symbols = [0x00, 0x01, 0x41, 0x7f, 0x80, 0xfe, 0xff];
  const out: Uint8Array[] = [];
  const grow = (prefix: number[]) => {
    if (prefix.length > 0) out.push(Uint8Array.from(prefix));
    if (prefix.length < 3) for (const s of symbols) grow([...prefix, s]);
  };
  grow([]);
  return out;
})();

/** Asserts `store` reads exactly as `model`: get and has of every key, and `ranges` random iterations each way. */
export function expectSameAs(store: KVReader, model: SortedModel, rng: Random, ranges = 12): void {
  const actual: unknown[] = [];
  const expected: unknown[] = [];
  for (const key of ALL_KEYS) {
    const value = model.get(key);
    actual.push(["get", hexOrNone(store.get(key)), "has", store.has(key)]);
    expected.push(["get", hexOrNone(value), "has", value !== undefined]);
  }
  actual.push(hexEntries(store.iterator()), hexEntries(store.reverseIterator()));
  expected.push(model.range(undefined, undefined), model.range(undefined, undefined, false));
  for (let i = 0; i < ranges; i++) {
    const start = rng.int(4) === 0 ? undefined : randomKey(rng);
    const end = rng.int(4) === 0 ? undefined : randomKey(rng);
    actual.push({ start, end, ascending: hexEntries(store.iterator(start, end)), descending: hexEntries(store.reverseIterator(start, end)) });
    expected.push({ start, end, ascending: model.range(start, end), descending: model.range(start, end, false) });
  }
  // Compared as JSON first: jest's deep equality over thousands of entries would dominate the run time.
  // On a mismatch, toEqual fails with a readable diff.
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

function hexOrNone(bytes: Uint8Array | undefined): string | undefined {
  return bytes === undefined ? undefined : Buffer.from(bytes).toString("hex");
}
