/**
 * The reference every store is compared with: a plain map from key to value, sorted on demand. Keys are
 * hex strings, whose order equals the bytewise order of the keys.
 */
export class SortedModel {
  private readonly entries = new Map<string, Uint8Array>();

  static from(other: SortedModel): SortedModel {
    const copy = new SortedModel();
    for (const [k, v] of other.entries) copy.entries.set(k, v);
    return copy;
  }

  get(key: Uint8Array): Uint8Array | undefined {
    return this.entries.get(hex(key));
  }

  set(key: Uint8Array, value: Uint8Array): void {
    this.entries.set(hex(key), value);
  }

  delete(key: Uint8Array): void {
    this.entries.delete(hex(key));
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): Uint8Array[] {
    return [...this.entries.keys()].sort().map((k) => Buffer.from(k, "hex"));
  }

  /** Entries with start <= key < end as [hex key, hex value], ascending or descending. */
  range(start: Uint8Array | undefined, end: Uint8Array | undefined, ascending = true): [string, string][] {
    const lo = start === undefined ? undefined : hex(start);
    const hi = end === undefined ? undefined : hex(end);
    const keys = [...this.entries.keys()].filter((k) => (lo === undefined || k >= lo) && (hi === undefined || k < hi)).sort();
    if (!ascending) keys.reverse();
    return keys.map((k) => [k, hex(this.entries.get(k)!)]);
  }
}

export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

/** Drains an iterator into [hex key, hex value] pairs, the shape `SortedModel.range` gives. */
export function hexEntries(entries: Iterable<[Uint8Array, Uint8Array]>): [string, string][] {
  return [...entries].map(([k, v]) => [hex(k), hex(v)]);
}
