import { spawn, type ChildProcess } from "node:child_process";
import { LineTail } from "./line-tail";

/** How CometBFT ended: an exit code, or the signal that killed it. */
export interface CometExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface CometProcessOptions {
  readonly binary: string;
  readonly home: string;
  /** The ABCI address the application is actually serving on; overrides config.toml's proxy_app. */
  readonly proxyApp: string;
  /**
   * The node's stderr. CometBFT's log (its stdout) is written straight into it, in CometBFT's own format; its
   * stderr, where fatal errors and panics go, is relayed line by line and remembered for the exit message.
   */
  readonly output: NodeJS.WritableStream;
}

/** After a stop signal, how long CometBFT may take before it is killed. */
const STOP_GRACE_MS = 30_000;
const TAIL_LINES = 20;

/** A running `cometbft start`. */
export class CometProcess {
  /** Settles once CometBFT has exited, for whatever reason. */
  readonly exited: Promise<CometExit>;
  private readonly tail = new LineTail(TAIL_LINES);
  private exit: CometExit | undefined;

  private constructor(private readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  /**
   * Spawns `cometbft start --home <home> --proxy_app <address>`. CMTHOME and TMHOME are removed from its
   * environment: CometBFT would prefer them to --home. Rejects when the binary cannot be started at all.
   *
   * CometBFT's log goes to the node's stderr directly rather than through a pipe to this process: if this process
   * is killed, CometBFT must still be able to log. It then sees its ABCI connections close, logs that, and stops
   * itself cleanly; through a dead pipe its first log line would kill it with SIGPIPE half-way instead.
   */
  static async start(options: CometProcessOptions): Promise<CometProcess> {
    const env = { ...process.env };
    delete env["CMTHOME"];
    delete env["TMHOME"];
    const child = spawn(options.binary, ["start", "--home", options.home, "--proxy_app", options.proxyApp], {
      env,
      stdio: ["ignore", options.output as NodeJS.WriteStream, "pipe"],
    });
    const comet = new CometProcess(child);
    child.stderr!.on("data", (chunk: Buffer) => {
      for (const line of comet.tail.push(chunk.toString())) options.output.write(`${line}\n`);
    });
    await new Promise<void>((resolve, reject) => {
      child.once("spawn", resolve);
      child.once("error", (err) => reject(new Error(`cannot start CometBFT (${options.binary}): ${err.message}`)));
    });
    return comet;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  /** The last lines CometBFT wrote to its stderr (fatal errors, panics), oldest first. */
  errorLines(): readonly string[] {
    return this.tail.lines();
  }

  /** Sends `signal` (CometBFT stops cleanly on SIGINT and SIGTERM) and waits for the exit; kills it after 30 s. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<CometExit> {
    if (this.exit !== undefined) return this.exit;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill("SIGKILL"), STOP_GRACE_MS);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** "exit code 1" or "killed by SIGKILL", for messages. */
export function describeExit(exit: CometExit): string {
  return exit.signal !== null ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
}
