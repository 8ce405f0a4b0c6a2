/**
 * Folds a CPU profile into the "folded stacks" text flame graph tools read (one line per stack, frames from the root
 * to the leaf joined by `;`, then the time spent there in microseconds): a V8 `.cpuprofile` (bench:node --cpu-prof,
 * `node --cpu-prof`) or a Go pprof profile (CometBFT's, read through `go tool pprof -traces`).
 *
 * Usage: node dist/scripts/bench/fold-profile.js <profile> > stacks.folded
 * then, for docs/performance.md's flame graphs: inferno-flamegraph < stacks.folded > graph.svg (`cargo install inferno`).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

interface V8Node {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface V8Profile {
  readonly nodes: readonly V8Node[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Microseconds per folded stack of a V8 profile: each sample is charged the time until the next one. */
export function foldV8Profile(profile: V8Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const stacks = new Map<number, string>();
  const stackOf = (id: number): string => {
    let stack = stacks.get(id);
    if (stack === undefined) {
      const frames: string[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(v8Frame(byId.get(at)!));
      stack = frames.reverse().slice(1).join(";"); // without V8's "(root)"
      stacks.set(id, stack);
    }
    return stack;
  };
  const folded = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const stack = stackOf(id);
    folded.set(stack, (folded.get(stack) ?? 0) + micros);
  });
  return folded;
}

function v8Frame(node: V8Node): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName === "" ? "(anonymous)" : functionName;
  if (url === "") return frameText(name);
  const file = url.replace(/^file:\/\//, "").replace(/^.*\/(dist|node_modules)\//, "");
  return frameText(`${name} ${file}:${lineNumber + 1}`);
}

/** Microseconds per folded stack of a pprof CPU profile, from `go tool pprof -traces` (leaf first in each trace). */
export function foldPprofTraces(traces: string): Map<string, number> {
  const folded = new Map<string, number>();
  for (const block of traces.split(/^-+\+-+$/m).slice(1)) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    const first = /^\s*([\d.]+)(ns|us|µs|ms|s)\s+(.*)$/.exec(lines[0] ?? "");
    if (first === null) continue;
    const micros = Number(first[1]) * UNIT_MICROS[first[2]!]!;
    const frames = [first[3]!, ...lines.slice(1).map((l) => l.trim())].map((f) => frameText(f.replace(/ \(inline\)$/, "")));
    const stack = frames.reverse().join(";");
    folded.set(stack, (folded.get(stack) ?? 0) + micros);
  }
  return folded;
}

/** `;` separates frames in the folded format, so a name cannot hold one. */
function frameText(name: string): string {
  return name.replaceAll(";", ",");
}

const UNIT_MICROS: Readonly<Record<string, number>> = { ns: 0.001, us: 1, µs: 1, ms: 1000, s: 1_000_000 };

function main(): void {
  const file = process.argv[2];
  if (file === undefined) throw new Error("usage: fold-profile <profile.cpuprofile | profile.pprof>");
  const folded = file.endsWith(".cpuprofile")
    ? foldV8Profile(JSON.parse(fs.readFileSync(file, "utf8")) as V8Profile)
    : foldPprofTraces(execFileSync("go", ["tool", "pprof", "-traces", file], { encoding: "utf8", maxBuffer: 1 << 30 }));
  for (const [stack, micros] of folded) if (micros >= 1) process.stdout.write(`${stack} ${Math.round(micros)}\n`);
}

if (require.main === module) main();
