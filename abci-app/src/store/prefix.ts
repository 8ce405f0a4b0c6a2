import { concatBytes, prefixEnd } from "./bytes";
import type { Bytes, KVStore } from "./types";

/** The keys of `parent` that start with `prefix`, seen without it. */
export class PrefixStore implements KVStore {
  constructor(
    private readonly parent: KVStore,
    private readonly prefix: Bytes,
  ) {
    if (prefix.length === 0) throw new Error("prefix must not be empty");
  }

  get(key: Bytes): Bytes | undefined {
    return this.parent.get(this.full(key));
  }

  has(key: Bytes): boolean {
    return this.parent.has(this.full(key));
  }

  set(key: Bytes, value: Bytes): void {
    this.parent.set(this.full(key), value);
  }

  delete(key: Bytes): void {
    this.parent.delete(this.full(key));
  }

  iterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.strip(this.parent.iterator(...this.range(start, end)));
  }

  reverseIterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.strip(this.parent.reverseIterator(...this.range(start, end)));
  }

  private full(key: Bytes): Bytes {
    return concatBytes(this.prefix, key);
  }

  private range(start: Bytes | undefined, end: Bytes | undefined): [Bytes, Bytes | undefined] {
    return [start === undefined ? this.prefix : this.full(start), end === undefined ? prefixEnd(this.prefix) : this.full(end)];
  }

  private *strip(inner: IterableIterator<[Bytes, Bytes]>): IterableIterator<[Bytes, Bytes]> {
    for (const [key, value] of inner) yield [key.subarray(this.prefix.length), value];
  }
}
