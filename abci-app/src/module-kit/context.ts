import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { CommitInfo, Misbehavior } from "cosmjs-types/tendermint/abci/types";
import { GasKVStore } from "../store/gaskv";
import type { KVStore, MultiStore } from "../store/types";
import { EventManager } from "../types/events";
import { infiniteGasMeter, KV_GAS_CONFIG, type GasMeter, type KVGasConfig } from "../types/gas";

/**
 * Why the state machine is running: CheckTx (new or recheck), a simulation, a block (FinalizeBlock), genesis
 * (InitChain) or a query. Handlers rarely need it; the ante chain does (fees and signatures differ by mode).
 */
export type ExecMode = "check" | "recheck" | "simulate" | "finalize" | "genesis" | "query";

export interface BlockInfo {
  readonly chainId: string;
  readonly height: bigint;
  /** Block time from the header: the only clock the state machine may read. */
  readonly time: Timestamp;
  readonly proposer: Uint8Array;
  /**
   * In FinalizeBlock only: who signed the previous block (CometBFT's decided_last_commit), for liveness and
   * rewards by vote, and the misbehavior CometBFT has evidence of (double signs), for slashing.
   */
  readonly lastCommit?: CommitInfo;
  readonly misbehavior?: readonly Misbehavior[];
}

interface ContextFields {
  readonly block: BlockInfo;
  readonly mode: ExecMode;
  readonly store: MultiStore;
  readonly gasMeter: GasMeter;
  readonly events: EventManager;
  readonly gasConfig: KVGasConfig;
  /** The raw bytes of the transaction being executed (empty outside a transaction). */
  readonly txBytes: Uint8Array;
}

/** What a handler sees: the block, the mode, a branch of state metered by a gas meter, and an event sink. */
export class Context {
  private constructor(private readonly f: ContextFields) {}

  static create(block: BlockInfo, mode: ExecMode, store: MultiStore): Context {
    return new Context({
      block,
      mode,
      store,
      gasMeter: infiniteGasMeter(),
      events: new EventManager(),
      gasConfig: KV_GAS_CONFIG,
      txBytes: new Uint8Array(),
    });
  }

  get block(): BlockInfo {
    return this.f.block;
  }

  get chainId(): string {
    return this.f.block.chainId;
  }

  get height(): bigint {
    return this.f.block.height;
  }

  get time(): Timestamp {
    return this.f.block.time;
  }

  get mode(): ExecMode {
    return this.f.mode;
  }

  get gasMeter(): GasMeter {
    return this.f.gasMeter;
  }

  get events(): EventManager {
    return this.f.events;
  }

  get multiStore(): MultiStore {
    return this.f.store;
  }

  get txBytes(): Uint8Array {
    return this.f.txBytes;
  }

  get isCheckTx(): boolean {
    return this.f.mode === "check" || this.f.mode === "recheck";
  }

  get isReCheckTx(): boolean {
    return this.f.mode === "recheck";
  }

  get isSimulate(): boolean {
    return this.f.mode === "simulate";
  }

  /** A module's store in the current branch, charging this context's gas meter on every access. */
  kvStore(name: string): KVStore {
    return new GasKVStore(this.f.store.getKVStore(name), this.f.gasMeter, this.f.gasConfig);
  }

  withStore(store: MultiStore): Context {
    return new Context({ ...this.f, store });
  }

  withGasMeter(gasMeter: GasMeter): Context {
    return new Context({ ...this.f, gasMeter });
  }

  withEvents(events: EventManager): Context {
    return new Context({ ...this.f, events });
  }

  withTxBytes(txBytes: Uint8Array): Context {
    return new Context({ ...this.f, txBytes });
  }

  withMode(mode: ExecMode): Context {
    return new Context({ ...this.f, mode });
  }

  withGasConfig(gasConfig: KVGasConfig): Context {
    return new Context({ ...this.f, gasConfig });
  }
}
