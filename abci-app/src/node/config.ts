import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseToml, TomlError } from "smol-toml";
import { parseAbciAddress } from "../abci/address";
import { parseDecCoins } from "../types/coins";
import { parseLogLevel, type LogLevel } from "../../../lib/logger";
import type { QueryLimits } from "../app/query-router";
import type { PruningOptions } from "../store/types";
import { homeLayout } from "../cli-kit/home";
import { DEFAULT_NODE_CACHE_SIZE } from "../store/iavl/node-db";

/**
 * The application's settings, read from `<home>/config/app.toml`. Key names, defaults and pruning semantics follow the
 * Cosmos SDK v0.47 app.toml, so an operator's SDK habits carry over; keys of an SDK app.toml that idledger does not use
 * are accepted and ignored. docs/config.md describes every key.
 */
export interface AppConfig {
  /** Decimal coins, e.g. "0.025uhid"; a transaction's fee must cover gas × price in one of them (CheckTx only). */
  readonly minimumGasPrices: string;
  readonly pruning: PruningStrategy;
  /** Used only when `pruning` is "custom". */
  readonly pruningKeepRecent: number;
  /** Used only when `pruning` is "custom". */
  readonly pruningInterval: number;
  /** Tree nodes kept in memory, in one cache shared by all module stores: the state's memory bound (docs/store.md). */
  readonly iavlCacheSize: number;
  /** Threads that verify transactions' signatures ahead of their turn; 0: all on the main thread (docs/performance.md). */
  readonly sigVerifyThreads: number;
  /** The `type.key` event attributes CometBFT's indexer indexes (the SDK's `index-events`); empty: all of them. */
  readonly indexEvents: readonly string[];
  readonly logLevel: LogLevel;
  /** Gas one gRPC-path query may spend reading state (the SDK's `query-gas-limit`); 0: unlimited. */
  readonly queryGasLimit: number;
  /** The largest query answer, in bytes of protobuf, any door sends; 0: unlimited. */
  readonly queryMaxResponseBytes: number;
  readonly abci: {
    readonly address: string;
    /** Bytes of query answers per second handed to CometBFT for its `abci_query`; 0: unlimited. */
    readonly queryAnswerBytesPerSecond: number;
  };
  readonly grpc: { readonly enable: boolean; readonly address: string } & QueryDoorConfig;
  readonly api: { readonly enable: boolean; readonly address: string } & QueryDoorConfig;
  /** The Tendermint-0.34-compatible RPC endpoint in front of CometBFT's (docs/rpc-compat.md); off by default. */
  readonly rpcCompat: RpcCompatConfig;
}

export interface RpcCompatConfig {
  readonly enable: boolean;
  /** tcp://host:port to listen on. */
  readonly address: string;
  /** The largest request body or client websocket message accepted, as CometBFT's `[rpc] max_body_bytes`. */
  readonly maxBodyBytes: number;
}

/** How many queries a door (gRPC, REST) answers at once and how many wait; beyond that it answers "server busy". */
export interface QueryDoorConfig {
  readonly maxConcurrentQueries: number;
  readonly maxQueuedQueries: number;
}

export type PruningStrategy = "default" | "nothing" | "everything" | "custom";
const PRUNING_STRATEGIES: readonly PruningStrategy[] = ["default", "nothing", "everything", "custom"];

/** More signature threads than this gain nothing: one main thread cannot feed them. */
export const MAX_SIG_VERIFY_THREADS = 16;

/**
 * `sig-verify-threads` when app.toml does not say: the cores left once the main thread and CometBFT have one each,
 * at most 4. On a 2-core machine that is none: verifying transactions ahead would take CPU from CometBFT while it admits
 * them, and bench:node measured no gain there (docs/performance.md). A node still verifies its blocks' Ed25519 proofs
 * on a thread of their own, while CometBFT waits for the block.
 */
export function defaultSigVerifyThreads(): number {
  return Math.max(0, Math.min(4, os.availableParallelism() - 2));
}

/** An app.toml value that is not acceptable; the message names the file, the key and the value. */
export class AppConfigError extends Error {
  override readonly name = "AppConfigError";
}

/** About 10 MB of state read per query at the SDK's 3 gas per byte (docs/config.md). */
export const DEFAULT_QUERY_GAS_LIMIT = 30_000_000;
/** 10 MiB: above what gRPC clients accept by default (4 MiB), below what would tie a worker up for long. */
export const DEFAULT_QUERY_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/**
 * 4 MiB of answers a second through CometBFT's `abci_query`: about a tenth of a core of CometBFT's JSON printing, so a
 * flood of large answers does not hold blocks back (bench:query-flood); ordinary cosmjs queries are far below it.
 */
export const DEFAULT_QUERY_ANSWER_BYTES_PER_SECOND = 4 * 1024 * 1024;
const DEFAULT_QUERY_DOOR: QueryDoorConfig = { maxConcurrentQueries: 16, maxQueuedQueries: 128 };
/** CometBFT's own `[rpc] max_body_bytes` default: the proxy takes no more than CometBFT behind it would. */
export const DEFAULT_RPC_COMPAT_MAX_BODY_BYTES = 1_000_000;

const MIN_KEEP_RECENT = 2;
const MIN_INTERVAL = 10;

export function defaultAppConfig(): AppConfig {
  return {
    minimumGasPrices: "0uhid",
    pruning: "default",
    pruningKeepRecent: 0,
    pruningInterval: 0,
    iavlCacheSize: DEFAULT_NODE_CACHE_SIZE,
    sigVerifyThreads: defaultSigVerifyThreads(),
    indexEvents: [],
    logLevel: "info",
    queryGasLimit: DEFAULT_QUERY_GAS_LIMIT,
    queryMaxResponseBytes: DEFAULT_QUERY_MAX_RESPONSE_BYTES,
    abci: { address: "tcp://127.0.0.1:26658", queryAnswerBytesPerSecond: DEFAULT_QUERY_ANSWER_BYTES_PER_SECOND },
    grpc: { enable: true, address: "localhost:9090", ...DEFAULT_QUERY_DOOR },
    api: { enable: false, address: "tcp://localhost:1317", ...DEFAULT_QUERY_DOOR },
    rpcCompat: { enable: false, address: "tcp://127.0.0.1:26659", maxBodyBytes: DEFAULT_RPC_COMPAT_MAX_BODY_BYTES },
  };
}

/**
 * Which old state versions the store deletes, as the SDK's strategies: after committing height h, when h is
 * a multiple of `interval`, versions older than `h - keepRecent` are deleted.
 *
 * | pruning    | keepRecent                | interval                 |
 * |------------|---------------------------|--------------------------|
 * | default    | 362880                    | 10                       |
 * | everything | 2                         | 10                       |
 * | nothing    | every version is kept     |                          |
 * | custom     | pruning-keep-recent (≥ 2) | pruning-interval (≥ 10)  |
 */
export function pruningOptions(config: AppConfig): PruningOptions {
  switch (config.pruning) {
    case "default":
      return { keep: "recent", keepRecent: 362_880, interval: 10 };
    case "everything":
      return { keep: "recent", keepRecent: MIN_KEEP_RECENT, interval: MIN_INTERVAL };
    case "nothing":
      return { keep: "all" };
    case "custom":
      return { keep: "recent", keepRecent: config.pruningKeepRecent, interval: config.pruningInterval };
  }
}

/** What one query may read and answer, from `query-gas-limit` and `query-max-response-bytes` (0: unlimited). */
export function queryLimits(config: AppConfig): QueryLimits {
  return {
    ...(config.queryGasLimit > 0 ? { gasLimit: BigInt(config.queryGasLimit) } : {}),
    ...(config.queryMaxResponseBytes > 0 ? { maxResponseBytes: config.queryMaxResponseBytes } : {}),
  };
}

/** Reads `<home>/config/app.toml`; a missing file yields the defaults. Throws {@link AppConfigError} when invalid. */
export function loadAppConfig(home: string): AppConfig {
  const file = homeLayout(home).appToml;
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return defaultAppConfig();
    throw new AppConfigError(`cannot read ${file}: ${(err as Error).message}`);
  }
  return parseAppConfig(text, file);
}

/** Validates `config` and writes it as `<home>/config/app.toml` (creating the directory), replacing any old file. */
export function writeAppConfig(home: string, config: AppConfig): void {
  validateAppConfig(config);
  const file = homeLayout(home).appToml;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, renderAppConfig(config), { mode: 0o644 });
  fs.renameSync(temp, file);
}

/** Parses app.toml text; `source` names the file in error messages. Missing keys take their defaults. */
export function parseAppConfig(text: string, source = "app.toml"): AppConfig {
  let table: Record<string, unknown>;
  try {
    table = parseToml(text);
  } catch (err) {
    if (err instanceof TomlError) {
      const reason = err.message.split("\n")[0]!.replace(/^Invalid TOML document: /, "");
      throw new AppConfigError(`invalid TOML in ${source} at line ${err.line}, column ${err.column}: ${reason}`);
    }
    throw err;
  }
  const d = defaultAppConfig();
  try {
    const abci = section(table, "abci");
    const grpc = section(table, "grpc");
    const api = section(table, "api");
    const rpcCompat = section(table, "rpc-compat");
    const config: AppConfig = {
      minimumGasPrices: str(table, "minimum-gas-prices", d.minimumGasPrices),
      pruning: str(table, "pruning", d.pruning) as PruningStrategy,
      pruningKeepRecent: uint(table, "pruning-keep-recent", d.pruningKeepRecent),
      pruningInterval: uint(table, "pruning-interval", d.pruningInterval),
      iavlCacheSize: uint(table, "iavl-cache-size", d.iavlCacheSize),
      sigVerifyThreads: uint(table, "sig-verify-threads", d.sigVerifyThreads),
      indexEvents: strings(table, "index-events", d.indexEvents),
      logLevel: str(table, "log_level", d.logLevel) as LogLevel,
      queryGasLimit: uint(table, "query-gas-limit", d.queryGasLimit),
      queryMaxResponseBytes: uint(table, "query-max-response-bytes", d.queryMaxResponseBytes),
      abci: {
        address: str(abci, "address", d.abci.address, "abci"),
        queryAnswerBytesPerSecond: uint(abci, "query-answer-bytes-per-second", d.abci.queryAnswerBytesPerSecond, "abci"),
      },
      grpc: { enable: bool(grpc, "enable", d.grpc.enable, "grpc"), address: str(grpc, "address", d.grpc.address, "grpc"), ...doorConfig(grpc, d.grpc, "grpc") },
      api: { enable: bool(api, "enable", d.api.enable, "api"), address: str(api, "address", d.api.address, "api"), ...doorConfig(api, d.api, "api") },
      rpcCompat: {
        enable: bool(rpcCompat, "enable", d.rpcCompat.enable, "rpc-compat"),
        address: str(rpcCompat, "address", d.rpcCompat.address, "rpc-compat"),
        maxBodyBytes: uint(rpcCompat, "max-body-bytes", d.rpcCompat.maxBodyBytes, "rpc-compat"),
      },
    };
    validateAppConfig(config);
    return config;
  } catch (err) {
    if (err instanceof AppConfigError) throw new AppConfigError(`invalid ${source}: ${err.message}`);
    throw err;
  }
}

/** Checks every value; the error names the key and the offending value. */
export function validateAppConfig(c: AppConfig): void {
  try {
    parseDecCoins(c.minimumGasPrices);
  } catch (err) {
    throw bad("minimum-gas-prices", c.minimumGasPrices, `${(err as Error).message} (expected decimal coins such as "0.025uhid")`);
  }
  if (!PRUNING_STRATEGIES.includes(c.pruning)) {
    throw bad("pruning", c.pruning, `expected one of ${PRUNING_STRATEGIES.join(", ")}`);
  }
  checkUint("pruning-keep-recent", c.pruningKeepRecent);
  checkUint("pruning-interval", c.pruningInterval);
  checkUint("iavl-cache-size", c.iavlCacheSize);
  checkUint("sig-verify-threads", c.sigVerifyThreads);
  if (c.sigVerifyThreads > MAX_SIG_VERIFY_THREADS) throw bad("sig-verify-threads", c.sigVerifyThreads, `must not be more than ${MAX_SIG_VERIFY_THREADS}`);
  for (const name of c.indexEvents) {
    if (!/^[^.\s]+\.[^\s]+$/.test(name)) throw bad("index-events", name, 'expected "type.key", such as "message.sender"');
  }
  checkUint("query-gas-limit", c.queryGasLimit);
  checkUint("query-max-response-bytes", c.queryMaxResponseBytes);
  checkUint("abci.query-answer-bytes-per-second", c.abci.queryAnswerBytesPerSecond);
  for (const name of ["grpc", "api"] as const) {
    if (!Number.isSafeInteger(c[name].maxConcurrentQueries) || c[name].maxConcurrentQueries < 1) {
      throw bad(`${name}.max-concurrent-queries`, c[name].maxConcurrentQueries, "expected an integer of at least 1");
    }
    checkUint(`${name}.max-queued-queries`, c[name].maxQueuedQueries);
  }
  if (c.pruning === "custom") {
    if (c.pruningInterval === 0) {
      throw bad("pruning-interval", 0, 'must not be 0 with pruning = "custom"; to keep every version, set pruning = "nothing"');
    }
    if (c.pruningInterval < MIN_INTERVAL) {
      throw bad("pruning-interval", c.pruningInterval, `must not be less than ${MIN_INTERVAL}; for the most aggressive pruning, set pruning = "everything"`);
    }
    if (c.pruningKeepRecent < MIN_KEEP_RECENT) {
      throw bad(
        "pruning-keep-recent",
        c.pruningKeepRecent,
        `must not be less than ${MIN_KEEP_RECENT}; for the most aggressive pruning, set pruning = "everything"`,
      );
    }
  }
  try {
    parseLogLevel(c.logLevel);
  } catch (err) {
    throw bad("log_level", c.logLevel, (err as Error).message);
  }
  // The ABCI server parses its address with the same function, so app.toml accepts exactly what it can bind.
  checkAddress("abci.address", c.abci.address, parseAbciAddress);
  checkAddress("grpc.address", c.grpc.address, parseHostPort);
  checkAddress("api.address", c.api.address, (a) => parseHostPort(stripScheme(a, "tcp://")));
  checkAddress("rpc-compat.address", c.rpcCompat.address, (a) => parseHostPort(stripScheme(a, "tcp://")));
  if (!Number.isSafeInteger(c.rpcCompat.maxBodyBytes) || c.rpcCompat.maxBodyBytes < 1) {
    throw bad("rpc-compat.max-body-bytes", c.rpcCompat.maxBodyBytes, "expected an integer of at least 1");
  }
}

function stripScheme(address: string, scheme: string): string {
  if (!address.startsWith(scheme)) throw new Error(`expected ${scheme}host:port`);
  return address.slice(scheme.length);
}

function parseHostPort(hostPort: string): void {
  const m = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([0-9]{1,5})$/.exec(hostPort);
  if (m === null) throw new Error("expected host:port");
  if (Number(m[2]) > 65535) throw new Error(`port ${m[2]} is above 65535`);
}

function checkAddress(key: string, value: string, check: (address: string) => unknown): void {
  try {
    check(value);
  } catch (err) {
    throw bad(key, value, (err as Error).message);
  }
}

function checkUint(key: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw bad(key, value, "expected a non-negative integer");
}

function bad(key: string, value: unknown, why: string): AppConfigError {
  return new AppConfigError(`${key} = ${JSON.stringify(value)}: ${why}`);
}

type Table = Record<string, unknown>;

function section(table: Table, name: string): Table {
  const value = table[name];
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new AppConfigError(`${name} must be a [${name}] table, got ${JSON.stringify(value)}`);
  }
  return value as Table;
}

function keyName(key: string, sectionName?: string): string {
  return sectionName === undefined ? key : `${sectionName}.${key}`;
}

function str(table: Table, key: string, fallback: string, sectionName?: string): string {
  const value = table[key];
  if (value === undefined) return fallback;
  if (typeof value !== "string") throw bad(keyName(key, sectionName), value, "expected a string");
  return value;
}

function bool(table: Table, key: string, fallback: boolean, sectionName?: string): boolean {
  const value = table[key];
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw bad(keyName(key, sectionName), value, "expected true or false");
  return value;
}

function strings(table: Table, key: string, fallback: readonly string[]): readonly string[] {
  const value = table[key];
  if (value === undefined) return fallback;
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) throw bad(key, value, "expected a list of strings");
  return value as string[];
}

/** The SDK writes pruning numbers as strings ("100"); integers are accepted too. */
function uint(table: Table, key: string, fallback: number, sectionName?: string): number {
  const value = table[key];
  if (value === undefined) return fallback;
  const n = typeof value === "string" && /^[0-9]+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) throw bad(keyName(key, sectionName), value, "expected a non-negative integer");
  return n;
}

function doorConfig(table: Table, fallback: QueryDoorConfig, sectionName: string): QueryDoorConfig {
  return {
    maxConcurrentQueries: uint(table, "max-concurrent-queries", fallback.maxConcurrentQueries, sectionName),
    maxQueuedQueries: uint(table, "max-queued-queries", fallback.maxQueuedQueries, sectionName),
  };
}

/** TOML basic string: JSON's escapes are valid TOML, except that DEL must be escaped too. */
function tomlString(s: string): string {
  return JSON.stringify(s).replace(/\u007f/g, "\\u007f");
}

/** The commented app.toml text for `c` (the layout `idledger init` writes). */
export function renderAppConfig(c: AppConfig): string {
  return `# idledger application configuration (app.toml). Every key is described in docs/config.md.
# Keys follow the Cosmos SDK v0.47 app.toml; keys idledger does not use are ignored.

###############################################################################
###                              Base settings                              ###
###############################################################################

# The lowest gas prices this node accepts into its mempool (CheckTx), as decimal coins
# such as "0.025uhid"; a transaction must pay gas × price in one of the listed denoms.
# "0uhid" accepts fee-free transactions. Blocks proposed by others are not affected.
minimum-gas-prices = ${tomlString(c.minimumGasPrices)}

# Which old state versions are deleted from disk:
#   default:    keep the last 362880 versions, prune every 10 blocks
#   nothing:    keep every version (archive node)
#   everything: keep the last 2 versions, prune every 10 blocks
#   custom:     keep the last pruning-keep-recent versions (at least 2),
#               prune every pruning-interval blocks (at least 10)
pruning = ${tomlString(c.pruning)}

# Used only with pruning = "custom".
pruning-keep-recent = ${tomlString(String(c.pruningKeepRecent))}
pruning-interval = ${tomlString(String(c.pruningInterval))}

# The number of Merkle tree nodes each module store keeps cached in memory.
iavl-cache-size = ${c.iavlCacheSize}

# Threads that verify transactions' signatures before their turn (CheckTx, and the blocks
# of other proposers), beside the thread that runs transactions. A block's DID document
# proofs (Ed25519) are verified on them while it runs, or on a thread of their own when
# this is 0. Where a signature is verified changes no result. 0 verifies transactions'
# signatures on the main thread; the default is the machine's cores minus two (the main
# thread's and CometBFT's), at most 4.
sig-verify-threads = ${c.sigVerifyThreads}

# The event attributes, as "type.key", that CometBFT's transaction indexer indexes, e.g.
# ["message.sender", "message.action", "transfer.recipient"]; [] indexes all of them, as the SDK.
# Every attribute indexed costs CometBFT a write per transaction (docs/performance.md); a
# search (tx_search, q txs --events) finds transactions only by indexed attributes.
index-events = [${c.indexEvents.map(tomlString).join(", ")}]

# debug, info, warn or error; the --log-level flag of idledger start overrides it.
log_level = ${tomlString(c.logLevel)}

# The gas one query may spend reading state (the SDK's gas table: 1000 per read, 3 per byte
# read, 30 per step of an iteration); a query that needs more fails with "out of gas" and
# should ask for a smaller page. "0" means unlimited.
query-gas-limit = ${tomlString(String(c.queryGasLimit))}

# The largest answer, in bytes, a query may return through ABCI, gRPC or REST; "0" means unlimited.
query-max-response-bytes = ${tomlString(String(c.queryMaxResponseBytes))}

###############################################################################
###                          ABCI (CometBFT) server                         ###
###############################################################################

[abci]

# Where the application listens for CometBFT's four ABCI connections: tcp://host:port,
# unix:///path/to.sock or host:port. CometBFT's proxy_app (config.toml) must point here.
address = ${tomlString(c.abci.address)}

# Bytes of query answers per second this node hands CometBFT for its abci_query RPC. CometBFT
# prints each answer as JSON in the process that runs consensus, so a flood of large answers
# would hold blocks back; past this many, abci_query answers "server busy" until the second has
# passed. gRPC and REST are not limited by it. 0 means unlimited.
query-answer-bytes-per-second = ${c.abci.queryAnswerBytesPerSecond}

###############################################################################
###                               gRPC server                               ###
###############################################################################

[grpc]

# Serve the Cosmos SDK compatible gRPC query and tx services.
enable = ${c.grpc.enable}

# host:port to listen on.
address = ${tomlString(c.grpc.address)}

# Queries answered at once, and queries waiting for a turn (for at most 3 s); beyond that a
# call is answered with UNAVAILABLE "server busy" (retry shortly) instead of queueing without bound.
max-concurrent-queries = ${c.grpc.maxConcurrentQueries}
max-queued-queries = ${c.grpc.maxQueuedQueries}

###############################################################################
###                          REST (gRPC gateway) API                        ###
###############################################################################

[api]

# Serve the REST gateway (the SDK's /cosmos/... routes and the ssi module's routes).
enable = ${c.api.enable}

# tcp://host:port to listen on.
address = ${tomlString(c.api.address)}

# Requests answered at once, and requests waiting for a turn (for at most 3 s); beyond that a
# request is answered with 503 "server busy" and Retry-After: 1.
max-concurrent-queries = ${c.api.maxConcurrentQueries}
max-queued-queries = ${c.api.maxQueuedQueries}

###############################################################################
###                  Tendermint 0.34 compatible RPC endpoint                ###
###############################################################################

[rpc-compat]

# Serve CometBFT's RPC translated to Tendermint 0.34's shapes (deliver_tx, base64 event
# attributes, begin/end block events), for 0.34-era clients such as hid-noded or cosmjs'
# Tendermint34Client. Every request goes on to CometBFT's RPC (config.toml [rpc] laddr).
enable = ${c.rpcCompat.enable}

# tcp://host:port to listen on.
address = ${tomlString(c.rpcCompat.address)}

# The largest request body or client websocket message accepted, in bytes; keep it at CometBFT's
# [rpc] max_body_bytes (config.toml).
max-body-bytes = ${c.rpcCompat.maxBodyBytes}
`;
}
