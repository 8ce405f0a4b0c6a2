import v8 from "node:v8";

/**
 * How far V8 may let its heap grow past the live data before a full collection, in percent. A node allocates fast
 * (every transaction decodes, branches and encodes), and V8's own heuristics then let the heap reach two to three
 * times the live data: most of a busy node's memory was garbage waiting. At 20%, bench:node's idledger ends at about
 * half the RSS, and the many more full collections cost no more GC time in all, being small and incremental
 * (docs/performance.md has the figures).
 */
export const HEAP_GROWING_PERCENT = 20;

/** Applies HEAP_GROWING_PERCENT to this process, unless the operator set `--heap-growing-percent` for node already. */
export function limitHeapGrowth(): void {
  const flags = [...process.execArgv, ...(process.env["NODE_OPTIONS"] ?? "").split(/\s+/)];
  if (flags.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
