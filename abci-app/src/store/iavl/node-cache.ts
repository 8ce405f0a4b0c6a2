import type { Node } from "./node";

/**
 * A bounded cache of persisted nodes by hash, shared by all stores, built for the tree's hot path (one
 * lookup per level of every read).
 *
 * Two generations approximate LRU at the cost of plain Map operations: new and re-used nodes go to the
 * young generation; when it is full it becomes the old one and the previous old one is dropped, so a
 * node survives as long as it is used at least once per generation. It holds at most `capacity` nodes,
 * and always the `capacity / 2` most recently used.
 *
 * Maps are keyed by the hash itself, a latin1 string (see ./node): a parent hands out the same string
 * object for a child every time, so V8 hashes it once.
 */
export class NodeCache {
  private young = new Map<string, Node>();
  private old = new Map<string, Node>();
  private readonly generationSize: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 2) throw new Error(`node cache size must be an integer of at least 2, got ${capacity}`);
    this.generationSize = Math.floor(capacity / 2);
  }

  get(hash: string): Node | undefined {
    const young = this.young.get(hash);
    if (young !== undefined) return young;
    const old = this.old.get(hash);
    if (old === undefined) return undefined;
    this.old.delete(hash);
    this.add(hash, old);
    return old;
  }

  set(node: Node): void {
    this.add(node.hash!, node);
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  private add(hash: string, node: Node): void {
    this.young.set(hash, node);
    if (this.young.size >= this.generationSize) {
      this.old = this.young;
      this.young = new Map();
    }
  }
}
