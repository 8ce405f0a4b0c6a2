import {
  type Request,
  ResponseApplySnapshotChunk_Result,
  ResponseOfferSnapshot_Result,
  ResponseProcessProposal_ProposalStatus,
  ResponseVerifyVoteExtension_VerifyStatus,
  type RequestApplySnapshotChunk,
  type RequestCheckTx,
  type RequestEcho,
  type RequestExtendVote,
  type RequestFinalizeBlock,
  type RequestInfo,
  type RequestInitChain,
  type RequestListSnapshots,
  type RequestLoadSnapshotChunk,
  type RequestOfferSnapshot,
  type RequestPrepareProposal,
  type RequestProcessProposal,
  type RequestQuery,
  type RequestVerifyVoteExtension,
  type ResponseApplySnapshotChunk,
  type ResponseCheckTx,
  type ResponseCommit,
  type ResponseEcho,
  type ResponseExtendVote,
  type ResponseFinalizeBlock,
  type ResponseInfo,
  type ResponseInitChain,
  type ResponseListSnapshots,
  type ResponseLoadSnapshotChunk,
  type ResponseOfferSnapshot,
  type ResponsePrepareProposal,
  type ResponseProcessProposal,
  type ResponseQuery,
  type ResponseVerifyVoteExtension,
} from "cosmjs-types/tendermint/abci/types";
import type { AppMethod, RequestOf, ResponseOf } from "./methods";

export type MaybePromise<T> = T | Promise<T>;

type ApplicationMethods = { [M in AppMethod]: (req: RequestOf<M>) => MaybePromise<ResponseOf<M>> };

/**
 * An ABCI 2.0 (CometBFT v0.38) application: one method per request of the ABCI method table (methods.ts), each
 * answering with its response. The socket server calls one method at a time across all four connections, so an
 * implementation never sees two calls interleave, even when its methods are async. A method that throws makes
 * the server answer with an exception and close that connection, which stops CometBFT: implementations turn
 * every expected failure into a result code instead. docs/abci.md says what each method must do and on which
 * connection it comes; Commit carries nothing an application needs, so it takes no argument.
 */
export interface Application extends Omit<ApplicationMethods, "commit"> {
  commit(): MaybePromise<ResponseCommit>;
  /**
   * Optional work a request can have done before its turn, outside the one-at-a-time order (verifying signatures on
   * other threads). The server calls it as soon as it has read the request, in request order, and runs the request
   * once the promise settles; it must not change state, and a rejection is ignored.
   */
  prepare?(request: Request): Promise<void> | undefined;
}

/**
 * Safe defaults for every method, as CometBFT's `BaseApplication`: accept proposals and vote extensions,
 * propose the mempool's transactions as they come within max_tx_bytes, and offer no snapshots.
 */
export class BaseApplication implements Application {
  echo(req: RequestEcho): MaybePromise<ResponseEcho> {
    return { message: req.message };
  }

  info(_req: RequestInfo): MaybePromise<ResponseInfo> {
    return { data: "", version: "", appVersion: 0n, lastBlockHeight: 0n, lastBlockAppHash: new Uint8Array() };
  }

  initChain(_req: RequestInitChain): MaybePromise<ResponseInitChain> {
    return { validators: [], appHash: new Uint8Array() };
  }

  query(req: RequestQuery): MaybePromise<ResponseQuery> {
    return {
      code: 1,
      log: "query not supported",
      info: "",
      index: 0n,
      key: new Uint8Array(),
      value: new Uint8Array(),
      height: req.height,
      codespace: "",
    };
  }

  checkTx(_req: RequestCheckTx): MaybePromise<ResponseCheckTx> {
    return { code: 0, data: new Uint8Array(), log: "", info: "", gasWanted: 0n, gasUsed: 0n, events: [], codespace: "" };
  }

  prepareProposal(req: RequestPrepareProposal): MaybePromise<ResponsePrepareProposal> {
    return { txs: takeWithinBytes(req.txs, req.maxTxBytes) };
  }

  processProposal(_req: RequestProcessProposal): MaybePromise<ResponseProcessProposal> {
    return { status: ResponseProcessProposal_ProposalStatus.ACCEPT };
  }

  finalizeBlock(req: RequestFinalizeBlock): MaybePromise<ResponseFinalizeBlock> {
    return {
      events: [],
      txResults: req.txs.map(() => ({ code: 0, data: new Uint8Array(), log: "", info: "", gasWanted: 0n, gasUsed: 0n, events: [], codespace: "" })),
      validatorUpdates: [],
      appHash: new Uint8Array(),
    };
  }

  commit(): MaybePromise<ResponseCommit> {
    return { retainHeight: 0n };
  }

  extendVote(_req: RequestExtendVote): MaybePromise<ResponseExtendVote> {
    return { voteExtension: new Uint8Array() };
  }

  verifyVoteExtension(_req: RequestVerifyVoteExtension): MaybePromise<ResponseVerifyVoteExtension> {
    return { status: ResponseVerifyVoteExtension_VerifyStatus.ACCEPT };
  }

  listSnapshots(_req: RequestListSnapshots): MaybePromise<ResponseListSnapshots> {
    return { snapshots: [] };
  }

  offerSnapshot(_req: RequestOfferSnapshot): MaybePromise<ResponseOfferSnapshot> {
    return { result: ResponseOfferSnapshot_Result.ABORT };
  }

  loadSnapshotChunk(_req: RequestLoadSnapshotChunk): MaybePromise<ResponseLoadSnapshotChunk> {
    return { chunk: new Uint8Array() };
  }

  applySnapshotChunk(_req: RequestApplySnapshotChunk): MaybePromise<ResponseApplySnapshotChunk> {
    return { result: ResponseApplySnapshotChunk_Result.ABORT, refetchChunks: [], rejectSenders: [] };
  }
}

/** The leading transactions whose total size stays within `maxBytes` (negative or zero: no limit is given). */
export function takeWithinBytes(txs: readonly Uint8Array[], maxBytes: bigint): Uint8Array[] {
  const out: Uint8Array[] = [];
  let total = 0n;
  for (const tx of txs) {
    if (maxBytes > 0n && total + BigInt(tx.length) > maxBytes) break;
    total += BigInt(tx.length);
    out.push(tx);
  }
  return out;
}
