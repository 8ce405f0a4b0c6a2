import { InvalidArgumentError, Option, type Command } from "commander";
import { parseLogLevel, type LogLevel } from "../logger";
import { defaultHome } from "./home";

/** The options every command sees (declared on the root program). */
export interface GlobalOptions {
  readonly home: string;
  /** Undefined unless --log-level was given (app.toml's log_level applies then). */
  readonly logLevel?: LogLevel;
}

export function homeOption(env: Readonly<Record<string, string | undefined>>): Option {
  return new Option("--home <dir>", "the node's home directory (config, data, keyring); env IDLEDGER_HOME").default(defaultHome(env));
}

export function logLevelOption(): Option {
  return new Option("--log-level <level>", "debug, info, warn or error (overrides app.toml log_level)").argParser(argParser(parseLogLevel));
}

export function globalOptions(cmd: Command): GlobalOptions {
  return cmd.optsWithGlobals<GlobalOptions>();
}

export function outputOption(): Option {
  return new Option("-o, --output <format>", "output format").choices(["text", "json"]).default("text");
}

/** Wraps a parser that throws Error into one that commander reports as a usage error. */
export function argParser<T>(parse: (value: string) => T): (value: string) => T {
  return (value) => {
    try {
      return parse(value);
    } catch (err) {
      throw new InvalidArgumentError((err as Error).message);
    }
  };
}

/**
 * An option whose value `parse` turns into a BigInt, with a BigInt default. Help shows the default as its decimal
 * text: commander prints a default through JSON.stringify, which throws on a BigInt (issue 19: `init --help`).
 */
export function bigintOption(flags: string, description: string, parse: (value: string) => bigint, defaultValue: bigint): Option {
  return new Option(flags, description).argParser(argParser(parse)).default(defaultValue, defaultValue.toString());
}

/** An integer option value from 0 to `max`. */
export function parseIndex(max: number): (value: string) => number {
  return argParser((value) => {
    if (!/^[0-9]+$/.test(value) || Number(value) > max) throw new Error(`expected an integer from 0 to ${max}`);
    return Number(value);
  });
}
