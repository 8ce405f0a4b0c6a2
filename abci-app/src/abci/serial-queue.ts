/**
 * Runs tasks one at a time, in the order they were submitted, even when tasks are async: the next task
 * starts only after the previous one has settled. The ABCI server shares one queue across all its
 * connections, as CometBFT's Go server holds one `appMtx`, so an async application never sees a Query
 * interleave with a FinalizeBlock half-way through its awaits.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  /** Queues `task`; the promise settles with its result once it has run. A failing task does not stop the queue. */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Resolves once every task submitted so far has settled. */
  idle(): Promise<void> {
    return this.tail;
  }
}
