import { LineReader } from "./line-reader";
import type { CliRuntime } from "./runtime";
import type { MessageRegistry } from "./tx/message-codecs";

/** What a command's action uses besides its options: output, prompts' answers, and the runtime. */
export interface CommandContext {
  readonly runtime: CliRuntime;
  /** Answers to prompts, read from the runtime's stdin. */
  readonly lines: LineReader;
  /** The message types this command line reads, prints and signs: every module's (cli/client-messages.ts). */
  readonly messages: MessageRegistry;
  /** Writes to stdout: the command's result. */
  out(text: string): void;
  /** Writes to stderr: prompts, notices, logs. */
  err(text: string): void;
}

export function commandContext(runtime: CliRuntime, messages: MessageRegistry): CommandContext {
  return {
    runtime,
    messages,
    lines: new LineReader(runtime.stdin),
    out: (text) => void runtime.stdout.write(text),
    err: (text) => void runtime.stderr.write(text),
  };
}
