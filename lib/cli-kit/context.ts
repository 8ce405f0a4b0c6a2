import { LineReader } from "./line-reader";
import type { CommandRuntime } from "./runtime";

/** What a command's action uses besides its options: output, prompts' answers, and the runtime. */
export interface CommandContext<R extends CommandRuntime = CommandRuntime> {
  readonly runtime: R;
  /** Answers to prompts, read from the runtime's stdin. */
  readonly lines: LineReader;
  /** Writes to stdout: the command's result. */
  out(text: string): void;
  /** Writes to stderr: prompts, notices, logs. */
  err(text: string): void;
}

export function commandContext<R extends CommandRuntime>(runtime: R): CommandContext<R> {
  return {
    runtime,
    lines: new LineReader(runtime.stdin),
    out: (text) => void runtime.stdout.write(text),
    err: (text) => void runtime.stderr.write(text),
  };
}
