/**
 * Values read through `load` and kept for `ttlMs`: for what every request needs (its app) and a database round
 * trip would cost. A change made on this instance takes effect at once through forget(); one made on another
 * instance sharing the database, within ttlMs.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly load: (key: string) => Promise<V>,
    private readonly nowMs: () => number,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string): Promise<V> {
    const now = this.nowMs();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.value;
    const value = await this.load(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: now + this.ttlMs });
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }
}
