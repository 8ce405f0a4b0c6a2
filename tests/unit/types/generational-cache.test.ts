import { GenerationalCache } from "../../../abci-app/src/types/generational-cache";

describe("GenerationalCache", () => {
  it("keeps two generations: the oldest keys go first, and a key read again stays", () => {
    const cache = new GenerationalCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3); // a, b become the old generation
    expect(cache.get("a")).toBe(1); // moves a to the current one, beside c
    cache.set("d", 4); // c, a become the old generation; b is gone
    cache.set("e", 5);
    // a read that finds a key in the old generation moves it, so each check leaves the next one's answer alone
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("d")).toBe(4);
    expect(cache.get("e")).toBe(5);
    expect(cache.get("a")).toBe(1);
  });

  it("never holds more than two generations, each key once", () => {
    const cache = new GenerationalCache<number, number>(100);
    for (let i = 0; i < 1_000; i++) {
      cache.set(i, i);
      cache.set(i, i + 1); // a key set again does not count twice
      if (i % 3 === 0) cache.get(i - 150); // moves some old keys forward
      expect(cache.size).toBeLessThanOrEqual(200);
    }
    expect(cache.get(999)).toBe(1_000);
  });

  it("forgets a key in both generations, and everything on clear", () => {
    const cache = new GenerationalCache<string, number>(1);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    cache.clear();
    expect([cache.get("b"), cache.size]).toEqual([undefined, 0]);
  });

  it("refuses a generation of no entries", () => {
    expect(() => new GenerationalCache(0)).toThrow("a generation holds at least 1 entry, got 0");
  });
});
