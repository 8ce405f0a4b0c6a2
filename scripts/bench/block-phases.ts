import { statCpuSeconds } from "./proc";

/**
 * Where a block's cycle goes, and who uses the machine in each part of it. CometBFT's consensus log gives, for each
 * height, when its round started (timeout_commit over), when the block was decided, when FinalizeBlock returned and
 * when the state was committed; a CPU timeline of the node's processes, sampled from /proc every few milliseconds,
 * says how busy each one was between those moments. bench:node prints it with --phases.
 */

/** The parts of a block's cycle, in order, each ending where the next begins. */
export const PHASES = ["proposal and votes", "FinalizeBlock", "Commit", "admission"] as const;
export type Phase = (typeof PHASES)[number];

/** The moments of one height that bound the phases (milliseconds since the epoch). */
export interface HeightMoments {
  readonly height: number;
  /** "Timed out … step=RoundStepNewHeight": timeout_commit is over and the height's first round starts. */
  readonly roundStart?: number;
  /** "finalizing commit of block": the block is decided; FinalizeBlock follows. */
  readonly decided?: number;
  /** "finalized block": FinalizeBlock returned. */
  readonly finalized?: number;
  /** "committed state": the app committed and the mempool was updated. */
  readonly committed?: number;
  /** The block's transactions ("finalized block"'s `num_txs_res`). */
  readonly txs?: number;
}

const MOMENTS: Readonly<Record<string, keyof Omit<HeightMoments, "height">>> = {
  "Timed out": "roundStart",
  "finalizing commit of block": "decided",
  "finalized block": "finalized",
  "committed state": "committed",
};

// I[2026-11-27|15:47:37.382] finalized block    module=state height=40 …   (CometBFT's plain log, in local time)
const LOG_LINE =
  /^I\[(\d{4}-\d{2}-\d{2})\|(\d{2}:\d{2}:\d{2}\.\d{3})\] (Timed out|finalizing commit of block|finalized block|committed state)\s.*?\bheight=(\d+)/;

/** The moments of each height found in CometBFT's log, by height. A "Timed out" counts only at a new height. */
export function heightMoments(log: string): Map<number, HeightMoments> {
  const byHeight = new Map<number, HeightMoments>();
  for (const line of log.split("\n")) {
    const match = LOG_LINE.exec(line);
    if (match === null) continue;
    const [, date, time, message, heightText] = match as unknown as [string, string, string, string, string];
    if (message === "Timed out" && !line.includes("step=RoundStepNewHeight")) continue;
    const height = Number(heightText);
    const moment = MOMENTS[message]!;
    const known = byHeight.get(height) ?? { height };
    if (known[moment] !== undefined) continue;
    const txs = message === "finalized block" ? /\bnum_txs_res=(\d+)/.exec(line)?.[1] : undefined;
    byHeight.set(height, { ...known, [moment]: new Date(`${date}T${time}`).getTime(), ...(txs === undefined ? {} : { txs: Number(txs) }) });
  }
  return byHeight;
}

/** A series of cumulative CPU seconds, sampled at increasing times (ms since the epoch). */
export interface CpuSeries {
  readonly name: string;
  readonly at: readonly number[];
  readonly cpuSeconds: readonly number[];
}

/** The series' CPU seconds at `t`, interpolated between the samples around it; undefined outside the samples. */
function cpuAt(series: CpuSeries, t: number): number | undefined {
  const { at, cpuSeconds } = series;
  if (at.length === 0 || t < at[0]! || t > at.at(-1)!) return undefined;
  let lo = 0;
  let hi = at.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (at[mid]! <= t) lo = mid;
    else hi = mid;
  }
  const span = at[hi]! - at[lo]!;
  const share = span === 0 ? 0 : (t - at[lo]!) / span;
  return cpuSeconds[lo]! + share * (cpuSeconds[hi]! - cpuSeconds[lo]!);
}

export interface PhaseFigures {
  readonly phase: Phase;
  /** The phase's share of the cycles' time. */
  readonly shareOfCycle: number;
  readonly averageMs: number;
  /** The phase's time per transaction of the cycles' blocks, in µs; undefined when they had none. */
  readonly microsPerTx: number | undefined;
  /** Each series' CPU over the phase, in cores (1 = one core busy the whole phase). */
  readonly cores: Readonly<Record<string, number>>;
}

export interface CyclePhases {
  /** Complete cycles measured: heights whose four moments and the next height's round start are in the samples. */
  readonly cycles: number;
  readonly averageCycleMs: number;
  /** The transactions of the cycles' blocks; 0 when the log does not give every block's count. */
  readonly transactions: number;
  readonly phases: readonly PhaseFigures[];
}

/**
 * The phases of every complete cycle between `from` and `to`: a height's round start to its decision, the decision
 * to FinalizeBlock's return, that to the committed state, and that to the next height's round start. Undefined when
 * no cycle is complete in the window.
 */
export function cyclePhases(moments: Map<number, HeightMoments>, series: readonly CpuSeries[], from: number, to: number): CyclePhases | undefined {
  const time = new Map<Phase, number>(PHASES.map((p) => [p, 0]));
  const cpu = new Map<Phase, Map<string, number>>(PHASES.map((p) => [p, new Map(series.map((s) => [s.name, 0]))]));
  let cycles = 0;
  let transactions = 0;
  let uncounted = false;
  for (const m of [...moments.values()].sort((a, b) => a.height - b.height)) {
    const next = moments.get(m.height + 1)?.roundStart;
    const bounds = [m.roundStart, m.decided, m.finalized, m.committed, next];
    if (bounds.some((t) => t === undefined || t < from || t > to)) continue;
    const points = bounds as number[];
    if (points.some((t, i) => i > 0 && t < points[i - 1]!)) continue;
    const samples = series.map((s) => points.map((t) => cpuAt(s, t)));
    if (samples.some((values) => values.includes(undefined))) continue;
    cycles++;
    if (m.txs === undefined) uncounted = true;
    else transactions += m.txs;
    PHASES.forEach((phase, i) => {
      time.set(phase, time.get(phase)! + (points[i + 1]! - points[i]!));
      series.forEach((s, k) => {
        const used = samples[k]![i + 1]! - samples[k]![i]!;
        cpu.get(phase)!.set(s.name, cpu.get(phase)!.get(s.name)! + used);
      });
    });
  }
  if (cycles === 0) return undefined;
  if (uncounted) transactions = 0;
  const total = [...time.values()].reduce((a, b) => a + b, 0);
  return {
    cycles,
    averageCycleMs: total / cycles,
    transactions,
    phases: PHASES.map((phase) => {
      const ms = time.get(phase)!;
      const cores = Object.fromEntries([...cpu.get(phase)!].map(([name, seconds]) => [name, ms === 0 ? 0 : seconds / (ms / 1000)]));
      return {
        phase,
        shareOfCycle: total === 0 ? 0 : ms / total,
        averageMs: ms / cycles,
        microsPerTx: transactions === 0 ? undefined : (ms * 1000) / transactions,
        cores,
      };
    }),
  };
}

/**
 * The report's lines: one per phase, with its wall time per transaction and each series' share of a core, then how
 * fast transactions were admitted while admission ran (the blocks' transactions over the admission phases' time: a
 * block holds what was admitted since the last one).
 */
export function formatCyclePhases(result: CyclePhases): string[] {
  const names = Object.keys(result.phases[0]?.cores ?? {});
  const percent = (n: number) => `${Math.round(n * 100)}%`.padStart(5);
  const micros = (p: PhaseFigures) => (p.microsPerTx === undefined ? "-" : String(Math.round(p.microsPerTx))).padStart(7);
  const admissionMicrosPerTx = result.phases.find((p) => p.phase === "admission")?.microsPerTx;
  return [
    `block cycle, by phase (${result.cycles} cycles, ${Math.round(result.averageCycleMs)} ms each on average; CPU in % of a core)`,
    `  ${"phase".padEnd(20)} ${"share".padStart(5)} ${"avg ms".padStart(7)} ${"µs/tx".padStart(7)}  ${names.map((n) => n.padStart(Math.max(n.length, 5))).join("  ")}`,
    ...result.phases.map(
      (p) =>
        `  ${p.phase.padEnd(20)} ${percent(p.shareOfCycle)} ${String(Math.round(p.averageMs)).padStart(7)} ${micros(p)}  ${names
          .map((n) => percent(p.cores[n]!).padStart(Math.max(n.length, 5)))
          .join("  ")}`,
    ),
    ...(admissionMicrosPerTx !== undefined && admissionMicrosPerTx > 0
      ? [
          `  admitted while admitting: ${Math.round(1_000_000 / admissionMicrosPerTx).toLocaleString("en")} tx/s (${result.transactions.toLocaleString("en")} txs in the cycles' blocks)`,
        ]
      : []),
  ];
}

/** What to sample: a process (all its threads), or only its main thread. */
export interface SampledProcess {
  readonly name: string;
  readonly pid: number;
  readonly mainThreadOnly?: boolean;
}

/**
 * Samples the processes' CPU time every `intervalMs` until stopped. The kernel counts in 10 ms ticks, so a single
 * short phase is coarse; averaged over a minute's cycles the figures settle.
 */
export function sampleCpuTimeline(processes: readonly SampledProcess[], intervalMs = 5): () => CpuSeries[] {
  const files = processes.map((p) => (p.mainThreadOnly === true ? `/proc/${p.pid}/task/${p.pid}/stat` : `/proc/${p.pid}/stat`));
  const series = processes.map((p) => ({ name: p.name, at: [] as number[], cpuSeconds: [] as number[] }));
  const sample = () => {
    const now = Date.now();
    files.forEach((file, i) => {
      const seconds = statCpuSeconds(file);
      if (seconds === undefined) return;
      series[i]!.at.push(now);
      series[i]!.cpuSeconds.push(seconds);
    });
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref(); // a run that fails half-way must still exit
  return () => {
    clearInterval(timer);
    sample();
    return series;
  };
}
