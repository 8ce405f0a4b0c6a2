import { spawn, type ChildProcess } from "node:child_process";
import { builtCli } from "./built-cli";

/** `idledger <args>` running as a child process of the test. */
export interface CliProcess {
  readonly child: ChildProcess;
  /** Everything the process (and any child sharing its output, such as CometBFT) wrote to stdout and stderr. */
  log(): string;
  /** Settles with the exit code (null when a signal killed it). */
  readonly exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in the log; rejects if the process exits first or after `timeoutMs`. */
  waitForLog(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
}

/** Spawns the built `idledger` with `args`, collecting its output. CMTHOME is dropped so CometBFT obeys --home. */
export function spawnCli(args: readonly string[]): CliProcess {
  const env = { ...process.env };
  delete env["CMTHOME"];
  const child = spawn(process.execPath, [builtCli(), ...args], { stdio: ["ignore", "pipe", "pipe"], env });
  let output = "";
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stderr!.on("data", collect);
  child.stdout!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const waitForLog = (pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> =>
    new Promise((resolve, reject) => {
      const finish = (outcome: () => void): void => {
        clearTimeout(timer);
        listeners.delete(look);
        outcome();
      };
      const look = (): void => {
        const match = pattern.exec(output);
        if (match) finish(() => resolve(match));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no ${pattern} in the log within ${timeoutMs} ms:\n${output}`))), timeoutMs);
      listeners.add(look);
      look();
      void exited.then((code) => finish(() => reject(new Error(`idledger exited with ${code} before ${pattern} appeared:\n${output}`))));
    });

  return { child, log: () => output, exited, waitForLog };
}

export interface NodeProcess {
  readonly child: ChildProcess;
  /** The ABCI address the node reported it serves on. */
  readonly address: string;
  /** Everything the node wrote to stderr so far (its log). */
  log(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
}

/** Runs `idledger start --abci-only` on an ephemeral port as a child process and waits until it serves. */
export async function startAbciNode(home: string, extraArgs: readonly string[] = []): Promise<NodeProcess> {
  const node = spawnCli(["start", "--abci-only", "--home", home, "--address", "tcp://127.0.0.1:0", ...extraArgs]);
  const match = await node.waitForLog(/ABCI server listening.*address=(tcp:\/\/[0-9.]+:\d+)/, 20_000);
  return {
    child: node.child,
    address: match[1]!,
    log: node.log,
    stop: async () => {
      node.child.kill("SIGTERM");
      return node.exited;
    },
    kill: async () => {
      node.child.kill("SIGKILL");
      await node.exited;
    },
  };
}
