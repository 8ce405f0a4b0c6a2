import { Readable, Writable } from "node:stream";
import { run } from "../../../abci-app/src/cli/main";
import type { CliRuntime } from "../../../abci-app/src/cli/runtime";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Text on standard input (prompts' answers); empty input by default. */
  stdin?: string;
  env?: Record<string, string | undefined>;
  runtime?: Partial<CliRuntime>;
}

/** Runs `idledger <args>` in-process with captured streams. */
export async function cli(args: readonly string[], options: RunOptions = {}): Promise<CliResult> {
  const stdout = sink();
  const stderr = sink();
  const runtime: CliRuntime = {
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    env: options.env ?? {},
    waitForShutdown: () => Promise.reject(new Error("this test does not expect a shutdown wait")),
    startAbciOnly: () => Promise.reject(new Error("this test does not expect startAbciOnly")),
    startNode: () => Promise.reject(new Error("this test does not expect startNode")),
    ...options.runtime,
  };
  const code = await run(["node", "idledger", ...args], runtime);
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** `cli` with `--home <home>` in front. */
export function cliAt(home: string): (args: readonly string[], options?: RunOptions) => Promise<CliResult> {
  return (args, options) => cli(["--home", home, ...args], options);
}

function sink(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => chunks.join("") };
}
