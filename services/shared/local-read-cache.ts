import { LRUCache } from "lru-cache";

/**
 * Reads kept in memory until this process writes, for a database that this process alone writes: PGlite, which
 * one process holds open. Every change then goes through the repository that owns the cache, which calls
 * changed() once the change is committed, so an entry is never older than the last write. A read that began
 * before a changed() is not kept: it may hold what the write replaced. Off (every read goes to the database) for
 * a PostgreSQL server, which other instances may write. Bounded: the least recently used entries go first.
 */
export class LocalReadCache<V extends object> {
  private readonly entries: LRUCache<string, V> | undefined;
  private generation = 0;

  constructor(enabled: boolean, maxEntries = 10_000) {
    this.entries = enabled ? new LRUCache({ max: maxEntries }) : undefined;
  }

  /** The kept value of `key`, else what `load` reads (kept unless it is undefined or a write came meanwhile). */
  async get<T extends V | undefined>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.entries === undefined) return load();
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept as T;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation) this.entries.set(key, value);
    return value;
  }

  /** Forgets every entry; called after each committed write that may change what was read. */
  changed(): void {
    this.generation++;
    this.entries?.clear();
  }
}
