/**
 * Store benchmark: build+commit times of 1,000 and 10,000 random writes on a tree of 100,000 keys, and
 * random reads per second with a warm and a cold node cache. Run with `npm run bench:store`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RootMultiStore } from "../abci-app/src/store/root-multi";
import type { Bytes, KVChange } from "../abci-app/src/store/types";
import { Random } from "./bench/random";

const STORE = "bench";
const rng = new Random(2026);

function randomWrites(count: number): KVChange[] {
  const writes: KVChange[] = [];
  for (let i = 0; i < count; i++) writes.push([Buffer.from(rng.bytes(32)), Buffer.from(rng.bytes(100))]);
  return writes.sort((a, b) => Buffer.compare(a[0], b[0]));
}

async function timedBlock(store: RootMultiStore, writes: KVChange[]): Promise<{ build: number; commit: number }> {
  const version = store.lastCommit().version + 1;
  const t0 = performance.now();
  store.build(new Map([[STORE, writes]]), version);
  const t1 = performance.now();
  await store.commit();
  return { build: t1 - t0, commit: performance.now() - t1 };
}

function getsPerSecond(store: RootMultiStore, keys: Bytes[], count: number): number {
  const kv = store.view().getKVStore(STORE);
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    if (kv.get(keys[rng.int(keys.length)]!) === undefined) throw new Error("a written key is missing");
  }
  return Math.round(count / ((performance.now() - t0) / 1000));
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
}

/** Reaches into the store for the cache size: a measurement, not an API. */
function cachedNodes(store: RootMultiStore): number {
  const sources = (store as unknown as { sources: Map<string, { store: { cachedNodes: number } }> }).sources;
  return sources.get(STORE)!.store.cachedNodes;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "idledger-bench-"));
  try {
    let store = await RootMultiStore.open(dir, [STORE]);
    const keys: Bytes[] = [];
    for (let i = 0; i < 10; i++) {
      const writes = randomWrites(10_000);
      keys.push(...writes.map(([k]) => k));
      await timedBlock(store, writes);
    }
    console.log(`tree: ${keys.length} keys (32-byte keys, 100-byte values), version ${store.lastCommit().version}`);

    for (const size of [1_000, 10_000]) {
      const runs: { build: number; commit: number }[] = [];
      for (let i = 0; i < 5; i++) {
        const writes = randomWrites(size);
        runs.push(await timedBlock(store, writes));
        keys.push(...writes.map(([k]) => k));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const build = median(runs.map((r) => r.build));
      const commit = median(runs.map((r) => r.commit));
      console.log(`block of ${size} writes: build ${build.toFixed(1)} ms + commit ${commit.toFixed(1)} ms = ${(build + commit).toFixed(1)} ms (median of 5)`);
    }

    getsPerSecond(store, keys, 50_000);
    console.log(`random get, warm node cache: ${getsPerSecond(store, keys, 200_000).toLocaleString("en")} /s`);
    await store.close();

    store = await RootMultiStore.open(dir, [STORE]);
    const before = heapMb();
    console.log(`random get, cold node cache (first 20,000 after reopen): ${getsPerSecond(store, keys, 20_000).toLocaleString("en")} /s`);
    getsPerSecond(store, keys, 300_000);
    const cached = cachedNodes(store);
    console.log(`node cache: ${cached.toLocaleString("en")} nodes, ~${(((heapMb() - before) * 2 ** 20) / cached).toFixed(0)} bytes each (heap + buffers)`);
    await store.close();

    store = await RootMultiStore.open(dir, [STORE], { nodeCacheSize: 10 });
    console.log(`random get, node cache of 10 (every node from LevelDB): ${getsPerSecond(store, keys, 20_000).toLocaleString("en")} /s`);
    await store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
