import type { Bytes, KVReader, KVStore } from "./types";

/** A committed version seen through the KVStore interface; writes are programming errors. */
export class ReadOnlyKVStore implements KVStore {
  constructor(private readonly reader: KVReader) {}

  get(key: Bytes): Bytes | undefined {
    return this.reader.get(key);
  }

  has(key: Bytes): boolean {
    return this.reader.has(key);
  }

  iterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.reader.iterator(start, end);
  }

  reverseIterator(start?: Bytes, end?: Bytes): IterableIterator<[Bytes, Bytes]> {
    return this.reader.reverseIterator(start, end);
  }

  set(): void {
    throw new Error("a committed store version is read-only: write through a branch");
  }

  delete(): void {
    throw new Error("a committed store version is read-only: write through a branch");
  }
}

const NO_ENTRIES: KVReader = {
  get: () => undefined,
  has: () => false,
  iterator: () => [][Symbol.iterator](),
  reverseIterator: () => [][Symbol.iterator](),
};

export const EMPTY_STORE: KVStore = new ReadOnlyKVStore(NO_ENTRIES);
