/**
 * What the node benchmark reports: the blocks committed in the measured window, read back from CometBFT after
 * the load has stopped (so that parsing them does not compete with the node), turned into throughput, latency,
 * mempool and process figures.
 */
import os from "node:os";
import { fromBase64, toHex } from "@cosmjs/encoding";
import { sha256 } from "../../abci-app/src/types/hash";
import { percentile } from "./chain";
import type { CpuUse, ProcessUse } from "./proc";
import type { RpcClient } from "./rpc";
import type { SendLoad } from "./send-load";

export interface WindowBlock {
  readonly height: number;
  /** performance.now() when the bench saw the commit. */
  readonly committedAt: number;
  /** Hashes of the transactions that succeeded. */
  readonly ok: readonly string[];
  readonly failedByCode: ReadonlyMap<number, number>;
}

export async function fetchWindowBlock(rpc: RpcClient, height: number, committedAt: number): Promise<WindowBlock> {
  const [block, results] = await Promise.all([
    rpc.call<{ block: { data: { txs: string[] | null } } }>("block", { height: String(height) }),
    rpc.call<{ txs_results: { code: number }[] | null }>("block_results", { height: String(height) }),
  ]);
  const codes = results.txs_results ?? [];
  const ok: string[] = [];
  const failedByCode = new Map<number, number>();
  (block.block.data.txs ?? []).forEach((tx, i) => {
    const code = codes[i]?.code ?? 0;
    if (code === 0) ok.push(toHex(sha256(fromBase64(tx))).toUpperCase());
    else increment(failedByCode, code);
  });
  return { height, committedAt, ok, failedByCode };
}

export interface Measurement {
  /** performance.now() at the window's ends. */
  readonly windowStart: number;
  readonly windowEnd: number;
  readonly blocks: readonly WindowBlock[];
  /** When the block before the window's first one was committed, for its interval. */
  readonly previousCommitAt: number | undefined;
  readonly mempoolSamples: readonly number[];
  readonly mempoolSize: number;
  readonly load: SendLoad;
  readonly cpu: CpuUse;
}

interface Spread {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** The figures; times in ms, CPU in % of one core, memory in MiB. Counts of the load cover the warm-up too. */
export interface Figures {
  readonly windowSeconds: number;
  readonly committedTxs: number;
  readonly txPerSecond: number;
  readonly blocks: number;
  readonly txsPerBlock: { readonly avg: number; readonly min: number; readonly max: number };
  readonly blockIntervalMs: { readonly avg: number; readonly max: number };
  /** From sending the broadcast_tx_sync that CheckTx accepted to seeing the commit of the block holding the tx. */
  readonly latencyMs: Spread | null;
  readonly mempool: {
    readonly size: number;
    readonly min: number;
    readonly avg: number;
    readonly samples: number;
    readonly atLeast90PercentFull: number;
    /** Seconds of the window in which CometBFT refused a broadcast because the mempool was full. */
    readonly secondsFull: number;
  };
  readonly admittedTxPerSecond: number;
  readonly broadcastRoundTripMs: Spread | null;
  readonly mempoolFullRetries: number;
  readonly checkTxRejectedByCode: Record<string, number>;
  /** The first rejection's "codespace: log" for each code. */
  readonly checkTxRejectionLogs: Record<string, string>;
  readonly rpcErrors: Record<string, number>;
  readonly sequenceRewinds: number;
  readonly acceptedMoreThanOnce: number;
  readonly failedInBlocksByCode: Record<string, number>;
  readonly unmatchedTxs: number;
  readonly processes: Record<string, { readonly cpuPercent: number | null; readonly rssMiB: number | null; readonly peakRssMiB: number | null }>;
  readonly otherProcessesCpuPercent: number | null;
  readonly stolenCpuPercent: number | null;
}

export function figures(m: Measurement): Figures {
  const seconds = (m.windowEnd - m.windowStart) / 1000;
  const perBlock = m.blocks.map((b) => b.ok.length + sum([...b.failedByCode.values()]));
  const failedInBlocks = new Map<number, number>();
  for (const b of m.blocks) for (const [code, n] of b.failedByCode) increment(failedInBlocks, code, n);

  const latencies: number[] = [];
  let unmatched = 0;
  for (const b of m.blocks) {
    for (const hash of b.ok) {
      const sent = m.load.submissions.get(hash);
      if (sent === undefined) unmatched++;
      else latencies.push(b.committedAt - sent.acceptedSentAt);
    }
  }
  const commitTimes = [m.previousCommitAt, ...m.blocks.map((b) => b.committedAt)].filter((t) => t !== undefined);
  const intervals = commitTimes.slice(1).map((t, i) => t - commitTimes[i]!);
  const submissions = [...m.load.submissions.values()];
  const admitted = submissions.filter((s) => s.acceptedSentAt >= m.windowStart && s.acceptedSentAt < m.windowEnd);
  const processes = m.cpu.processes.map((p) => ({ name: p.name, ...processFigures(p, seconds) }));
  const ownCpu = processes.map((p) => p.cpuPercent);
  const machine = m.cpu.machine;
  const committed = sum(m.blocks.map((b) => b.ok.length));

  return {
    windowSeconds: round(seconds, 1),
    committedTxs: committed,
    txPerSecond: round(committed / seconds, 1),
    blocks: m.blocks.length,
    txsPerBlock: { avg: round(avg(perBlock), 1), min: Math.min(...perBlock), max: Math.max(...perBlock) },
    blockIntervalMs: { avg: round(avg(intervals), 0), max: round(Math.max(...intervals), 0) },
    latencyMs: spread(latencies),
    mempool: {
      size: m.mempoolSize,
      min: Math.min(...m.mempoolSamples),
      avg: round(avg(m.mempoolSamples), 0),
      samples: m.mempoolSamples.length,
      atLeast90PercentFull: round(m.mempoolSamples.filter((n) => n >= 0.9 * m.mempoolSize).length / m.mempoolSamples.length, 3),
      secondsFull: new Set(m.load.mempoolFullAt.filter((t) => t >= m.windowStart && t < m.windowEnd).map((t) => Math.floor((t - m.windowStart) / 1000))).size,
    },
    admittedTxPerSecond: round(admitted.length / seconds, 1),
    broadcastRoundTripMs: spread(admitted.map((s) => s.roundTripMs)),
    mempoolFullRetries: m.load.mempoolFull,
    checkTxRejectedByCode: Object.fromEntries(m.load.rejectedByCode),
    checkTxRejectionLogs: Object.fromEntries(m.load.firstRejectionLog),
    rpcErrors: Object.fromEntries(m.load.errors),
    sequenceRewinds: m.load.sequenceRewinds,
    acceptedMoreThanOnce: submissions.filter((s) => s.acceptances > 1).length,
    failedInBlocksByCode: Object.fromEntries(failedInBlocks),
    unmatchedTxs: unmatched,
    processes: Object.fromEntries(processes.map(({ name, ...rest }) => [name, rest])),
    otherProcessesCpuPercent:
      machine === undefined || ownCpu.includes(null) ? null : Math.max(0, round((machine.busySeconds / seconds) * 100 - sum(ownCpu as number[]), 0)),
    stolenCpuPercent: machine === undefined ? null : round((machine.stolenSeconds / seconds) * 100, 0),
  };
}

/** The figures as a two-column table; `txs` says what the load's transactions are ("bank sends"). */
export function formatFigures(f: Figures, txs = "bank sends"): string[] {
  const ms = (s: Spread | null) => (s === null ? "-" : `p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms, p99 ${fmt(s.p99)} ms, max ${fmt(s.max)} ms`);
  const counts = (c: Record<string, number>) =>
    Object.keys(c).length === 0
      ? "none"
      : Object.entries(c)
          .map(([k, n]) => `${k}: ${fmt(n)}`)
          .join(", ");
  const rows: [string, string][] = [
    ["measured window", `${f.windowSeconds} s`],
    [`committed ${txs}`, `${fmt(f.committedTxs)} → ${fmt(f.txPerSecond)} tx/s`],
    ["blocks", `${f.blocks}, ${fmt(f.txsPerBlock.avg)} txs each on average (min ${fmt(f.txsPerBlock.min)}, max ${fmt(f.txsPerBlock.max)})`],
    ["block interval (commit to commit)", `avg ${fmt(f.blockIntervalMs.avg)} ms, max ${fmt(f.blockIntervalMs.max)} ms`],
    ["confirmation latency", ms(f.latencyMs)],
    [
      "mempool (sampled each second)",
      `min ${fmt(f.mempool.min)}, avg ${fmt(f.mempool.avg)} of ${fmt(f.mempool.size)}; ≥ 90% full in ${Math.round(f.mempool.atLeast90PercentFull * f.mempool.samples)}/${f.mempool.samples} samples`,
    ],
    ["mempool full (a broadcast refused for room)", `in ${fmt(f.mempool.secondsFull)} of the window's ${Math.ceil(f.windowSeconds)} seconds`],
    ["admitted by CheckTx", `${fmt(f.admittedTxPerSecond)} tx/s`],
    ["broadcast_tx_sync round trip", ms(f.broadcastRoundTripMs)],
    ["whole run: mempool full, retried", fmt(f.mempoolFullRetries)],
    ["whole run: CheckTx rejections by code", counts(f.checkTxRejectedByCode)],
    ...Object.entries(f.checkTxRejectionLogs).map(([code, log]): [string, string] => [`  the first of code ${code}`, log]),
    ["whole run: other RPC errors", counts(f.rpcErrors)],
    ["whole run: sequence gaps (a tx dropped after CheckTx)", `${fmt(f.sequenceRewinds)} rewinds, ${fmt(f.acceptedMoreThanOnce)} txs accepted again`],
    ["failed in blocks, by code", counts(f.failedInBlocksByCode)],
    ...Object.entries(f.processes).map(([name, p]): [string, string] => [
      name,
      `CPU ${p.cpuPercent ?? "-"}% of a core, RSS at the end ${p.rssMiB ?? "-"} MiB (peak ${p.peakRssMiB ?? "-"} MiB)`,
    ]),
    ["other processes on the machine", f.otherProcessesCpuPercent === null ? "-" : `CPU ${f.otherProcessesCpuPercent}% of a core (${os.cpus().length} cores)`],
    ["stolen by the hypervisor", f.stolenCpuPercent === null ? "-" : `CPU ${f.stolenCpuPercent}% of a core`],
  ];
  if (f.unmatchedTxs > 0) rows.push(["committed txs the bench did not send", fmt(f.unmatchedTxs)]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`);
}

function processFigures(p: ProcessUse, seconds: number): { cpuPercent: number | null; rssMiB: number | null; peakRssMiB: number | null } {
  const mib = (bytes: number | undefined) => (bytes === undefined ? null : round(bytes / 2 ** 20, 0));
  return {
    cpuPercent: p.start === undefined || p.end === undefined ? null : round(((p.end.cpuSeconds - p.start.cpuSeconds) / seconds) * 100, 0),
    rssMiB: mib(p.end?.rssBytes),
    peakRssMiB: mib(p.end?.peakRssBytes),
  };
}

function spread(xs: number[]): Spread | null {
  if (xs.length === 0) return null;
  const sorted = xs.sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 0), p95: round(percentile(sorted, 95), 0), p99: round(percentile(sorted, 99), 0), max: round(sorted.at(-1)!, 0) };
}

function increment<K>(counts: Map<K, number>, key: K, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const avg = (xs: readonly number[]) => (xs.length === 0 ? NaN : sum(xs) / xs.length);
const round = (x: number, digits: number) => Number(x.toFixed(digits));
const fmt = (x: number) => Math.round(x).toLocaleString("en");
