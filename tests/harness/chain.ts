import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import {
  CheckTxType,
  ResponseProcessProposal_ProposalStatus,
  type ExecTxResult,
  type Misbehavior,
  type ResponseCheckTx,
  type ResponseFinalizeBlock,
  type ResponseQuery,
  type VoteInfo,
} from "cosmjs-types/tendermint/abci/types";
import type { AbciCaller } from "../../abci-app/src/abci/caller";
import { LocalAbciClient } from "../../abci-app/src/abci/local-client";
import { openApp, type OpenedApp } from "../../abci-app/src/app/open";
import type { QueryLimits } from "../../abci-app/src/app/query-router";
import type { PruningOptions } from "../../abci-app/src/store/types";
import { parseDecCoins } from "../../abci-app/src/types/coins";
import { silentLogger } from "../../lib/logger";
import type { ProtoCodec } from "../../abci-app/src/codec/proto-codec";
import type { AnyModuleDescriptor } from "../../abci-app/src/module-kit/descriptor";
import type { NodeOptions } from "../../abci-app/src/module-kit/node-options";
import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";

export const GENESIS_TIME: Timestamp = { seconds: 1_767_225_600n, nanos: 0 }; // 2026-01-01T00:00:00Z
export const BLOCK_SECONDS = 5n;
const MAX_TX_BYTES = 22_020_096n;

export interface ChainOptions {
  /** The state directory; reuse it to restart a chain. */
  readonly dataDir: string;
  readonly chainId?: string;
  readonly appState?: Record<string, unknown>;
  readonly minGasPrices?: string;
  readonly pruning?: PruningOptions;
  readonly nodeCacheSize?: number;
  /** app.toml `index-events`: the attributes CometBFT indexes (all by default). */
  readonly indexEvents?: readonly string[];
  /** Drive an app elsewhere (over a socket); the harness then opens nothing itself. */
  readonly caller?: AbciCaller;
  /** The consensus params InitChain carries (CometBFT always sends genesis.json's; none by default). */
  readonly consensusParams?: ConsensusParams;
  /** The process's settings for the modules: its home, upgrade handlers, skipped upgrade heights. */
  readonly node?: NodeOptions;
  /** The module list, when not the chain's own (stand-in modules added). */
  readonly modules?: readonly AnyModuleDescriptor[];
  /** app.toml's `query-gas-limit` and `query-max-response-bytes` (none by default). */
  readonly queryLimits?: QueryLimits;
}

export interface BlockResult {
  readonly height: bigint;
  readonly txResults: ExecTxResult[];
  readonly finalize: ResponseFinalizeBlock;
  readonly appHash: Uint8Array;
}

/**
 * Drives the app exactly as CometBFT does: the Info handshake, InitChain when the app reports height 0,
 * then per block PrepareProposal → ProcessProposal → FinalizeBlock → Commit, with CheckTx in between.
 * Block times are deterministic: genesis time + height × 5 s.
 */
export class TestChain {
  private constructor(
    readonly caller: AbciCaller,
    readonly chainId: string,
    private readonly opened: OpenedApp | undefined,
    private readonly options: ChainOptions,
    public height: bigint,
  ) {}

  static async start(options: ChainOptions): Promise<TestChain> {
    const chainId = options.chainId ?? "idledger-test";
    const opened =
      options.caller === undefined
        ? await openApp({
            dataDir: options.dataDir,
            logger: silentLogger,
            minGasPrices: parseDecCoins(options.minGasPrices ?? "0uhid"),
            ...(options.pruning ? { pruning: options.pruning } : {}),
            ...(options.nodeCacheSize ? { nodeCacheSize: options.nodeCacheSize } : {}),
            ...(options.indexEvents ? { indexEvents: options.indexEvents } : {}),
            ...(options.node ? { node: options.node } : {}),
            ...(options.modules ? { modules: options.modules } : {}),
            ...(options.queryLimits ? { queryLimits: options.queryLimits } : {}),
          })
        : undefined;
    const caller = options.caller ?? new LocalAbciClient(opened!.app);
    const info = await caller.info({ version: "0.38.17", blockVersion: 11n, p2pVersion: 8n, abciVersion: "2.0.0" });
    const chain = new TestChain(caller, chainId, opened, options, info.lastBlockHeight);
    if (info.lastBlockHeight === 0n) {
      await caller.initChain({
        time: GENESIS_TIME,
        chainId,
        consensusParams: options.consensusParams,
        validators: [],
        appStateBytes: new TextEncoder().encode(JSON.stringify(options.appState ?? {})),
        initialHeight: 1n,
      });
    }
    return chain;
  }

  get app() {
    if (this.opened === undefined) throw new Error("this chain drives an app in another process");
    return this.opened.app;
  }

  static blockTime(height: bigint): Timestamp {
    return { seconds: GENESIS_TIME.seconds + height * BLOCK_SECONDS, nanos: 0 };
  }

  checkTx(tx: Uint8Array, recheck = false): Promise<ResponseCheckTx> {
    return this.caller.checkTx({ tx, type: recheck ? CheckTxType.RECHECK : CheckTxType.NEW });
  }

  /**
   * Proposes, accepts, finalizes and commits a block of these transactions; `extra` carries the previous block's
   * votes and CometBFT's evidence, for slashing (none by default).
   */
  async block(txs: readonly Uint8Array[] = [], extra: BlockExtras = {}): Promise<BlockResult> {
    const finalize = await this.finalize(txs, extra);
    await this.caller.commit();
    this.height = finalize.height;
    return finalize;
  }

  /** Everything up to FinalizeBlock, without Commit (what a crash between the two leaves behind). */
  async finalize(txs: readonly Uint8Array[], extra: BlockExtras = {}): Promise<BlockResult> {
    const height = this.height + 1n;
    const time = TestChain.blockTime(height);
    const misbehavior = [...(extra.misbehavior ?? [])];
    const block = { misbehavior, height, time, nextValidatorsHash: new Uint8Array(32), proposerAddress: new Uint8Array(20).fill(7) };
    const commit = { round: 0, votes: [...(extra.votes ?? [])] };
    const localLastCommit = { round: 0, votes: commit.votes.map((v) => ({ ...v, voteExtension: new Uint8Array(), extensionSignature: new Uint8Array() })) };
    const prepared = await this.caller.prepareProposal({ ...block, maxTxBytes: MAX_TX_BYTES, txs: [...txs], localLastCommit });
    const processed = await this.caller.processProposal({ ...block, txs: prepared.txs, proposedLastCommit: commit, hash: new Uint8Array(32) });
    if (processed.status !== ResponseProcessProposal_ProposalStatus.ACCEPT) throw new Error(`proposal at height ${height} rejected`);
    const finalize = await this.caller.finalizeBlock({ ...block, txs: prepared.txs, decidedLastCommit: commit, hash: new Uint8Array(32) });
    return { height, txResults: finalize.txResults, finalize, appHash: finalize.appHash };
  }

  /** A gRPC-style query through ABCI, decoded; throws with the log on a non-zero code. */
  async query<Req, Res>(path: string, request: ProtoCodec<Req>, response: ProtoCodec<Res>, value: Partial<Req>, height = 0n): Promise<Res> {
    const res = await this.rawQuery(path, request.encode(request.fromPartial(value)).finish(), height);
    if (res.code !== 0) throw new QueryError(res);
    return response.decode(res.value);
  }

  rawQuery(path: string, data: Uint8Array, height = 0n, prove = false): Promise<ResponseQuery> {
    return this.caller.query({ path, data, height, prove });
  }

  /** Closes the app's state (no further calls). */
  async close(): Promise<void> {
    await this.opened?.close();
  }

  /** Closes and reopens the same data directory: a node restart, handshake included; `changes` alter the options (a new binary). */
  async restart(changes: Partial<ChainOptions> = {}): Promise<TestChain> {
    await this.close();
    return TestChain.start({ ...this.options, ...changes });
  }
}

/** What a block carries besides its transactions: the last commit's votes and evidence of misbehavior. */
export interface BlockExtras {
  readonly votes?: readonly VoteInfo[];
  readonly misbehavior?: readonly Misbehavior[];
}

export class QueryError extends Error {
  constructor(readonly response: ResponseQuery) {
    super(`query failed with code ${response.code} (${response.codespace}): ${response.log}`);
  }
}
