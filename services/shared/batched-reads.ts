/** The most distinct keys one query reads. */
const MAX_BATCH = 256;

interface Waiting<V> {
  resolve(value: V | undefined): void;
  reject(err: unknown): void;
}

/**
 * Reads that share queries: a query starts at the end of the event loop's turn (setImmediate) with the reads of
 * every request of that turn, the reads asked for while it is in flight wait and go together in the next one, and
 * reads of one key in a query share one answer. On PostgreSQL that saves round trips; on PGlite, which runs each
 * statement to its end on this thread so that nothing is ever asked for while one is in flight, the turn is what
 * gathers them, and one statement for many keys costs a fraction of one per key (docs/performance.md). An idle
 * service waits for nothing but the rest of the turn.
 *
 * Each read is answered by a query that began after it was asked, never by one already under way, so it sees
 * every write committed before it was asked, on this instance or any other: the same answer as a query of its
 * own. Nothing is kept once a query has answered.
 */
export class BatchedReads<K, V> {
  private pending = new Map<string, { key: K; waiting: Waiting<V>[] }>();
  /** A query is scheduled or under way: new reads join `pending` and are read by it or the next. */
  private reading = false;

  /**
   * `readAll` answers several distinct keys in one query, in their order (undefined: nothing there); `keyText`
   * says which keys are the same.
   */
  constructor(
    private readonly readAll: (keys: K[]) => Promise<(V | undefined)[]>,
    private readonly keyText: (key: K) => string,
  ) {}

  read(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const text = this.keyText(key);
      const entry = this.pending.get(text);
      if (entry) entry.waiting.push({ resolve, reject });
      else this.pending.set(text, { key, waiting: [{ resolve, reject }] });
      if (this.reading) return;
      this.reading = true;
      setImmediate(() => void this.readPending());
    });
  }

  private async readPending(): Promise<void> {
    try {
      while (this.pending.size > 0) await this.readBatch(this.takeBatch());
    } finally {
      this.reading = false;
    }
  }

  private takeBatch(): { key: K; waiting: Waiting<V>[] }[] {
    const batch = [];
    for (const [text, entry] of this.pending) {
      if (batch.length === MAX_BATCH) break;
      batch.push(entry);
      this.pending.delete(text);
    }
    return batch;
  }

  private async readBatch(batch: { key: K; waiting: Waiting<V>[] }[]): Promise<void> {
    try {
      const values = await this.readAll(batch.map((entry) => entry.key));
      batch.forEach((entry, i) => {
        for (const reader of entry.waiting) reader.resolve(values[i]);
      });
    } catch (err) {
      for (const entry of batch) for (const reader of entry.waiting) reader.reject(err);
    }
  }
}
