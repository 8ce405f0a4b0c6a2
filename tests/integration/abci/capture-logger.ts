import { streamLogger, type Logger } from "../../../lib/logger";

/** A debug-level logger whose lines a test can read back. */
export function captureLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream;
  return { logger: streamLogger("debug", sink), lines };
}
