import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePorts } from "../../scripts/bench/free-ports";
import type { IbcAccount, IbcChain } from "./ibc-chains";

const HERMES = path.resolve(__dirname, "../../.bin/hermes");

/** The binary scripts/install-hermes.sh builds (Hermes 1.10.5; `npm run test:ibc` runs it first). */
export function hermesBinary(): string {
  if (!fs.existsSync(HERMES)) throw new Error(`${HERMES} is missing: run bash scripts/install-hermes.sh (npm run test:ibc does)`);
  return HERMES;
}

/** Per-chain settings of the generated config.toml; every one has a default fit for fast local chains. */
export interface HermesChainSettings {
  /** gas_price.price, in the chain's denom: default 0.025 (the chains of ibc-chains.ts ask 0.0025 at least). */
  readonly gasPrice?: number;
  /** default_gas and max_gas: default 100,000 and 4,000,000. */
  readonly defaultGas?: number;
  readonly maxGas?: number;
  /** trusting_period of the clients of this chain (below its 21-day unbonding period): default "14days". */
  readonly trustingPeriod?: string;
  /**
   * clock_drift: default "5s". max_block_time: default the chain's max_expected_time_per_block (IbcChain.maxBlockTime, "2s"),
   * which Hermes' health check compares it with (and which paces its handshakes: it retries each step every fifth of it).
   */
  readonly clockDrift?: string;
  readonly maxBlockTime?: string;
  /** event_source batch_delay: default "200ms". */
  readonly batchDelay?: string;
  /** The chain's own clear_interval (blocks), overriding [mode.packets]. */
  readonly clearInterval?: number;
  /** memo_prefix: default "idledger-ibc-tests". */
  readonly memoPrefix?: string;
}

export interface HermesOptions {
  /** [global] log_level: default "info". */
  readonly logLevel?: "error" | "warn" | "info" | "debug" | "trace";
  /** [mode.packets] clear_interval in blocks (0: never): default 100. */
  readonly clearInterval?: number;
  /** [mode.packets] clear_on_start: default true. */
  readonly clearOnStart?: boolean;
  /** [mode.packets] tx_confirmation: default true. */
  readonly txConfirmation?: boolean;
  /** [mode.clients] refresh and misbehaviour: default true. */
  readonly clientRefresh?: boolean;
  readonly misbehaviour?: boolean;
  /** Hermes' REST API ([rest]) and Prometheus metrics ([telemetry]) on free loopback ports: default off. */
  readonly rest?: boolean;
  readonly telemetry?: boolean;
  /** Settings for every chain, then per chain id. */
  readonly chainDefaults?: HermesChainSettings;
  readonly chains?: Readonly<Record<string, HermesChainSettings>>;
}

/** A line Hermes logged with `--json` (tracing's JSON format). */
export interface HermesLogLine {
  readonly level: string;
  readonly message: string;
  /** The chain of the line's span, when it has one (`health_check{chain=…}`). */
  readonly chain?: string;
  readonly raw: Record<string, unknown>;
}

/** What a CLI command printed: its final `{"status", "result"}` line, its log lines, and its exit code and stderr. */
export interface HermesOutput<T = unknown> {
  readonly status: "success" | "error";
  readonly result: T;
  readonly logs: readonly HermesLogLine[];
  readonly code: number | null;
  readonly stderr: string;
}

export class HermesError extends Error {
  constructor(
    message: string,
    readonly output: Partial<HermesOutput>,
  ) {
    super(message);
    this.name = "HermesError";
  }
}

/** One side of a channel Hermes created. */
export interface ChannelEnd {
  readonly chainId: string;
  readonly clientId: string;
  readonly connectionId: string;
  readonly portId: string;
  readonly channelId: string;
}

export interface CreatedChannel {
  /** `a` is the chain given as --a-chain. */
  readonly a: ChannelEnd;
  readonly b: ChannelEnd;
  readonly ordering: string;
  readonly version: string;
}

export interface HealthReport {
  /** Per chain of the config: healthy unless Hermes logged that its health check failed or found a misconfiguration. */
  readonly chains: readonly {
    readonly chainId: string;
    readonly healthy: boolean;
    readonly reasons: readonly string[];
    readonly warnings: readonly string[];
  }[];
  readonly logs: readonly HermesLogLine[];
}

export interface FtTransferOptions {
  readonly src: IbcChain;
  readonly dst: IbcChain;
  /** The channel on `src`. */
  readonly channel: string;
  /** Default "transfer". */
  readonly port?: string;
  readonly amount: bigint | number | string;
  /** Default the source chain's denom; an IBC denom as "ibc/<hash>". */
  readonly denom?: string;
  /** Default the relayer's address on `dst`. */
  readonly receiver?: string;
  /** The sender's key name in Hermes' keyring (an {@link IbcAccount} name): default the relayer. */
  readonly keyName?: string;
  /** Blocks of `dst` after its latest height / seconds after its latest block time: default 1,000 blocks when neither is given. */
  readonly timeoutHeightOffset?: number;
  readonly timeoutSeconds?: number;
  readonly memo?: string;
  /** How many MsgTransfer in the tx: default 1. */
  readonly numberMsgs?: number;
}

/** `hermes start` running in the background. */
export interface HermesProcess {
  readonly child: ChildProcess;
  /** Where its log (stdout and stderr, plain text) goes; restarts append to it. */
  readonly logFile: string;
  log(): string;
  /** Resolves with the first match of `pattern` in the log written since this process started. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
}

/** A Hermes home (config.toml, keys, logs) for a set of chains, with its relayer keys imported. */
export interface Hermes {
  readonly home: string;
  readonly configPath: string;
  readonly chains: readonly IbcChain[];
  /** Where `hermes start` serves REST (http://127.0.0.1:<rest>/version…) and metrics (http://127.0.0.1:<telemetry>/metrics) when they are on. */
  readonly ports: HermesPorts;
  /** `hermes --config <configPath> --json <args>`: the result of its final status line; throws a {@link HermesError} with the error text when the status is "error". */
  hermes<T = unknown>(args: readonly string[], options?: { timeoutMs?: number }): Promise<T>;
  /** The same command without throwing on an error status: the whole {@link HermesOutput}. */
  run<T = unknown>(args: readonly string[], options?: { timeoutMs?: number }): Promise<HermesOutput<T>>;
  /** `hermes keys add --chain <id> --mnemonic-file <file> --key-name <name> --hd-path m/44'/118'/0'/0/0 --overwrite`: resolves with the key's address. */
  addKey(chain: IbcChain, account: IbcAccount): Promise<string>;
  /** `hermes health-check`, its log read per chain. */
  healthCheck(): Promise<HealthReport>;
  /** `hermes keys balance --chain <id> [--key-name <name>] [--denom <denom>]`: the balance of the key (default the chain's `key_name`). */
  keysBalance(chain: IbcChain, options?: { keyName?: string; denom?: string }): Promise<{ amount: bigint; denom: string }>;
  /** `hermes query clients --host-chain <id>`: the clients on `chain`, with the chain each tracks. */
  queryClients(chain: IbcChain): Promise<{ clientId: string; chainId: string }[]>;
  /**
   * `hermes create channel --a-chain <a> --b-chain <b> --a-port <port> --b-port <port> --order <order> --channel-version <version>
   * --new-client-connection --yes`: a client on each chain, a connection and a channel (about 9 s); their ids. With `connection`
   * (an open connection on `a` to `b`), `hermes create channel --a-chain <a> --a-connection <connection> --a-port … --b-port …`:
   * a channel only, on that connection (about 3 s).
   */
  createChannel(
    a: IbcChain,
    b: IbcChain,
    options?: { port?: string; bPort?: string; version?: string; order?: "unordered" | "ordered"; connection?: string },
  ): Promise<CreatedChannel>;
  /**
   * `hermes tx ft-transfer --src-chain <src> --dst-chain <dst> --src-port <port> --src-channel <channel> --amount <n> --denom <denom>
   * [--receiver] [--key-name] [--timeout-height-offset] [--timeout-seconds] [--memo] [--number-msgs]`: sends MsgTransfer on `src` (it
   * does not relay it); the IBC events of the tx and the sequences of its packets.
   */
  ftTransfer(options: FtTransferOptions): Promise<{ events: unknown[]; sequences: bigint[] }>;
  /**
   * `hermes clear packets --chain <id> --port <port> --channel <channel> [--key-name] [--counterparty-key-name]`: relays the
   * pending packets and acknowledgements of the channel both ways, once; the events of the txs Hermes sent.
   */
  clearPackets(chain: IbcChain, channel: string, options?: { port?: string; keyName?: string; counterpartyKeyName?: string }): Promise<unknown[]>;
  /** `hermes query packet pending --chain <id> --port <port> --channel <channel>`: sequences unreceived and unacknowledged, both ways. */
  pendingPackets(chain: IbcChain, channel: string, port?: string): Promise<PendingPackets>;
  /** `hermes --config <configPath> start` in the background, logging to `<home>/hermes.log`; resolves once it logged "Hermes has started". */
  startHermes(options?: { timeoutMs?: number }): Promise<HermesProcess>;
  /** SIGTERM to the running `hermes start` (SIGKILL after 10 s); nothing when none runs. */
  stop(): Promise<void>;
  /** stop(), then startHermes() again (same log file). */
  restart(options?: { timeoutMs?: number }): Promise<HermesProcess>;
  /** stop(), then deletes the home (unless HERMES_KEEP_HOME is set, for reading its log). */
  close(): Promise<void>;
}

/** `hermes query packet pending`'s answer: on the chain asked (`src`) and its counterparty (`dst`). */
export interface PendingPackets {
  readonly src: { readonly unreceived_packets: number[]; readonly unreceived_acks: number[] };
  readonly dst: { readonly unreceived_packets: number[]; readonly unreceived_acks: number[] };
}

const toml = (value: string): string => JSON.stringify(value);

/** The ports of Hermes' own servers: 1.10.5 requires [rest] and [telemetry] host and port, and [tracing_server] port, even when off. */
export interface HermesPorts {
  readonly rest: number;
  readonly telemetry: number;
  readonly tracingServer: number;
}

/**
 * Hermes 1.10.5's config.toml (schema: the example config.toml of the v1.10.5 tag) for `chains`: REST and telemetry off
 * unless asked, the tracing server off, on `ports` (loopback) all the same; every mode on; each chain with its RPC, gRPC,
 * WebSocket event source and relayer key, keys kept under `keyStore/<chain id>`.
 */
export function hermesConfigToml(chains: readonly IbcChain[], keyStore: string, ports: HermesPorts, options: HermesOptions = {}): string {
  const lines = [
    "[global]",
    `log_level = ${toml(options.logLevel ?? "info")}`,
    "",
    "[mode.clients]",
    "enabled = true",
    `refresh = ${options.clientRefresh ?? true}`,
    `misbehaviour = ${options.misbehaviour ?? true}`,
    "",
    "[mode.connections]",
    "enabled = true",
    "",
    "[mode.channels]",
    "enabled = true",
    "",
    "[mode.packets]",
    "enabled = true",
    `clear_interval = ${options.clearInterval ?? 100}`,
    `clear_on_start = ${options.clearOnStart ?? true}`,
    `tx_confirmation = ${options.txConfirmation ?? true}`,
    "auto_register_counterparty_payee = false",
    "",
    "[rest]",
    `enabled = ${options.rest ?? false}`,
    'host = "127.0.0.1"',
    `port = ${ports.rest}`,
    "",
    "[telemetry]",
    `enabled = ${options.telemetry ?? false}`,
    'host = "127.0.0.1"',
    `port = ${ports.telemetry}`,
    "",
    "[tracing_server]",
    "enabled = false",
    `port = ${ports.tracingServer}`,
  ];
  for (const chain of chains) {
    const s = { ...options.chainDefaults, ...options.chains?.[chain.chainId] };
    lines.push(
      "",
      "[[chains]]",
      `id = ${toml(chain.chainId)}`,
      'type = "CosmosSdk"',
      `rpc_addr = ${toml(chain.rpcUrl)}`,
      `grpc_addr = ${toml(chain.grpcUrl)}`,
      `event_source = { mode = "push", url = ${toml(chain.websocketUrl)}, batch_delay = ${toml(s.batchDelay ?? "200ms")} }`,
      'rpc_timeout = "10s"',
      "trusted_node = false",
      `account_prefix = ${toml(chain.accountPrefix)}`,
      `key_name = ${toml(chain.relayer.name)}`,
      `key_store_folder = ${toml(path.join(keyStore, chain.chainId))}`,
      'store_prefix = "ibc"',
      `default_gas = ${s.defaultGas ?? 100_000}`,
      `max_gas = ${s.maxGas ?? 4_000_000}`,
      // A TOML float even when whole (Hermes reads an f64).
      `gas_price = { price = ${(s.gasPrice ?? 0.025).toString().replace(/^(-?\d+)$/, "$1.0")}, denom = ${toml(chain.denom)} }`,
      "gas_multiplier = 1.2",
      "max_msg_num = 30",
      // Below CometBFT's mempool max_tx_bytes (1 MiB) on both chains.
      "max_tx_size = 1000000",
      `clock_drift = ${toml(s.clockDrift ?? "5s")}`,
      `max_block_time = ${toml(s.maxBlockTime ?? chain.maxBlockTime)}`,
      `trusting_period = ${toml(s.trustingPeriod ?? "14days")}`,
      'trust_threshold = "2/3"',
      `memo_prefix = ${toml(s.memoPrefix ?? "idledger-ibc-tests")}`,
      ...(s.clearInterval === undefined ? [] : [`clear_interval = ${s.clearInterval}`]),
      'address_type = { derivation = "cosmos" }',
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Parses a CLI command's stdout with `--json`: JSON lines, log lines (with "level") and the final status line. */
export function parseHermesOutput<T>(stdout: string): { final?: { status: "success" | "error"; result: T }; logs: HermesLogLine[] } {
  let final: { status: "success" | "error"; result: T } | undefined;
  const logs: HermesLogLine[] = [];
  for (const line of stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (typeof parsed.status === "string") final = parsed as unknown as { status: "success" | "error"; result: T };
    else if (typeof parsed.level === "string") {
      const fields = (parsed.fields ?? {}) as Record<string, unknown>;
      const spans = (parsed.spans ?? []) as Record<string, unknown>[];
      const chain = [parsed.span as Record<string, unknown> | undefined, ...spans].find((span) => typeof span?.chain === "string")?.chain as string | undefined;
      logs.push({ level: parsed.level, message: String(fields.message ?? ""), ...(chain === undefined ? {} : { chain }), raw: parsed });
    }
  }
  return final === undefined ? { logs } : { final, logs };
}

/**
 * A Hermes home for `chains`: writes config.toml (see {@link hermesConfigToml}) and imports each chain's relayer key and
 * its users' keys (key names "relayer", "user1"…).
 */
export async function createHermes(chains: readonly IbcChain[], options: HermesOptions = {}): Promise<Hermes> {
  const binary = hermesBinary();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-hermes-"));
  const configPath = path.join(home, "config.toml");
  const logFile = path.join(home, "hermes.log");
  const [rest, telemetry, tracingServer] = await freePorts(3);
  const ports: HermesPorts = { rest: rest!, telemetry: telemetry!, tracingServer: tracingServer! };
  fs.writeFileSync(configPath, hermesConfigToml(chains, path.join(home, "keys"), ports, options));
  let running: HermesProcess | undefined;

  const run = <T>(args: readonly string[], { timeoutMs = 180_000 } = {}): Promise<HermesOutput<T>> =>
    new Promise((resolve, reject) => {
      // HOME too: nothing of the machine's own ~/.hermes is read or written.
      const child = spawn(binary, ["--config", configPath, "--json", ...args], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, HOME: home } });
      let stdout = "";
      let stderr = "";
      child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      child.once("error", reject);
      child.once("close", (code, signal) => {
        clearTimeout(timer);
        const { final, logs } = parseHermesOutput<T>(stdout);
        const command = `hermes ${args.join(" ")}`;
        if (final === undefined) {
          const why = signal === "SIGKILL" ? `was killed after ${timeoutMs} ms` : `exited with ${code ?? signal} and no status line`;
          reject(new HermesError(`${command} ${why}:\n${stderr}${stdout.slice(-5_000)}`, { logs, code, stderr }));
          return;
        }
        resolve({ ...final, logs, code, stderr });
      });
    });

  const hermes = async <T>(args: readonly string[], options?: { timeoutMs?: number }): Promise<T> => {
    const output = await run<T>(args, options);
    if (output.status === "error") {
      const errors = output.logs.filter((line) => line.level === "ERROR" || line.level === "WARN").map((line) => `  ${line.level} ${line.message}`);
      const text = typeof output.result === "string" ? output.result : JSON.stringify(output.result);
      throw new HermesError(`hermes ${args.join(" ")}: ${text}${errors.length > 0 ? `\n${errors.join("\n")}` : ""}`, output);
    }
    return output.result;
  };

  const addKey = async (chain: IbcChain, account: IbcAccount): Promise<string> => {
    const file = path.join(home, `${chain.chainId}-${account.name}.mnemonic`);
    fs.writeFileSync(file, account.mnemonic, { mode: 0o600 });
    try {
      const message = await hermes<string>([
        "keys",
        "add",
        "--chain",
        chain.chainId,
        "--mnemonic-file",
        file,
        "--key-name",
        account.name,
        "--hd-path",
        "m/44'/118'/0'/0/0",
        "--overwrite",
      ]);
      // "Restored key 'relayer' (hid1…) on chain idledger-a-1"
      const address = /\((\w+)\)/.exec(message)?.[1];
      if (address !== account.address) throw new Error(`hermes keys add: ${message}; expected the address ${account.address}`);
      return address;
    } finally {
      fs.rmSync(file, { force: true });
    }
  };

  const healthCheck = async (): Promise<HealthReport> => {
    const output = await run<string>(["health-check"]);
    if (output.status === "error") throw new HermesError(`hermes health-check: ${output.result}`, output);
    const report = chains.map((chain) => {
      const mine = output.logs.filter((line) => line.chain === chain.chainId);
      const unhealthy = mine.some((line) => /^(health check failed|found potential misconfiguration|failed to perform health check)/.test(line.message));
      return {
        chainId: chain.chainId,
        healthy: !unhealthy && mine.some((line) => line.message === "chain is healthy"),
        reasons: mine.filter((line) => line.message.startsWith("reason: ")).map((line) => line.message.slice("reason: ".length)),
        warnings: mine.filter((line) => line.level === "WARN" || line.level === "ERROR").map((line) => line.message),
      };
    });
    return { chains: report, logs: output.logs };
  };

  const startHermes = async ({ timeoutMs = 60_000 } = {}): Promise<HermesProcess> => {
    if (running !== undefined) throw new Error("hermes start is already running");
    const offset = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
    const fd = fs.openSync(logFile, "a");
    const child = spawn(binary, ["--config", configPath, "start"], { stdio: ["ignore", fd, fd], env: { ...process.env, HOME: home } });
    fs.closeSync(fd);
    const readLog = (): string => fs.readFileSync(logFile, "utf8");
    const waitForLog = async (pattern: RegExp, waitMs = 60_000): Promise<RegExpExecArray> => {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const match = pattern.exec(readLog().slice(offset));
        if (match) return match;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`hermes start exited (${child.exitCode ?? child.signalCode}) before ${pattern}:\n${readLog().slice(offset)}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} in hermes' log within ${waitMs} ms:\n${readLog().slice(offset)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    running = { child, logFile, log: readLog, waitForLog };
    try {
      await waitForLog(/Hermes has started/, timeoutMs);
    } catch (err) {
      await stop();
      throw err;
    }
    return running;
  };

  const stop = async (): Promise<void> => {
    const current = running;
    running = undefined;
    if (current === undefined || current.child.exitCode !== null || current.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.child.once("exit", () => resolve()));
    current.child.kill("SIGTERM");
    const timer = setTimeout(() => current.child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const instance: Hermes = {
    home,
    configPath,
    chains,
    ports,
    hermes,
    run,
    addKey,
    healthCheck,
    keysBalance: async (chain, options = {}) => {
      const args = ["keys", "balance", "--chain", chain.chainId];
      if (options.keyName !== undefined) args.push("--key-name", options.keyName);
      if (options.denom !== undefined) args.push("--denom", options.denom);
      const balance = await hermes<{ amount: string; denom: string }>(args);
      return { amount: BigInt(balance.amount), denom: balance.denom };
    },
    queryClients: async (chain) => {
      const clients = await hermes<{ client_id: string; chain_id: string }[]>(["query", "clients", "--host-chain", chain.chainId]);
      return clients.map((client) => ({ clientId: client.client_id, chainId: client.chain_id }));
    },
    createChannel: async (a, b, options = {}) => {
      const port = options.port ?? "transfer";
      const version = options.version ?? "ics20-1";
      const args = ["create", "channel", "--a-chain", a.chainId, "--a-port", port, "--b-port", options.bPort ?? port];
      args.push("--order", options.order ?? "unordered", "--channel-version", version);
      if (options.connection === undefined) args.push("--b-chain", b.chainId, "--new-client-connection", "--yes");
      else args.push("--a-connection", options.connection);
      const channel = await hermes<RawChannel>(args, { timeoutMs: 300_000 });
      const end = (chainId: string, side: RawChannelSide): ChannelEnd => ({
        chainId,
        clientId: side.client_id,
        connectionId: side.connection_id,
        portId: side.port_id,
        channelId: side.channel_id ?? "",
      });
      return { a: end(a.chainId, channel.a_side), b: end(b.chainId, channel.b_side), ordering: channel.ordering, version: channel.a_side.version ?? version };
    },
    ftTransfer: async (options) => {
      const args = ["tx", "ft-transfer", "--src-chain", options.src.chainId, "--dst-chain", options.dst.chainId];
      args.push("--src-port", options.port ?? "transfer", "--src-channel", options.channel, "--amount", options.amount.toString());
      args.push("--denom", options.denom ?? options.src.denom);
      if (options.receiver !== undefined) args.push("--receiver", options.receiver);
      if (options.keyName !== undefined) args.push("--key-name", options.keyName);
      const neither = options.timeoutHeightOffset === undefined && options.timeoutSeconds === undefined;
      args.push("--timeout-height-offset", String(neither ? 1000 : (options.timeoutHeightOffset ?? 0)));
      args.push("--timeout-seconds", String(options.timeoutSeconds ?? 0));
      if (options.memo !== undefined) args.push("--memo", options.memo);
      if (options.numberMsgs !== undefined) args.push("--number-msgs", String(options.numberMsgs));
      const events = await hermes<{ event: Record<string, { packet?: { sequence: number | string } }> }[]>(args);
      const sequences = events.flatMap((e) => (e.event.SendPacket?.packet ? [BigInt(e.event.SendPacket.packet.sequence)] : []));
      return { events, sequences };
    },
    clearPackets: (chain, channel, options = {}) => {
      const args = ["clear", "packets", "--chain", chain.chainId, "--port", options.port ?? "transfer", "--channel", channel];
      if (options.keyName !== undefined) args.push("--key-name", options.keyName);
      if (options.counterpartyKeyName !== undefined) args.push("--counterparty-key-name", options.counterpartyKeyName);
      return hermes<unknown[]>(args);
    },
    pendingPackets: (chain, channel, port = "transfer") =>
      hermes<PendingPackets>(["query", "packet", "pending", "--chain", chain.chainId, "--port", port, "--channel", channel]),
    startHermes,
    stop,
    restart: async (options) => {
      await stop();
      return startHermes(options);
    },
    close: async () => {
      await stop();
      if (process.env.HERMES_KEEP_HOME === undefined) fs.rmSync(home, { recursive: true, force: true });
    },
  };
  try {
    for (const chain of chains) for (const account of [chain.relayer, ...chain.users]) await addKey(chain, account);
  } catch (err) {
    await instance.close();
    throw err;
  }
  return instance;
}

interface RawChannelSide {
  client_id: string;
  connection_id: string;
  port_id: string;
  channel_id: string | null;
  version: string | null;
}

interface RawChannel {
  ordering: string;
  a_side: RawChannelSide;
  b_side: RawChannelSide;
}
