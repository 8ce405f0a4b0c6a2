/**
 * The CometBFT v0.38 genesis document as JSON (`types/genesis.go`): integers are strings, as CometBFT's JSON
 * encoding writes int64s. `app_state` is the application's part, keyed by module name.
 */
export interface GenesisDoc {
  genesis_time: string;
  chain_id: string;
  initial_height: string;
  consensus_params: ConsensusParams;
  validators: unknown[];
  app_hash: string;
  app_state: AppState;
}

export type AppState = Record<string, unknown>;

export interface ConsensusParams {
  block: { max_bytes: string; max_gas: string };
  evidence: { max_age_num_blocks: string; max_age_duration: string; max_bytes: string };
  validator: { pub_key_types: string[] };
  version: { app: string };
  abci: { vote_extensions_enable_height: string };
}

/** CometBFT v0.38's `DefaultConsensusParams()`: 21 MiB blocks, no gas limit, evidence valid for 100000 blocks or 48 h. */
export function defaultConsensusParams(): ConsensusParams {
  return {
    block: { max_bytes: "22020096", max_gas: "-1" },
    evidence: { max_age_num_blocks: "100000", max_age_duration: "172800000000000", max_bytes: "1048576" },
    validator: { pub_key_types: ["ed25519"] },
    version: { app: "0" },
    abci: { vote_extensions_enable_height: "0" },
  };
}

export interface NewGenesisOptions {
  readonly chainId: string;
  readonly initialHeight: bigint;
  /** Nanoseconds since the Unix epoch. */
  readonly genesisTimeNanos: bigint;
  readonly appState: AppState;
}

/** A genesis document with no validators yet (they come from gentxs or the node's key in later steps). */
export function newGenesisDoc(options: NewGenesisOptions): GenesisDoc {
  return {
    genesis_time: formatRfc3339Nano(options.genesisTimeNanos),
    chain_id: options.chainId,
    initial_height: options.initialHeight.toString(),
    consensus_params: defaultConsensusParams(),
    validators: [],
    app_hash: "",
    app_state: options.appState,
  };
}

/** UTC RFC 3339 with up to nine fractional digits, trailing zeros dropped: Go's `time.RFC3339Nano`, as CometBFT writes it. */
export function formatRfc3339Nano(nanos: bigint): string {
  if (nanos < 0n) throw new Error("genesis time before 1970 is not supported");
  const seconds = new Date(Number(nanos / 1_000_000n)).toISOString().slice(0, 19);
  const fraction = (nanos % 1_000_000_000n).toString().padStart(9, "0").replace(/0+$/, "");
  return `${seconds}${fraction === "" ? "" : `.${fraction}`}Z`;
}

/** The wall clock in nanoseconds since the epoch (microsecond precision in practice). */
export function wallClockNanos(): bigint {
  return BigInt(Math.round(performance.timeOrigin * 1000)) * 1000n + BigInt(Math.round(performance.now() * 1e6));
}
