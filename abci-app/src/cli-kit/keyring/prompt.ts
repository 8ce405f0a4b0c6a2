import { StringDecoder } from "node:string_decoder";
import type { LineReader } from "../../../../lib/cli-kit/line-reader";

/** How a keyring asks its user for secrets (passphrases). */
export interface SecretPrompter {
  /** True when a person answers at a terminal, so that a mistyped answer may be asked again. */
  readonly interactive: boolean;
  /** Asks for a secret and returns it, or undefined at the end of input. */
  secret(question: string): Promise<string | undefined>;
  /** A line of text for the user (on stderr). */
  notice(text: string): void;
}

/** A terminal's input stream as Node gives it (tty.ReadStream), reduced to what a hidden prompt needs. */
interface RawModeInput extends NodeJS.ReadableStream {
  readonly isTTY?: boolean;
  readonly isRaw?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export interface PromptStreams {
  readonly stdin: NodeJS.ReadableStream;
  /** The reader that answers every other prompt of the command, so that piped answers are taken in order. */
  readonly lines: LineReader;
  /** Writes to stderr. */
  readonly err: (text: string) => void;
}

/**
 * Prompts on stderr. On a terminal the answer is typed without echo; otherwise it is the next line of standard
 * input (one line per prompt, as the SDK reads piped passphrases), so scripts and tests can answer.
 */
export function streamPrompter(streams: PromptStreams): SecretPrompter {
  const input = streams.stdin as RawModeInput;
  const terminal = input.isTTY === true && typeof input.setRawMode === "function";
  return {
    interactive: terminal,
    notice: (text) => streams.err(`${text}\n`),
    secret: async (question) => {
      streams.err(`${question} `);
      if (terminal) return readHidden(input, streams.err);
      const line = await streams.lines.readLine();
      if (line !== undefined) streams.err("\n");
      return line;
    },
  };
}

/** A prompter for contexts where nobody can answer: every question fails, naming what was asked. */
export function noPrompter(reason: string): SecretPrompter {
  return {
    interactive: false,
    notice: () => undefined,
    secret: (question) => Promise.reject(new Error(`cannot ask "${question}": ${reason}`)),
  };
}

export class PromptCanceledError extends Error {
  override readonly name = "PromptCanceledError";
}

const ENTER = new Set(["\r", "\n"]);
const BACKSPACE = new Set(["\u007f", "\b"]);
const CTRL_C = "\u0003";
const CTRL_D = "\u0004";

/** Reads one line in raw mode without echoing it; Ctrl-C cancels, Ctrl-D on an empty line is the end of input. */
function readHidden(input: RawModeInput, err: (text: string) => void): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder("utf8");
    const wasRaw = input.isRaw === true;
    let answer: string[] = [];
    const finish = (result: () => void): void => {
      input.off("data", onData);
      input.setRawMode!(wasRaw);
      input.pause();
      err("\n");
      result();
    };
    const onData = (chunk: Buffer | string): void => {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      for (const ch of text) {
        if (ENTER.has(ch)) return finish(() => resolve(answer.join("")));
        if (ch === CTRL_C) return finish(() => reject(new PromptCanceledError("canceled at the passphrase prompt")));
        if (ch === CTRL_D && answer.length === 0) return finish(() => resolve(undefined));
        if (BACKSPACE.has(ch)) answer = answer.slice(0, -1);
        else if (ch >= " ") answer.push(ch);
      }
    };
    input.setRawMode!(true);
    input.on("data", onData);
    input.resume();
  });
}
