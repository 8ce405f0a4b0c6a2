import type { AppHashSample } from "./chain-watch";
import type { QueryTally } from "./query-load";
import type { HostileTally } from "./tx-load";

export interface SoakReport {
  readonly minutes: number;
  readonly blocks: number;
  readonly chain: ReadonlyMap<number, { time: number }>;
  readonly validatorOutages: readonly { from: number; to: number }[];
  readonly kills: Record<string, number>;
  readonly samples: number;
  readonly mismatches: readonly AppHashSample[];
  readonly sent: number;
  readonly committed: number;
  readonly lost: number;
  readonly balancesChecked: number;
  readonly balanceDiffs: number;
  readonly hostile: HostileTally;
  readonly queries: QueryTally;
  readonly rss: readonly { node: string; start: number; end: number; peak: number }[];
}

/** Prints the figures; true when every check holds (no mismatch, nothing lost, no internal error). */
export function printReport(r: SoakReport): boolean {
  const heights = [...r.chain.keys()].sort((a, b) => a - b);
  const intervals = heights.slice(1).map((h, i) => ({ from: r.chain.get(heights[i]!)!.time, to: r.chain.get(h)!.time }));
  const longest = (list: typeof intervals) => Math.max(0, ...list.map((i) => i.to - i.from));
  const validatorUp = intervals.filter((i) => !r.validatorOutages.some((o) => i.from <= o.to && o.from <= i.to));
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
  const list = (map: ReadonlyMap<string, number>) => [...map].map(([k, n]) => `${n}× ${k}`).join("; ") || "none";
  const internal = [...r.queries.internal.values()].reduce((a, b) => a + b, 0);

  console.log(`\nsoak report (${r.minutes} min)`);
  console.log(
    `  kills: ${Object.entries(r.kills)
      .map(([n, k]) => `${n} ${k}`)
      .join(", ")}`,
  );
  console.log(
    `  blocks: ${r.blocks}; longest block interval ${(longest(intervals) / 1000).toFixed(1)} s, ${(longest(validatorUp) / 1000).toFixed(1)} s while the validator was up`,
  );
  console.log(`  app-hash mismatches: ${r.mismatches.length} (${r.samples} samples of both nodes' app hash against the next header)`);
  for (const m of r.mismatches.slice(0, 5)) console.log(`    ${m.node} at height ${m.height}: ${m.appHash}`);
  console.log(`  transfers: ${r.sent} sent, ${r.committed} seen committed, ${r.lost} lost; balances: ${r.balancesChecked} checked, ${r.balanceDiffs} differ`);
  console.log(
    `  hostile transactions: ${r.hostile.sent} sent, ${r.hostile.admitted} admitted (the deepest valid ones), refused: ${list(r.hostile.refused)}; unexpected: ${list(r.hostile.unexpected)}`,
  );
  console.log(
    `  queries: ${r.queries.sent} sent, ${r.queries.answered} answered, ${r.queries.refused} refused with a typed error, ${r.queries.busy} busy, internal errors ${internal}${internal ? ` (${list(r.queries.internal)})` : ""}; transport errors while up: ${list(r.queries.transport)}`,
  );
  for (const rss of r.rss)
    console.log(
      `  RSS of idledger start, ${rss.node}: ${mib(rss.start)} at the start, ${mib(rss.end)} at the end, ${mib(rss.peak)} at most (restarts start it afresh)`,
    );
  const ok = r.mismatches.length === 0 && r.lost === 0 && r.balanceDiffs === 0 && internal === 0 && r.hostile.unexpected.size === 0;
  console.log(ok ? "  every check holds" : "  A CHECK FAILED");
  return ok;
}
