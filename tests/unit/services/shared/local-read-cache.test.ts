import { describe, expect, it } from "@jest/globals";
import { LocalReadCache } from "../../../../services/shared/local-read-cache";

/** A loader that counts its reads and answers `value()` at the time of each read. */
function counted<T>(value: () => T) {
  const loader = {
    reads: 0,
    load: async () => {
      loader.reads++;
      return value();
    },
  };
  return loader;
}

describe("LocalReadCache", () => {
  it("reads a key once, then answers from memory until changed()", async () => {
    const cache = new LocalReadCache<{ v: number }>(true);
    let stored = 1;
    const loader = counted(() => ({ v: stored }));
    expect(await cache.get("k", loader.load)).toEqual({ v: 1 });
    expect(await cache.get("k", loader.load)).toEqual({ v: 1 });
    expect(loader.reads).toBe(1);
    stored = 2;
    cache.changed();
    expect(await cache.get("k", loader.load)).toEqual({ v: 2 });
    expect(loader.reads).toBe(2);
  });

  it("does not keep a read that was in flight when a write came: it may hold what the write replaced", async () => {
    const cache = new LocalReadCache<{ v: number }>(true);
    let release!: () => void;
    const slowRead = cache.get("k", () => new Promise<{ v: number }>((resolve) => (release = () => resolve({ v: 1 }))));
    cache.changed();
    release();
    expect(await slowRead).toEqual({ v: 1 });
    const loader = counted(() => ({ v: 2 }));
    expect(await cache.get("k", loader.load)).toEqual({ v: 2 });
    expect(loader.reads).toBe(1);
  });

  it("does not keep a miss, and keys stay apart", async () => {
    const cache = new LocalReadCache<{ v: number }>(true);
    const missing = counted(() => undefined);
    await cache.get("a", missing.load);
    await cache.get("a", missing.load);
    expect(missing.reads).toBe(2);
    expect(await cache.get("b", async () => ({ v: 3 }))).toEqual({ v: 3 });
    expect(await cache.get("c", async () => ({ v: 4 }))).toEqual({ v: 4 });
  });

  it("reads every time when off (a database other instances may write)", async () => {
    const cache = new LocalReadCache<{ v: number }>(false);
    const loader = counted(() => ({ v: 1 }));
    await cache.get("k", loader.load);
    await cache.get("k", loader.load);
    expect(loader.reads).toBe(2);
  });
});
