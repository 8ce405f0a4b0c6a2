import v8 from "node:v8";

/**
 * How far past the live data V8 lets the node's heap grow before a full collection, in percent. Left alone, V8 sizes
 * this from the machine's memory and lets the heap reach three to four times the live data on a large machine. Twice
 * the live data (100) took the node's resident memory under `bench:node` from about 750 to about 510 MiB (third
 * pass); one and a half times (50) took it from 386-409 to 348-356 MiB, for the same send and CreateDID rates and
 * about 4% more of a core (docs/performance.md, "Sixth pass").
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets V8's heap growth for the whole process (the API worker's isolate too) unless the operator chose one with
 * `node --heap-growing-percent=N bin/idledger.js start`. V8 reads the setting each time it sizes the heap, so it applies
 * from the next collection on.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv, setV8Flags: (flags: string) => void = v8.setFlagsFromString): void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent(=|$)/.test(arg))) return;
  setV8Flags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
