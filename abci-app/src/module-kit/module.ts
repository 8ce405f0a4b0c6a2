import type { Ed25519Job } from "../crypto/ed25519-board";
import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { packAny, type GrpcMethod, type MsgType } from "../codec/proto-codec";
import type { Context } from "./context";

/** A message type with the node's side of it: the stateless checks and the handler. */
export interface MsgRoute<T = any, R = any> extends MsgType<T, R> {
  /** Checks that need no state (the SDK's ValidateBasic); throws AppError. */
  validateBasic(msg: T): void;
  /** Executes the message in `ctx`; returns its response, packed for `TxMsgData.msg_responses` by `runMsg`. */
  handle(ctx: Context, msg: T): R;
  /**
   * The Ed25519 signatures `handle` will verify, planned from `ctx` (a branch of the check state) as a block starts, for
   * a signature thread to verify while the block runs (crypto/ed25519-board.ts). A guess: never throws, and what it
   * misses `handle` verifies itself.
   */
  ed25519Ahead?(ctx: Context, msg: T): Ed25519Job[];
}

/** Runs one message through its route and packs the response as an Any. */
export function runMsg<T, R>(route: MsgRoute<T, R>, ctx: Context, msg: T): Any {
  return packAny(route.response.typeUrl, route.response.codec, route.handle(ctx, msg));
}

/** The app's message routes by type URL (tx/msg-router.ts), as MsgExec and MsgGrant look messages up. */
export interface MsgRoutes {
  route(typeUrl: string): MsgRoute | undefined;
}

/** One gRPC query method with its handler, served at its ABCI query path by the app and by the gRPC server. */
export interface QueryRoute<Req = any, Res = any> extends GrpcMethod<Req, Res> {
  /** Reads `ctx` (a read-only branch of a committed version); throws AppError (see types/query-errors). */
  handle(ctx: Context, req: Req): Res;
}

/**
 * A module: its stores, message and query tables, genesis, and block hooks. Genesis is the module's
 * section of `app_state`, in the Cosmos proto-JSON form (snake_case field names, uint64 as strings).
 */
export interface AppModule {
  readonly name: string;
  readonly storeKeys: readonly string[];
  /** The version of its state layout and logic (the SDK's ConsensusVersion, 1 when absent); x/upgrade records every module's. */
  readonly consensusVersion?: bigint;
  readonly msgRoutes: readonly MsgRoute[];
  readonly queryRoutes: readonly QueryRoute[];
  defaultGenesis(): unknown;
  /** Throws an Error whose message names the offending field and value. */
  validateGenesis(genesis: unknown): void;
  /** Loads the module's section; a module that owns the validator set returns the genesis validators. */
  initGenesis(ctx: Context, genesis: unknown): void | readonly ValidatorUpdate[];
  exportGenesis(ctx: Context): unknown;
  /** Applies settings genesis validation depends on (auth's bech32 prefix), before any section is validated. */
  prepareGenesis?(appState: Record<string, unknown>): void;
  /** Restores in-memory settings kept in state (auth's bech32 prefix) when the app starts on existing data. */
  restore?(ctx: Context): void;
  /**
   * Runs at the start of every block before any module's `beginBlock` (SDK 0.50's PreBlocker): x/upgrade applies a
   * due upgrade plan here, or halts the node (`HaltError`) when this binary cannot.
   */
  preBlock?(ctx: Context): void;
  /** Runs at the start of every block, before the transactions. */
  beginBlock?(ctx: Context): void;
  /** Runs at the end of every block, after the transactions; a module that owns the validator set returns its changes. */
  endBlock?(ctx: Context): void | readonly ValidatorUpdate[];
  /** Set by the one module that keeps CometBFT's consensus parameters in state (x/consensus). */
  readonly consensusParams?: ConsensusParamsStore;
}

/**
 * Where the chain's consensus parameters live. The app writes InitChain's parameters there, reads them for the block
 * gas limit, and after each block hands CometBFT the sections a block changed (FinalizeBlock's consensus_param_updates).
 */
export interface ConsensusParamsStore {
  /** The stored parameters; undefined before InitChain stored any. */
  get(ctx: Context): ConsensusParams | undefined;
  set(ctx: Context, params: ConsensusParams): void;
}
