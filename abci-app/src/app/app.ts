import {
  CheckTxType,
  ResponseProcessProposal_ProposalStatus,
  type Request,
  type RequestCheckTx,
  type RequestFinalizeBlock,
  type RequestInitChain,
  type RequestPrepareProposal,
  type RequestProcessProposal,
  type RequestQuery,
  type ResponseCheckTx,
  type ResponseCommit,
  type ResponseFinalizeBlock,
  type ResponseInfo,
  type ResponseInitChain,
  type ResponsePrepareProposal,
  type ResponseProcessProposal,
  type ResponseQuery,
} from "cosmjs-types/tendermint/abci/types";
import { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import "../codec/cosmjs-types-patches";
import { BaseApplication } from "../abci/application";
import type { TypeRegistry } from "../codec/registry";
import type { CacheMultiStore, CommitMultiStore, MultiStore } from "../store/types";
import type { DecCoin } from "../types/coins";
import { Context, type BlockInfo } from "../module-kit/context";
import { HaltError } from "../module-kit/halt";
import { EventManager, type Event } from "../types/events";
import type { Logger } from "../../../lib/logger";
import { newAnteHandler } from "../tx/ante/ante";
import type { AccountKeeper, BankKeeper, FeegrantKeeper } from "../tx/expected-keepers";
import { checkTxResponse, execTxResult } from "../tx/results";
import { TxPipeline } from "../tx/run-tx";
import { SignatureCache } from "../tx/signature-cache";
import { SignaturePrefetch } from "../tx/signature-prefetch";
import { ProposalBoards } from "../tx/proposal-boards";
import type { DecodedTx } from "../tx/decode";
import type { SignaturePool } from "../crypto/signature-pool";
import type { Ed25519Board, Ed25519Job } from "../crypto/ed25519-board";
import { ed25519Verdicts } from "../crypto/ed25519-verdicts";
import { CHAIN_STORE, maxBlockGas, readChainId, readLastBlock, writeChainId, writeLastBlock } from "./chain-state";
import { parseAppState } from "./app-state";
import { genesisValidators } from "./genesis-validators";
import { markIndexedEvents } from "./index-events";
import type { ModuleManager } from "./module-manager";
import { overlayChanges } from "./overlay";
import { QueryRouter, type QueryLimits } from "./query-router";
import { NODE_CONFIG_PATH, nodeConfigHandler } from "./node-config-query";
import { simulateHandler, SIMULATE_PATH, simulationGasLimit } from "./simulate";
import type { LateTxDeliverer } from "./late-tx-deliverer";
import { APP_NAME, appVersion } from "./version";

/** The modules and the keepers the transaction pipeline needs. */
export interface AppWiring {
  readonly modules: ModuleManager;
  /** Every type an Any may hold; a transaction's extension options must be among them. */
  readonly registry: TypeRegistry;
  readonly accountKeeper: AccountKeeper;
  readonly bankKeeper: BankKeeper;
  /** Pays fees out of fee allowances (fee.granter); without it such transactions are refused. */
  readonly feegrantKeeper?: FeegrantKeeper;
  /** Where modules run whole transactions (genutil's gentxs): the app attaches its pipeline. */
  readonly txs?: LateTxDeliverer;
}

export interface AppOptions {
  readonly store: CommitMultiStore;
  readonly wiring: AppWiring;
  readonly logger: Logger;
  /** This node's minimum gas prices for CheckTx (app.toml `minimum-gas-prices`). */
  readonly minGasPrices?: readonly DecCoin[];
  /** Blocks CometBFT must keep (0: all), as the SDK's `min-retain-blocks`. */
  readonly minRetainBlocks?: bigint;
  /** What one query may read and answer (app.toml `query-gas-limit`, `query-max-response-bytes`). */
  readonly queryLimits?: QueryLimits;
  /** The `type.key` attributes CometBFT indexes (app.toml `index-events`); all when empty or undefined. */
  readonly indexEvents?: readonly string[];
  /**
   * The signature threads: they verify each block's Ed25519 proofs while it runs, and, with `transactionsAhead`,
   * transactions' signatures ahead of their turn (app.toml `sig-verify-threads`). All on this thread without.
   */
  readonly signaturePool?: SignaturePool;
  /** Whether the signature threads verify transactions' signatures ahead of CheckTx and of the block; true by default. */
  readonly transactionsAhead?: boolean;
}

const NO_TIME = { seconds: 0n, nanos: 0 };

/** A committed state as genesis: `IdledgerApp.exportState`. */
export interface ExportedState {
  /** The committed height exported; a chain started from it begins at height + 1. */
  readonly height: bigint;
  readonly chainId: string;
  readonly appState: Record<string, unknown>;
  readonly consensusParams: ConsensusParams | undefined;
}

/**
 * idledger's ABCI application. State moves through three branches of the committed store: the check state
 * (CheckTx and simulations, reset at every Commit), the genesis state (InitChain's writes, until the first
 * block commits) and the block state (one FinalizeBlock, built into the next version and persisted by Commit).
 */
export class IdledgerApp extends BaseApplication {
  private readonly store: CommitMultiStore;
  private readonly wiring: AppWiring;
  private readonly logger: Logger;
  private readonly pipeline: TxPipeline;
  private readonly queries: QueryRouter;
  private readonly signatureCache = new SignatureCache();
  private readonly prefetch: SignaturePrefetch | undefined;
  private readonly proposalBoards: ProposalBoards | undefined;
  private readonly transactionsAhead: boolean;
  /** Each FinalizeBlock's Ed25519 board, made when the request was read (prepare). */
  private readonly blockBoards = new WeakMap<RequestFinalizeBlock, Ed25519Board>();
  private readonly indexedEvents: ReadonlySet<string>;
  private readonly version = appVersion();
  private chainId = "";
  private consensusParams: ConsensusParams | undefined;
  private checkBlock: BlockInfo;
  private checkState: CacheMultiStore;
  private genesis: { state: CacheMultiStore; initialHeight: bigint } | undefined;
  private finalized: { height: bigint; time: BlockInfo["time"]; consensusParams: ConsensusParams | undefined } | undefined;
  private haltedBy: HaltError | undefined;
  private onHalt: (err: HaltError) => void = () => {};
  /**
   * Settles when a block met a `HaltError` (x/upgrade's "UPGRADE … NEEDED"): the block was not committed, the
   * ABCI call was answered with an exception (CometBFT stops), and the node must stop too, saying why.
   */
  readonly halted: Promise<HaltError> = new Promise((resolve) => (this.onHalt = resolve));

  constructor(private readonly options: AppOptions) {
    super();
    this.store = options.store;
    this.wiring = options.wiring;
    this.logger = options.logger.with({ module: "app" });
    const minGasPrices = options.minGasPrices ?? [];
    this.pipeline = new TxPipeline({
      router: this.wiring.modules.msgRouter,
      registry: this.wiring.registry,
      ante: newAnteHandler({
        accountKeeper: this.wiring.accountKeeper,
        bankKeeper: this.wiring.bankKeeper,
        feegrantKeeper: this.wiring.feegrantKeeper,
        minGasPrices: () => minGasPrices,
        signatureCache: this.signatureCache,
      }),
      addressCodec: this.wiring.accountKeeper.addressCodec,
      logger: options.logger,
      maxBlockGas: () => maxBlockGas(this.consensusParams),
      simulationGasLimit: () => simulationGasLimit(maxBlockGas(this.consensusParams), options.queryLimits?.gasLimit),
    });
    this.wiring.txs?.attach((ctx, tx) => {
      const result = execTxResult(this.pipeline.run(ctx, tx, "finalize"));
      return { code: result.code, log: result.log };
    });
    this.queries = new QueryRouter({
      store: this.store,
      routes: this.wiring.modules.queryRoutes,
      rawRoutes: new Map([
        [SIMULATE_PATH, simulateHandler(this.pipeline, () => this.checkContext("simulate", this.checkState.branch()))],
        [NODE_CONFIG_PATH, nodeConfigHandler(minGasPrices)],
      ]),
      chainId: () => this.chainId,
      version: this.version,
      ...(options.queryLimits === undefined ? {} : { limits: options.queryLimits }),
      logger: options.logger,
    });
    this.checkBlock = { chainId: "", height: 0n, time: NO_TIME, proposer: new Uint8Array() };
    this.checkState = this.store.view().branch();
    this.indexedEvents = new Set(options.indexEvents ?? []);
    this.transactionsAhead = options.transactionsAhead ?? true;
    this.prefetch =
      options.signaturePool === undefined
        ? undefined
        : new SignaturePrefetch({
            pool: options.signaturePool,
            cache: this.signatureCache,
            decode: (bytes) => this.pipeline.decode(bytes),
            signers: (tx) => this.pipeline.signers(tx),
            chainId: () => this.chainId,
            ed25519Jobs: (tx) => this.ed25519Jobs(tx),
          });
    const prefetch = this.prefetch;
    this.proposalBoards = prefetch === undefined ? undefined : new ProposalBoards((txs) => prefetch.blockBoard(txs));
    this.restore();
  }

  /**
   * Starts work on the signature threads (SignaturePrefetch) for a request just read: a block's Ed25519 board, planned
   * once its ProcessProposal is answered (ProposalBoards) or else when its FinalizeBlock is read, which the threads
   * verify during the votes and while the block runs; with `transactionsAhead`, the transactions' signatures of a new
   * CheckTx, of a proposal and of a block. The server runs the request once the promise settles: CheckTx and
   * FinalizeBlock wait for their own transactions' signatures, ProcessProposal starts the block's early.
   */
  prepare(request: Request): Promise<void> | undefined {
    const prefetch = this.prefetch;
    const boards = this.proposalBoards;
    if (prefetch === undefined || boards === undefined) return undefined;
    if (request.processProposal !== undefined) boards.planLater(request.processProposal.hash, request.processProposal.txs);
    if (request.finalizeBlock !== undefined) {
      const board = boards.forBlock(request.finalizeBlock.hash, request.finalizeBlock.txs);
      if (board !== undefined) this.blockBoards.set(request.finalizeBlock, board);
    }
    if (!this.transactionsAhead) return undefined;
    if (request.checkTx !== undefined) return request.checkTx.type === CheckTxType.RECHECK ? undefined : prefetch.prefetch(request.checkTx.tx);
    if (request.processProposal !== undefined) {
      for (const tx of request.processProposal.txs) void prefetch.prefetch(tx);
      return undefined;
    }
    if (request.finalizeBlock !== undefined) {
      const waits = request.finalizeBlock.txs.map((tx) => prefetch.prefetch(tx)).filter((p) => p !== undefined);
      return waits.length === 0 ? undefined : Promise.all(waits).then(() => undefined);
    }
    return undefined;
  }

  /** Handshake: the last committed height and app hash; CometBFT replays any blocks after it. */
  override info(): ResponseInfo {
    const last = this.store.lastCommit();
    return { data: APP_NAME, version: this.version, appVersion: 0n, lastBlockHeight: BigInt(last.version), lastBlockAppHash: last.appHash };
  }

  /**
   * Loads `app_state` into a branch that stays uncommitted until the first block; returns the app hash of
   * the genesis state. An invalid genesis throws: the chain cannot start from it.
   */
  override initChain(req: RequestInitChain): ResponseInitChain {
    if (this.store.lastCommit().version !== 0) throw new Error("InitChain called on a chain that has committed state");
    const raw = parseAppState(req.appStateBytes);
    this.wiring.modules.prepareGenesis(raw);
    const appState = this.wiring.modules.resolveGenesis(raw);
    const state = this.store.view().branch();
    const ctx = Context.create({ chainId: req.chainId, height: 0n, time: req.time, proposer: new Uint8Array() }, "genesis", state);
    writeChainId(state.getKVStore(CHAIN_STORE), req.chainId);
    if (req.consensusParams !== undefined) this.wiring.modules.setConsensusParams(ctx, req.consensusParams);
    const validators = genesisValidators(req.validators, this.wiring.modules.initGenesis(ctx, appState));

    const initialHeight = req.initialHeight > 0n ? req.initialHeight : 1n;
    this.genesis = { state, initialHeight };
    this.chainId = req.chainId;
    this.consensusParams = req.consensusParams;
    this.checkBlock = { chainId: req.chainId, height: 0n, time: req.time, proposer: new Uint8Array() };
    this.checkState = state.branch();
    const appHash = this.store.build(state.changes(), Number(initialHeight));
    this.logger.info("initialized chain from genesis", { chain_id: req.chainId, initial_height: initialHeight, app_hash: hex(appHash) });
    return { validators: [...validators], appHash, consensusParams: undefined };
  }

  /** Admits a transaction to the mempool after the ante checks, on the check state (messages are not run). */
  override checkTx(req: RequestCheckTx): ResponseCheckTx {
    const mode = req.type === CheckTxType.RECHECK ? "recheck" : "check";
    return checkTxResponse(this.pipeline.run(this.checkContext(mode, this.checkState), req.tx, mode));
  }

  /** Proposes the mempool's transactions in order within max_tx_bytes and the block gas limit, leaving out any that do not decode. */
  override prepareProposal(req: RequestPrepareProposal): ResponsePrepareProposal {
    const maxGas = maxBlockGas(this.consensusParams);
    const txs: Uint8Array[] = [];
    let bytes = 0n;
    let gas = 0n;
    for (const tx of req.txs) {
      if (req.maxTxBytes > 0n && bytes + BigInt(tx.length) > req.maxTxBytes) break;
      const gasLimit = this.gasLimitOf(tx);
      if (gasLimit === undefined) continue;
      if (maxGas !== undefined && gas + gasLimit > maxGas) continue;
      txs.push(tx);
      bytes += BigInt(tx.length);
      gas += gasLimit;
    }
    return { txs };
  }

  /** Rejects a proposal holding a transaction that does not decode, or asking more gas than a block allows. */
  override processProposal(req: RequestProcessProposal): ResponseProcessProposal {
    const maxGas = maxBlockGas(this.consensusParams);
    let gas = 0n;
    for (const tx of req.txs) {
      const gasLimit = this.gasLimitOf(tx);
      if (gasLimit === undefined) return { status: ResponseProcessProposal_ProposalStatus.REJECT };
      gas += gasLimit;
    }
    const tooMuchGas = maxGas !== undefined && gas > maxGas;
    return { status: tooMuchGas ? ResponseProcessProposal_ProposalStatus.REJECT : ResponseProcessProposal_ProposalStatus.ACCEPT };
  }

  /**
   * Executes the decided block: pre-block and begin-block hooks, every transaction in order, end-block hooks; returns
   * the new app hash, and the consensus parameters the block changed. Persists nothing. A `HaltError` (a due upgrade
   * this binary cannot apply) halts the app: this call and every later one throw it, and `halted` settles.
   */
  override finalizeBlock(req: RequestFinalizeBlock): ResponseFinalizeBlock {
    if (this.haltedBy !== undefined) throw this.haltedBy;
    try {
      return ed25519Verdicts.during(this.blockBoards.get(req), () => this.executeBlock(req));
    } catch (err) {
      if (err instanceof HaltError) {
        this.haltedBy = err;
        this.logger.error("halting: the block is not committed", { height: req.height, reason: err.message });
        this.onHalt(err);
      }
      throw err;
    }
  }

  private executeBlock(req: RequestFinalizeBlock): ResponseFinalizeBlock {
    const expected = this.nextHeight();
    if (req.height !== expected) throw new Error(`FinalizeBlock for height ${req.height}, expected ${expected}`);
    const time = req.time ?? NO_TIME;
    const base: MultiStore = this.genesis?.state ?? this.store.view();
    const state = base.branch();
    const block = {
      chainId: this.chainId,
      height: req.height,
      time,
      proposer: req.proposerAddress,
      lastCommit: req.decidedLastCommit,
      misbehavior: req.misbehavior,
    };
    const ctx = Context.create(block, "finalize", state);

    const preEvents = new EventManager();
    this.wiring.modules.preBlock(ctx.withEvents(preEvents));
    const beginEvents = new EventManager();
    this.wiring.modules.beginBlock(ctx.withEvents(beginEvents));
    const txResults = req.txs.map((tx) => {
      const result = execTxResult(this.pipeline.run(ctx, tx, "finalize"));
      result.events = markIndexedEvents(result.events, this.indexedEvents);
      return result;
    });
    const endEvents = new EventManager();
    const validatorUpdates = this.wiring.modules.endBlock(ctx.withEvents(endEvents));
    const consensusParams = this.wiring.modules.consensusParams(ctx);
    writeLastBlock(state.getKVStore(CHAIN_STORE), { height: req.height, time });

    const changes = this.genesis !== undefined ? overlayChanges(this.genesis.state.changes(), state.changes()) : state.changes();
    const appHash = this.store.build(changes, Number(req.height));
    this.finalized = { height: req.height, time, consensusParams: consensusParams ?? this.consensusParams };
    return {
      events: markIndexedEvents(
        [...withMode(preEvents.events(), "PreBlock"), ...withMode(beginEvents.events(), "BeginBlock"), ...withMode(endEvents.events(), "EndBlock")],
        this.indexedEvents,
      ),
      txResults,
      validatorUpdates: [...validatorUpdates],
      consensusParamUpdates: paramUpdates(this.consensusParams, consensusParams),
      appHash,
    };
  }

  /** Persists the finalized block atomically, then resets the check state onto it. */
  override async commit(): Promise<ResponseCommit> {
    const finalized = this.finalized;
    if (finalized === undefined) throw new Error("Commit without a finalized block");
    const committed = await this.store.commit();
    this.genesis = undefined;
    this.finalized = undefined;
    this.consensusParams = finalized.consensusParams;
    this.checkBlock = { chainId: this.chainId, height: finalized.height, time: finalized.time, proposer: new Uint8Array() };
    this.checkState = this.store.view().branch();
    this.logger.debug("committed state", { height: committed.version, app_hash: hex(committed.appHash) });
    return { retainHeight: this.retainHeight(finalized.height) };
  }

  override query(req: RequestQuery): ResponseQuery {
    return this.queries.query(req);
  }

  /** The genesis of the latest committed state, or of the one at `height` while the store keeps it, in the form InitChain accepts. */
  exportAppState(height?: bigint): Record<string, unknown> {
    return this.exportState(height).appState;
  }

  /**
   * A committed state as genesis (what `idledger export` writes): the latest one, or the one at `height` while the store
   * keeps that version (a pruned or future height throws the store's "version does not exist"). Besides `app_state`,
   * its height, chain ID and the consensus parameters state held then (undefined when no module keeps them).
   */
  exportState(height?: bigint): ExportedState {
    const version = height ?? BigInt(this.store.lastCommit().version);
    const view = height === undefined ? this.store.view() : this.store.view(Number(height));
    const chainId = readChainId(view.getKVStore(CHAIN_STORE)) ?? this.chainId;
    const ctx = Context.create({ chainId, height: version, time: NO_TIME, proposer: new Uint8Array() }, "query", view.branch());
    return { height: version, chainId, appState: this.wiring.modules.exportGenesis(ctx), consensusParams: this.wiring.modules.consensusParams(ctx) };
  }

  private restore(): void {
    const last = this.store.lastCommit();
    if (last.version === 0) return;
    const view = this.store.view();
    const chainStore = view.getKVStore(CHAIN_STORE);
    this.chainId = readChainId(chainStore) ?? "";
    const lastBlock = readLastBlock(chainStore);
    this.checkBlock = {
      chainId: this.chainId,
      height: lastBlock?.height ?? BigInt(last.version),
      time: lastBlock?.time ?? NO_TIME,
      proposer: new Uint8Array(),
    };
    this.consensusParams = this.wiring.modules.consensusParams(Context.create(this.checkBlock, "query", view.branch()));
    this.wiring.modules.restore(Context.create(this.checkBlock, "query", view.branch()));
    this.logger.info("loaded state", { height: last.version, app_hash: hex(last.appHash), chain_id: this.chainId });
  }

  private nextHeight(): bigint {
    const version = this.store.lastCommit().version;
    if (version > 0) return BigInt(version) + 1n;
    if (this.genesis === undefined) throw new Error("FinalizeBlock before InitChain");
    return this.genesis.initialHeight;
  }

  /** What the tx's messages will verify with Ed25519 (MsgRoute.ed25519Ahead), planned on a branch of the check state. */
  private ed25519Jobs(tx: DecodedTx): Ed25519Job[] {
    const jobs: Ed25519Job[] = [];
    let ctx: Context | undefined;
    for (const { route, msg } of tx.msgs) {
      if (route.ed25519Ahead === undefined) continue;
      ctx ??= this.checkContext("check", this.checkState.branch());
      try {
        jobs.push(...route.ed25519Ahead(ctx, msg));
      } catch {
        // a guess that fails is verified in its turn
      }
    }
    return jobs;
  }

  private checkContext(mode: "check" | "recheck" | "simulate", state: MultiStore): Context {
    return Context.create(this.checkBlock, mode, state);
  }

  private gasLimitOf(tx: Uint8Array): bigint | undefined {
    try {
      return this.pipeline.decode(tx).fee.gasLimit;
    } catch {
      return undefined;
    }
  }

  private retainHeight(height: bigint): bigint {
    const keep = this.options.minRetainBlocks ?? 0n;
    return keep > 0n && height > keep ? height - keep : 0n;
  }
}

/**
 * What CometBFT must change after this block: the block, evidence and validator sections of the stored parameters
 * when the block changed them (they apply from the next height). `version` is never sent, so CometBFT keeps the
 * app version it has, nor `abci`, so it keeps its vote-extension settings; undefined when nothing changed.
 */
function paramUpdates(before: ConsensusParams | undefined, after: ConsensusParams | undefined): ConsensusParams | undefined {
  if (after === undefined) return undefined;
  if (before !== undefined && Buffer.from(ConsensusParams.encode(before).finish()).equals(ConsensusParams.encode(after).finish())) return undefined;
  return { block: after.block, evidence: after.evidence, validator: after.validator };
}

/** Block-level events say where they come from, as the SDK's FinalizeBlock does. */
function withMode(events: readonly Event[], mode: string): Event[] {
  return events.map((e) => ({ ...e, attributes: [...e.attributes, { key: "mode", value: mode, index: true }] }));
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex").toUpperCase();
}
