import { Readable, Writable } from "node:stream";
import { run } from "../../../cli/main";
import type { CliRuntime } from "../../../abci-app/src/cli/runtime";
import { withoutTestKeyringWarning } from "./keyring-warning";

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
  /** Keep the test keyring's warning in stderr; by default it is taken out, so tests see only what their command says. */
  keepKeyringWarning?: boolean;
}

/**
 * Runs `idledger <args>` in-process with captured streams. The warning every command that opens the test keyring
 * prints on stderr is removed unless `keepKeyringWarning` (tests/integration/cli/keys*.test.ts check it).
 */
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
  const err = options.keepKeyringWarning === true ? stderr.text() : withoutTestKeyringWarning(stderr.text());
  return { code, stdout: stdout.text(), stderr: err };
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
