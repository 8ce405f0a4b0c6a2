/**
 * Runs synchronous tasks one per turn of the event loop, in order: each starts from its own setImmediate, after the
 * previous one has finished, so the loop polls its sockets between any two. For `idledger start --abci-only`, which
 * has no API worker: CometBFT's queries are answered in the app's thread, yet a burst of them cannot keep the
 * consensus connection's requests waiting for more than one query at a time.
 */
export class QueryLane {
  private tail: Promise<void> = Promise.resolve();

  run<T>(task: () => T | PromiseLike<T>): Promise<T> {
    const result = this.tail.then(
      () =>
        new Promise<T>((resolve, reject) =>
          setImmediate(() => {
            try {
              resolve(task());
            } catch (err) {
              reject(err);
            }
          }),
        ),
    );
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
