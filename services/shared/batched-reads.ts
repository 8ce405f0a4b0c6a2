import { TurnBatcher } from "./turn-batcher";

/**
 * Reads that share queries (turn-batcher.ts): the reads of one event-loop turn go in one query, the reads asked for
 * while it is in flight in the next, and reads of one key in a query share one answer. Each read is answered by a
 * query that began after it was asked, so it sees every write committed before it was asked, on this instance or
 * any other: the same answer as a query of its own. Nothing is kept once a query has answered.
 */
export class BatchedReads<K, V> {
  private readonly batcher: TurnBatcher<K, V | undefined>;

  /**
   * `readAll` answers several distinct keys in one query, in their order (undefined: nothing there); `keyText`
   * says which keys are the same.
   */
  constructor(readAll: (keys: K[]) => Promise<(V | undefined)[]>, keyText: (key: K) => string) {
    this.batcher = new TurnBatcher(async (keys) => {
      const texts = keys.map(keyText);
      const distinct = new Map<string, K>();
      texts.forEach((text, i) => {
        if (!distinct.has(text)) distinct.set(text, keys[i]!);
      });
      const values = await readAll([...distinct.values()]);
      const byText = new Map([...distinct.keys()].map((text, i) => [text, values[i]]));
      return texts.map((text) => byText.get(text));
    });
  }

  read(key: K): Promise<V | undefined> {
    return this.batcher.submit(key);
  }
}
