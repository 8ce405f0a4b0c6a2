import { cyclePhases, formatCyclePhases, heightMoments } from "../../../scripts/bench/block-phases";

// CometBFT's plain log as bench:node's node.log holds it, with idledger's own lines among it
const LOG = `
I[2026-11-27|15:47:36.000] Timed out                                    module=consensus dur=361.3ms height=7 round=0 step=RoundStepNewHeight
I[2026-11-27|15:47:36.100] finalizing commit of block                   module=consensus height=7 hash=AB num_txs=900
2026-11-27T15:47:36.150Z INF accepted connection remote=127.0.0.1 module=abci conn=4
I[2026-11-27|15:47:36.500] finalized block                              module=state height=7 num_txs_res=900
I[2026-11-27|15:47:36.600] committed state                              module=state height=7 block_app_hash=CD
I[2026-11-27|15:47:36.700] indexed block events                         module=txindex height=7
I[2026-11-27|15:47:37.000] Timed out                                    module=consensus dur=400ms height=8 round=0 step=RoundStepNewHeight
I[2026-11-27|15:47:37.010] Timed out                                    module=consensus dur=3s height=8 round=0 step=RoundStepPropose
I[2026-11-27|15:47:37.200] finalizing commit of block                   module=consensus height=8 hash=EF num_txs=100
I[2026-11-27|15:47:37.300] finalized block                              module=state height=8 num_txs_res=100
I[2026-11-27|15:47:37.400] committed state                              module=state height=8 block_app_hash=01
I[2026-11-27|15:47:38.000] Timed out                                    module=consensus dur=600ms height=9 round=0 step=RoundStepNewHeight
`;

const at = (time: string) => new Date(`2026-11-27T${time}`).getTime();

test("CometBFT's log gives each height's round start, decision, FinalizeBlock's return with its transactions, and commit; other timeouts are not round starts", () => {
  const moments = heightMoments(LOG);
  expect(moments.get(7)).toEqual({
    height: 7,
    roundStart: at("15:47:36.000"),
    decided: at("15:47:36.100"),
    finalized: at("15:47:36.500"),
    committed: at("15:47:36.600"),
    txs: 900,
  });
  expect(moments.get(8)?.roundStart).toBe(at("15:47:37.000"));
  expect(moments.get(9)).toEqual({ height: 9, roundStart: at("15:47:38.000") });
});

test("each phase gets its time and every process's CPU over it, summed over the complete cycles only", () => {
  const moments = heightMoments(LOG);
  const start = at("15:47:35.900");
  // the app burns one core from FinalizeBlock's start of height 7 to its return (400 ms), and nothing else;
  // CometBFT half a core throughout
  const app = { name: "app", at: [start, at("15:47:36.100"), at("15:47:36.500"), at("15:47:38.100")], cpuSeconds: [10, 10, 10.4, 10.4] };
  const comet = { name: "cometbft", at: [start, at("15:47:38.100")], cpuSeconds: [0, 1.1] };
  const result = cyclePhases(moments, [app, comet], start, at("15:47:38.100"))!;
  // height 9 has no decision yet: two cycles, 1,000 ms each
  expect(result.cycles).toBe(2);
  expect(result.averageCycleMs).toBe(1000);
  expect(result.transactions).toBe(1000);
  const byPhase = Object.fromEntries(result.phases.map((p) => [p.phase, p]));
  // FinalizeBlock: 400 ms + 100 ms of 2,000 ms; the app was busy for the first 400 ms only
  expect(byPhase["FinalizeBlock"]!.shareOfCycle).toBeCloseTo(0.25);
  expect(byPhase["FinalizeBlock"]!.averageMs).toBeCloseTo(250);
  // 500 ms of FinalizeBlock over the two blocks' 1,000 transactions
  expect(byPhase["FinalizeBlock"]!.microsPerTx).toBeCloseTo(500);
  expect(byPhase["FinalizeBlock"]!.cores["app"]).toBeCloseTo(0.8);
  expect(byPhase["FinalizeBlock"]!.cores["cometbft"]).toBeCloseTo(0.5);
  expect(byPhase["admission"]!.averageMs).toBeCloseTo(500);
  expect(byPhase["admission"]!.cores["app"]).toBeCloseTo(0);
  expect(byPhase["proposal and votes"]!.averageMs).toBeCloseTo(150);
  expect(formatCyclePhases(result)[0]).toBe("block cycle, by phase (2 cycles, 1000 ms each on average; CPU in % of a core)");
  expect(formatCyclePhases(result)[3]).toMatch(/^ {2}FinalizeBlock\s+25\s*%\s+250\s+500\s+80%\s+50%$/);
  // 1,000 transactions admitted over 1,000 ms of admission
  expect(formatCyclePhases(result).at(-1)).toBe("  admitted while admitting: 1,000 tx/s (1,000 txs in the cycles' blocks)");
});

test("cycles outside the window or the samples are left out, and none at all gives no figures", () => {
  const moments = heightMoments(LOG);
  const series = [{ name: "app", at: [at("15:47:36.050"), at("15:47:38.100")], cpuSeconds: [0, 1] }];
  // height 7's round start precedes the first sample
  expect(cyclePhases(moments, series, at("15:47:30.000"), at("15:47:39.000"))!.cycles).toBe(1);
  expect(cyclePhases(moments, series, at("15:47:36.900"), at("15:47:37.900"))).toBeUndefined();
  expect(cyclePhases(new Map(), series, 0, Number.MAX_SAFE_INTEGER)).toBeUndefined();
});

test("blocks whose log gives no transaction count leave the per-transaction figures out", () => {
  const withoutCounts = heightMoments(LOG.replaceAll(/ num_txs_res=\d+/g, ""));
  const series = [{ name: "app", at: [at("15:47:35.900"), at("15:47:38.100")], cpuSeconds: [0, 1] }];
  const result = cyclePhases(withoutCounts, series, at("15:47:35.900"), at("15:47:38.100"))!;
  expect(result.transactions).toBe(0);
  expect(result.phases.every((p) => p.microsPerTx === undefined)).toBe(true);
  const lines = formatCyclePhases(result);
  // no µs per transaction; the app's one CPU second spread evenly over the 2.2 s sampled is 45% of a core
  expect(lines[3]).toMatch(/^ {2}FinalizeBlock\s+25\s*%\s+250\s+-\s+45%$/);
  expect(lines.some((line) => line.includes("admitted while admitting"))).toBe(false);
});

test("one block without a count leaves the per-transaction figures out rather than count its time against the others' transactions", () => {
  const oneUncounted = heightMoments(LOG.replace(" height=8 num_txs_res=100", " height=8"));
  const series = [{ name: "app", at: [at("15:47:35.900"), at("15:47:38.100")], cpuSeconds: [0, 1] }];
  const result = cyclePhases(oneUncounted, series, at("15:47:35.900"), at("15:47:38.100"))!;
  expect(result.cycles).toBe(2);
  expect(result.transactions).toBe(0);
  expect(result.phases.every((p) => p.microsPerTx === undefined)).toBe(true);
});
