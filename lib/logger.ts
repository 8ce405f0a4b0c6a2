/**
 * A small structured logger in the style CometBFT operators read: "<time> INF committed state height=5 module=app".
 * Wall-clock time appears only in log lines, never in state.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, string | number | bigint | boolean | undefined>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds these fields to every line (e.g. `{ module: "abci" }`). */
  with(fields: LogFields): Logger;
}

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const TAG: Record<LogLevel, string> = { debug: "DBG", info: "INF", warn: "WRN", error: "ERR" };

export function parseLogLevel(text: string): LogLevel {
  if (text in RANK) return text as LogLevel;
  throw new Error(`unknown log level ${JSON.stringify(text)}: use debug, info, warn or error`);
}

/** Where a logger's records go once they pass its level: a stream, or another thread's logger. */
export type LogSink = (level: LogLevel, message: string, fields: LogFields) => void;

class SinkLogger implements Logger {
  constructor(
    private readonly level: LogLevel,
    private readonly sink: LogSink,
    private readonly context: LogFields,
  ) {}

  debug(message: string, fields?: LogFields): void {
    this.log("debug", message, fields);
  }

  info(message: string, fields?: LogFields): void {
    this.log("info", message, fields);
  }

  warn(message: string, fields?: LogFields): void {
    this.log("warn", message, fields);
  }

  error(message: string, fields?: LogFields): void {
    this.log("error", message, fields);
  }

  with(fields: LogFields): Logger {
    return new SinkLogger(this.level, this.sink, { ...this.context, ...fields });
  }

  private log(level: LogLevel, message: string, fields?: LogFields): void {
    if (RANK[level] >= RANK[this.level]) this.sink(level, message, { ...fields, ...this.context });
  }
}

/** A logger that hands each record at `level` or above to `sink`. */
export function sinkLogger(level: LogLevel, sink: LogSink): Logger {
  return new SinkLogger(level, sink, {});
}

/** A sink writing each record as one line: "<time> INF message key=value …". */
function lineSink(write: (line: string) => void): LogSink {
  return (level, message, fields) => {
    const pairs = Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${formatValue(v!)}`);
    write(`${new Date().toISOString()} ${TAG[level]} ${message}${pairs.length ? ` ${pairs.join(" ")}` : ""}\n`);
  };
}

function formatValue(v: string | number | bigint | boolean): string {
  const s = String(v);
  return /[\s"=]/.test(s) || s === "" ? JSON.stringify(s) : s;
}

export function streamLogger(level: LogLevel = "info", stream: NodeJS.WritableStream = process.stderr): Logger {
  return sinkLogger(
    level,
    lineSink((line) => stream.write(line)),
  );
}

export const silentLogger: Logger = sinkLogger("error", () => {});
