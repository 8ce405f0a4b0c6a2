import fs from "node:fs";

/** A process that holds a lock. */
export interface LockHolder {
  readonly pid: number;
  /** Its command line, arguments joined by spaces; empty when it cannot be read. */
  readonly command: string;
}

/**
 * The processes holding a lock on `file` (LevelDB's LOCK, flock(1)'s), as Linux's /proc/locks lists them; empty where
 * there is no /proc/locks or the file is gone. For error messages only: say what holds a lock, never decide by it.
 */
export function processesLocking(file: string): LockHolder[] {
  let id: string;
  let locks: string;
  try {
    const stat = fs.statSync(file, { bigint: true });
    id = `${hex2(deviceMajor(stat.dev))}:${hex2(deviceMinor(stat.dev))}:${stat.ino}`;
    locks = fs.readFileSync("/proc/locks", "latin1");
  } catch {
    return [];
  }
  const pids = new Set<number>();
  for (const line of locks.split("\n")) {
    // "3: POSIX  ADVISORY  WRITE 8445 fe:00:11438740 0 EOF": the pid, then the file as device major:minor:inode
    const fields = line.trim().split(/\s+/);
    const pid = Number(fields[4]);
    if (fields[5] === id && Number.isSafeInteger(pid) && pid > 0) pids.add(pid);
  }
  return [...pids].sort((a, b) => a - b).map((pid) => ({ pid, command: commandLine(pid) }));
}

/** Linux's encoding of a device number (new_encode_dev): the major is bits 8-19, the minor bits 0-7 and 20-31. */
function deviceMajor(dev: bigint): bigint {
  return (dev & 0xfff00n) >> 8n;
}

function deviceMinor(dev: bigint): bigint {
  return (dev & 0xffn) | ((dev >> 12n) & 0xfff00n);
}

function hex2(n: bigint): string {
  return n.toString(16).padStart(2, "0");
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "latin1").split("\0").filter(Boolean).join(" ");
  } catch {
    return "";
  }
}
