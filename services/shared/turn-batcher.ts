/** The most items one run takes, by default. */
const MAX_BATCH = 256;

interface Submitted<T, R> {
  readonly item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}

/**
 * Work that shares database statements: a run starts at the end of the event loop's turn (setImmediate) with the
 * items of every request of that turn, items submitted while it is in flight wait and go together in the next one,
 * and a run takes at most `maxBatch` items. On PostgreSQL that saves round trips; on PGlite, which runs each
 * statement to its end on this thread so that nothing is ever submitted while one is in flight, the turn is what
 * gathers them, and one statement for many rows costs a fraction of one per row (docs/performance.md). An idle
 * service waits for nothing but the rest of the turn.
 *
 * Each item is handled by a run that began after it was submitted, never by one already under way, so a read sees
 * every write committed before it was asked for. Items are run in submission order; a run that fails fails each of
 * its items, and the next run goes on.
 */
export class TurnBatcher<T, R> {
  private pending: Submitted<T, R>[] = [];
  /** A run is scheduled or under way: new items join `pending` and are taken by it or the next. */
  private running = false;

  /** `run` answers its items in their order. */
  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = MAX_BATCH,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.running) return;
      this.running = true;
      setImmediate(() => void this.runPending());
    });
  }

  private async runPending(): Promise<void> {
    try {
      while (this.pending.length > 0) await this.runBatch(this.pending.splice(0, this.maxBatch));
    } finally {
      this.running = false;
    }
  }

  private async runBatch(batch: Submitted<T, R>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((submitted) => submitted.item));
      batch.forEach((submitted, i) => submitted.resolve(results[i]!));
    } catch (err) {
      for (const submitted of batch) submitted.reject(err);
    }
  }
}
