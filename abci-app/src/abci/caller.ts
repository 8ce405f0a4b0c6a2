import type {
  RequestApplySnapshotChunk,
  RequestCheckTx,
  RequestExtendVote,
  RequestFinalizeBlock,
  RequestInfo,
  RequestInitChain,
  RequestListSnapshots,
  RequestLoadSnapshotChunk,
  RequestOfferSnapshot,
  RequestPrepareProposal,
  RequestProcessProposal,
  RequestQuery,
  RequestVerifyVoteExtension,
  ResponseApplySnapshotChunk,
  ResponseCheckTx,
  ResponseCommit,
  ResponseEcho,
  ResponseExtendVote,
  ResponseFinalizeBlock,
  ResponseInfo,
  ResponseInitChain,
  ResponseListSnapshots,
  ResponseLoadSnapshotChunk,
  ResponseOfferSnapshot,
  ResponsePrepareProposal,
  ResponseProcessProposal,
  ResponseQuery,
  ResponseVerifyVoteExtension,
} from "cosmjs-types/tendermint/abci/types";

/**
 * Makes ABCI calls and waits for each answer, as CometBFT's synchronous client calls do. Implemented over a
 * socket (`AbciClient`) and in process (`LocalAbciClient`), so one scenario can run against both.
 */
export interface AbciCaller {
  echo(message: string): Promise<ResponseEcho>;
  info(request: RequestInfo): Promise<ResponseInfo>;
  initChain(request: RequestInitChain): Promise<ResponseInitChain>;
  query(request: RequestQuery): Promise<ResponseQuery>;
  checkTx(request: RequestCheckTx): Promise<ResponseCheckTx>;
  prepareProposal(request: RequestPrepareProposal): Promise<ResponsePrepareProposal>;
  processProposal(request: RequestProcessProposal): Promise<ResponseProcessProposal>;
  finalizeBlock(request: RequestFinalizeBlock): Promise<ResponseFinalizeBlock>;
  commit(): Promise<ResponseCommit>;
  extendVote(request: RequestExtendVote): Promise<ResponseExtendVote>;
  verifyVoteExtension(request: RequestVerifyVoteExtension): Promise<ResponseVerifyVoteExtension>;
  listSnapshots(request: RequestListSnapshots): Promise<ResponseListSnapshots>;
  offerSnapshot(request: RequestOfferSnapshot): Promise<ResponseOfferSnapshot>;
  loadSnapshotChunk(request: RequestLoadSnapshotChunk): Promise<ResponseLoadSnapshotChunk>;
  applySnapshotChunk(request: RequestApplySnapshotChunk): Promise<ResponseApplySnapshotChunk>;
}
