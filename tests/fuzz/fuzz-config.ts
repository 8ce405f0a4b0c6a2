import type { Parameters } from "fast-check";

/**
 * How long a property runs. `npm test` runs each property `quickRuns` times; `npm run fuzz` sets FUZZ_SCALE
 * (default there: 100) to run every property that many times longer. FUZZ_SEED replays a failure that
 * fast-check reported (it prints the seed and the path of the shrunk counterexample).
 */
export function fuzzParameters<T>(quickRuns: number): Parameters<T> {
  const scale = Number(process.env.FUZZ_SCALE ?? "1");
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`FUZZ_SCALE must be a positive integer, got ${process.env.FUZZ_SCALE}`);
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  return { numRuns: quickRuns * scale, ...(seed === undefined ? {} : { seed }) };
}

/** A test timeout that grows with FUZZ_SCALE, for jest's per-test limit. */
export function fuzzTimeoutMs(quickMs: number): number {
  return quickMs * Number(process.env.FUZZ_SCALE ?? "1");
}
