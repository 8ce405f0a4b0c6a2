import type { KVChange } from "../../../../abci-app/src/store/types";
import { hex, type SortedModel } from "./model";
import type { Random } from "../../../../scripts/bench/random";

/**
 * A random key from a small space (1 to 3 bytes over a few byte values), so that writes often hit
 * existing keys, keys are prefixes of others, and deletes find something to delete.
 */
export function randomKey(rng: Random): Uint8Array {
  const length = 1 + rng.int(3);
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = rng.pick([0x00, 0x01, 0x41, 0x7f, 0x80, 0xfe, 0xff]);
  return out;
}

/**
 * `count` random changes (sets and deletes, a third of them deletes of existing keys when there are any)
 * applied to `model`, returned sorted by key without duplicates as a build expects them.
 */
export function randomChanges(rng: Random, model: SortedModel, count: number, options: { emptyValues?: boolean } = {}): KVChange[] {
  const byKey = new Map<string, KVChange>();
  for (let i = 0; i < count; i++) {
    const existing = model.keys();
    let change: KVChange;
    if (existing.length > 0 && rng.int(3) === 0) {
      change = [rng.pick(existing), undefined];
      model.delete(change[0]);
    } else {
      const minLength = options.emptyValues ? 0 : 1;
      const value = rng.bytes(minLength + rng.int(6));
      change = [randomKey(rng), value];
      model.set(change[0], value);
    }
    byKey.set(hex(change[0]), change);
  }
  return [...byKey.keys()].sort().map((k) => byKey.get(k)!);
}
