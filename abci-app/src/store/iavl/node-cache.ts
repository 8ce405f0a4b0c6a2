import { equalBytes } from "../bytes";
import type { Bytes } from "../types";
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
 * Maps are keyed by 30 bits of the hash (a small integer, the cheapest Map key); a hit is confirmed by
 * comparing the whole hash, so two hashes sharing those bits only cost a miss, never a wrong node.
 */
export class NodeCache {
  private young = new Map<number, Node>();
  private old = new Map<number, Node>();
  private readonly generationSize: number;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 2) throw new Error(`node cache size must be an integer of at least 2, got ${capacity}`);
    this.generationSize = Math.floor(capacity / 2);
  }

  get(hash: Bytes): Node | undefined {
    const slot = slotOf(hash);
    const young = this.young.get(slot);
    if (young !== undefined) return equalBytes(young.hash!, hash) ? young : undefined;
    const old = this.old.get(slot);
    if (old === undefined || !equalBytes(old.hash!, hash)) return undefined;
    this.old.delete(slot);
    this.add(slot, old);
    return old;
  }

  set(node: Node): void {
    this.add(slotOf(node.hash!), node);
  }

  get size(): number {
    return this.young.size + this.old.size;
  }

  private add(slot: number, node: Node): void {
    this.young.set(slot, node);
    if (this.young.size >= this.generationSize) {
      this.old = this.young;
      this.young = new Map();
    }
  }
}

function slotOf(hash: Bytes): number {
  return hash[0]! | (hash[1]! << 8) | (hash[2]! << 16) | ((hash[3]! & 0x3f) << 24);
}
