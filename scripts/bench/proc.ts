import fs from "node:fs";

/** USER_HZ: the unit of the CPU times in /proc/<pid>/stat, 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcessSample {
  /** User plus system CPU time since the process started. */
  readonly cpuSeconds: number;
  readonly rssBytes: number;
  readonly peakRssBytes: number;
}

/** CPU time and memory of a running process, from /proc (Linux); undefined elsewhere or once it has exited. */
export function sampleProcess(pid: number): ProcessSample | undefined {
  try {
    const cpuSeconds = statCpuSeconds(`/proc/${pid}/stat`);
    if (cpuSeconds === undefined) return undefined;
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { cpuSeconds, rssBytes: kib("VmRSS"), peakRssBytes: kib("VmHWM") };
  } catch {
    return undefined;
  }
}

/**
 * User plus system CPU seconds from a /proc stat file: a process's (/proc/<pid>/stat) or one thread's
 * (/proc/<pid>/task/<tid>/stat); undefined once it is gone.
 */
export function statCpuSeconds(file: string): number | undefined {
  try {
    const stat = fs.readFileSync(file, "utf8");
    // The fields after the parenthesised command name start with the state (field 3); utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by the running processes whose command name is `name` (all PostgreSQL backends, say), or
 * undefined when there are none or /proc is missing. Processes that have exited are not counted.
 */
export function cpuSecondsOfProcessesNamed(name: string): number | undefined {
  let total: number | undefined;
  let pids: string[];
  try {
    pids = fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== name) continue;
      total = (total ?? 0) + (sampleProcess(Number(pid))?.cpuSeconds ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

export interface MachineSample {
  /** CPU time spent running anything, summed over the cores. */
  readonly busySeconds: number;
  /** CPU time the hypervisor gave to other machines while this one wanted to run (0 on bare metal). */
  readonly stolenSeconds: number;
}

/** The whole machine's CPU time since boot, from /proc/stat (Linux); undefined elsewhere. */
export function sampleMachine(): MachineSample | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal …
    const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks as [number, number, number, number, number, number, number, number];
    return { busySeconds: (user + nice + system + irq + softirq) / CLOCK_TICKS_PER_SECOND, stolenSeconds: steal / CLOCK_TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

export interface ProcessUse {
  readonly name: string;
  readonly start: ProcessSample | undefined;
  readonly end: ProcessSample | undefined;
}

export interface CpuUse {
  readonly processes: readonly ProcessUse[];
  /** The whole machine's CPU time between the samples. */
  readonly machine: MachineSample | undefined;
}

/** Samples these processes and the machine now; the function returned samples them again and pairs the samples. */
export function meterCpu(processes: readonly { name: string; pid: number }[]): () => CpuUse {
  const starts = processes.map((p) => sampleProcess(p.pid));
  const machineStart = sampleMachine();
  return () => {
    const machineEnd = sampleMachine();
    return {
      processes: processes.map((p, i) => ({ name: p.name, start: starts[i], end: sampleProcess(p.pid) })),
      machine:
        machineStart === undefined || machineEnd === undefined
          ? undefined
          : { busySeconds: machineEnd.busySeconds - machineStart.busySeconds, stolenSeconds: machineEnd.stolenSeconds - machineStart.stolenSeconds },
    };
  };
}
