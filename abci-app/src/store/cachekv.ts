import { assertValidKey, keyBytes, keyString } from "./bytes";
import type { Bytes, KVChange, KVStore } from "./types";

/** What a deleted key holds in `dirty`: compared by identity, so no value written can be taken for it. */
const DELETED: Bytes = new Uint8Array(0);

/**
 * A write-back layer over a parent store: reads fall through, writes stay here until `write()`.
 * Iteration merges the parent's entries with this layer's, this layer winning for equal keys.
 *
 * Layers over layers (a message's branch over the tx's over the block's) pass the key string down and their writes
 * up as it is, so that a read or a write through them builds the key's string once, not once per layer.
 */
export class CacheKVStore implements KVStore {
  private readonly dirty = new Map<string, Bytes>();
  private sortedKeys: string[] | undefined;

  constructor(private readonly parent: KVStore) {}

  get(key: Bytes): Bytes | undefined {
    return this.getAt(keyString(key), key);
  }

  has(key: Bytes): boolean {
    return this.hasAt(keyString(key), key);
  }

  set(key: Bytes, value: Bytes): void {
    assertValidKey(key);
    this.mark(keyString(key), value);
  }

  delete(key: Bytes): void {
    assertValidKey(key);
    this.mark(keyString(key), DELETED);
  }

  iterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.merge(start, end, true);
  }

  reverseIterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.merge(start, end, false);
  }

  /** Pushes the pending changes into the parent in key order and empties this layer. */
  write(): void {
    const parent = this.parent;
    for (const k of this.sorted()) {
      const value = this.dirty.get(k)!;
      if (parent instanceof CacheKVStore) parent.mark(k, value);
      else if (value === DELETED) parent.delete(keyBytes(k));
      else parent.set(keyBytes(k), value);
    }
    this.dirty.clear();
    this.sortedKeys = undefined;
  }

  changes(): KVChange[] {
    return this.sorted().map((k) => {
      const value = this.dirty.get(k);
      return [keyBytes(k), value === DELETED ? undefined : value] as const;
    });
  }

  get size(): number {
    return this.dirty.size;
  }

  /** `get` with the key's string already built (`key` is the same key, for a parent that is not a layer). */
  private getAt(k: string, key: Bytes): Bytes | undefined {
    const value = this.dirty.get(k);
    if (value !== undefined) return value === DELETED ? undefined : value;
    const parent = this.parent;
    return parent instanceof CacheKVStore ? parent.getAt(k, key) : parent.get(key);
  }

  private hasAt(k: string, key: Bytes): boolean {
    const value = this.dirty.get(k);
    if (value !== undefined) return value !== DELETED;
    const parent = this.parent;
    return parent instanceof CacheKVStore ? parent.hasAt(k, key) : parent.has(key);
  }

  private mark(k: string, value: Bytes): void {
    const before = this.dirty.size;
    this.dirty.set(k, value);
    if (this.dirty.size !== before) this.sortedKeys = undefined;
  }

  private sorted(): string[] {
    this.sortedKeys ??= [...this.dirty.keys()].sort();
    return this.sortedKeys;
  }

  /** The dirty keys inside [start, end), in the requested order; a copy, so writes during iteration are safe. */
  private dirtyRange(start: Bytes | undefined, end: Bytes | undefined, ascending: boolean): string[] {
    const keys = this.sorted();
    const lo = start === undefined ? 0 : lowerBound(keys, keyString(start));
    const hi = end === undefined ? keys.length : lowerBound(keys, keyString(end));
    const range = keys.slice(lo, Math.max(lo, hi));
    return ascending ? range : range.reverse();
  }

  private *merge(start: Bytes | undefined, end: Bytes | undefined, ascending: boolean): IterableIterator<[Bytes, Bytes]> {
    const mine = this.dirtyRange(start, end, ascending);
    const values = new Map(mine.map((k) => [k, this.dirty.get(k)]));
    const theirs = ascending ? this.parent.iterator(start, end) : this.parent.reverseIterator(start, end);
    const before = (a: string, b: string) => (ascending ? a < b : a > b);

    let i = 0;
    let next = theirs.next();
    while (!next.done || i < mine.length) {
      const parentKey = next.done ? undefined : keyString(next.value[0]);
      const myKey = mine[i];
      if (myKey !== undefined && (parentKey === undefined || !before(parentKey, myKey))) {
        const value = values.get(myKey)!;
        if (value !== DELETED) yield [keyBytes(myKey), value];
        if (parentKey === myKey) next = theirs.next();
        i++;
      } else {
        yield next.value as [Bytes, Bytes];
        next = theirs.next();
      }
    }
  }
}

function lowerBound(sorted: readonly string[], target: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
