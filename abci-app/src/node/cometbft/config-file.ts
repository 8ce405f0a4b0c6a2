import fs from "node:fs";
import { parse as parseToml, TomlError } from "smol-toml";
import { homeLayout } from "../../cli-kit/home";
import { tomlScalar, type TomlScalar } from "./toml-value";

/** The settings of CometBFT's config.toml that idledger itself needs. Keys absent from the file take CometBFT's defaults. */
export interface CometConfig {
  readonly moniker: string;
  readonly proxyApp: string;
  /** CometBFT's JSON-RPC listen address, e.g. tcp://127.0.0.1:26657. */
  readonly rpcListenAddress: string;
  readonly p2pListenAddress: string;
}

/** Reads `<home>/config/config.toml`. */
export function readCometConfig(home: string): CometConfig {
  const file = homeLayout(home).cometConfig;
  const table = parseFile(file);
  const rpc = (table["rpc"] ?? {}) as Record<string, unknown>;
  const p2p = (table["p2p"] ?? {}) as Record<string, unknown>;
  return {
    moniker: stringAt(file, "moniker", table["moniker"], ""),
    proxyApp: stringAt(file, "proxy_app", table["proxy_app"], "tcp://127.0.0.1:26658"),
    rpcListenAddress: stringAt(file, "rpc.laddr", rpc["laddr"], "tcp://127.0.0.1:26657"),
    p2pListenAddress: stringAt(file, "p2p.laddr", p2p["laddr"], "tcp://0.0.0.0:26656"),
  };
}

/**
 * How a client on this machine reaches an RPC listen address: `tcp://` becomes `http://`, and a wildcard host
 * (0.0.0.0, ::) the loopback address. Other schemes are returned unchanged.
 */
export function rpcUrlOf(listenAddress: string): string {
  const m = /^tcp:\/\/(\[[^\]]*\]|[^:]*):(\d+)$/.exec(listenAddress);
  if (m === null) return listenAddress;
  const host = m[1] === "" || m[1] === "0.0.0.0" ? "127.0.0.1" : m[1] === "[::]" ? "[::1]" : m[1]!;
  return `http://${host}:${m[2]}`;
}

/**
 * Sets existing keys of a config.toml in place, keeping its comments and layout: `{"rpc.laddr": "tcp://…",
 * "moniker": "n0"}` (a key without a dot is a top-level one). A key that is not in the file is an error, so a
 * typo cannot pass silently.
 */
export function setCometConfigValues(file: string, values: Readonly<Record<string, TomlScalar>>): void {
  const pending = new Map(Object.entries(values));
  let section = "";
  const lines = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => {
      const header = /^\s*\[([A-Za-z0-9_.-]+)\]\s*(#.*)?$/.exec(line);
      if (header !== null) {
        section = header[1]!;
        return line;
      }
      const entry = /^(\s*)([A-Za-z0-9_-]+)(\s*=\s*)/.exec(line);
      if (entry === null) return line;
      const key = section === "" ? entry[2]! : `${section}.${entry[2]!}`;
      const value = pending.get(key);
      if (value === undefined) return line;
      pending.delete(key);
      return `${entry[1]}${entry[2]}${entry[3]}${tomlScalar(value)}`;
    });
  if (pending.size > 0) throw new Error(`${file} has no ${[...pending.keys()].join(", ")}`);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, lines.join("\n"), { mode: 0o644 });
  fs.renameSync(temp, file);
}

function parseFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new Error(`CometBFT config not found: ${file}; run idledger init first`);
    throw new Error(`cannot read ${file}: ${(err as Error).message}`);
  }
  try {
    return parseToml(text);
  } catch (err) {
    if (err instanceof TomlError) {
      throw new Error(
        `invalid TOML in ${file} at line ${err.line}, column ${err.column}: ${err.message.split("\n")[0]!.replace(/^Invalid TOML document: /, "")}`,
      );
    }
    throw err;
  }
}

function stringAt(file: string, key: string, value: unknown, fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== "string") throw new Error(`invalid ${file}: ${key} must be a string, got ${JSON.stringify(value)}`);
  return value;
}
