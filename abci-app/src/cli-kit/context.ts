import { LineReader } from "./line-reader";
import type { CommandRuntime } from "./runtime";
import type { AccountRetriever } from "./tx/account";
import type { MessageRegistry } from "./tx/message-codecs";

/** What a command's action uses besides its options: output, prompts' answers, and the runtime. */
export interface CommandContext<R extends CommandRuntime = CommandRuntime> {
  readonly runtime: R;
  /** Answers to prompts, read from the runtime's stdin. */
  readonly lines: LineReader;
  /** The message types this command line reads, prints and signs: every module's (cli/client-messages.ts). */
  readonly messages: MessageRegistry;
  /** Reads a signer's account number and sequence from a node (auth's Account query). */
  readonly accounts: AccountRetriever;
  /** Writes to stdout: the command's result. */
  out(text: string): void;
  /** Writes to stderr: prompts, notices, logs. */
  err(text: string): void;
}

export function commandContext<R extends CommandRuntime>(runtime: R, messages: MessageRegistry, accounts: AccountRetriever): CommandContext<R> {
  return {
    runtime,
    messages,
    accounts,
    lines: new LineReader(runtime.stdin),
    out: (text) => void runtime.stdout.write(text),
    err: (text) => void runtime.stderr.write(text),
  };
}
