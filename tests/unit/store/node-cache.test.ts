import { Node } from "../../../abci-app/src/store/iavl/node";
import { NodeCache } from "../../../abci-app/src/store/iavl/node-cache";
import { sha } from "./helpers/reference-hash";

function nodeWithHash(hash: Uint8Array): Node {
  return Node.persisted(latin1(hash), 1, 0, 1, "k", Buffer.from("v"));
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("latin1");
}

describe("NodeCache", () => {
  it("never holds more nodes than its capacity", () => {
    const cache = new NodeCache(100);
    for (let i = 0; i < 1000; i++) {
      cache.set(nodeWithHash(sha(Buffer.from(`n${i}`))));
      expect(cache.size).toBeLessThanOrEqual(100);
    }
  });

  it("keeps a node that is used at least once per half capacity", () => {
    const cache = new NodeCache(100);
    const hot = nodeWithHash(sha(Buffer.from("hot")));
    cache.set(hot);
    for (let i = 0; i < 1000; i++) {
      cache.set(nodeWithHash(sha(Buffer.from(`n${i}`))));
      if (i % 40 === 0) expect(cache.get(hot.hash!)).toBe(hot);
    }
    expect(cache.get(hot.hash!)).toBe(hot);
    expect(cache.get(latin1(sha(Buffer.from("n0"))))).toBeUndefined();
  });

  it("answers a miss, never another node, for hashes that share all but their last byte", () => {
    const cache = new NodeCache(10);
    const a = Buffer.alloc(32, 0xaa);
    const b = Buffer.from(a);
    b[31] = 0x00;
    const nodeA = nodeWithHash(a);
    cache.set(nodeA);
    expect(cache.get(latin1(b))).toBeUndefined();
    expect(cache.get(latin1(a))).toBe(nodeA);
  });

  it("refuses a capacity below 2", () => {
    expect(() => new NodeCache(1)).toThrow(/at least 2/);
  });
});
