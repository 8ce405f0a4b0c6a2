import type { LogFields, Logger, LogLevel } from "../../types/logger";

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/** A logger whose records are handed to `post` (the worker sends them to the main thread's logger). */
export class PostingLogger implements Logger {
  constructor(
    private readonly level: LogLevel,
    private readonly post: (level: LogLevel, message: string, fields: LogFields) => void,
    private readonly context: LogFields = {},
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
    return new PostingLogger(this.level, this.post, { ...this.context, ...fields });
  }

  private log(level: LogLevel, message: string, fields?: LogFields): void {
    if (RANK[level] >= RANK[this.level]) this.post(level, message, { ...fields, ...this.context });
  }
}
