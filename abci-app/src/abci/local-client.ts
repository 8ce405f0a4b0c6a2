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
} from "cosmjs-types/tendermint/abci/types";
import type { Application } from "./application";
import type { AbciCaller } from "./caller";
import { SerialQueue } from "./serial-queue";

/**
 * Calls an Application directly, in process, one call at a time (as CometBFT's local client holds a mutex):
 * the in-process twin of `AbciClient` for tests and harnesses. An application error rejects the call as is.
 */
export class LocalAbciClient implements AbciCaller {
  /** Pass the queue given to the `AbciServer` to keep one call at a time across both. */
  constructor(
    private readonly app: Application,
    private readonly queue: SerialQueue = new SerialQueue(),
  ) {}

  echo(message: string) {
    return this.queue.run(() => this.app.echo({ message }));
  }

  info(request: RequestInfo) {
    return this.queue.run(() => this.app.info(request));
  }

  initChain(request: RequestInitChain) {
    return this.queue.run(() => this.app.initChain(request));
  }

  query(request: RequestQuery) {
    return this.queue.run(() => this.app.query(request));
  }

  checkTx(request: RequestCheckTx) {
    return this.queue.run(() => this.app.checkTx(request));
  }

  prepareProposal(request: RequestPrepareProposal) {
    return this.queue.run(() => this.app.prepareProposal(request));
  }

  processProposal(request: RequestProcessProposal) {
    return this.queue.run(() => this.app.processProposal(request));
  }

  finalizeBlock(request: RequestFinalizeBlock) {
    return this.queue.run(() => this.app.finalizeBlock(request));
  }

  commit() {
    return this.queue.run(() => this.app.commit());
  }

  extendVote(request: RequestExtendVote) {
    return this.queue.run(() => this.app.extendVote(request));
  }

  verifyVoteExtension(request: RequestVerifyVoteExtension) {
    return this.queue.run(() => this.app.verifyVoteExtension(request));
  }

  listSnapshots(request: RequestListSnapshots) {
    return this.queue.run(() => this.app.listSnapshots(request));
  }

  offerSnapshot(request: RequestOfferSnapshot) {
    return this.queue.run(() => this.app.offerSnapshot(request));
  }

  loadSnapshotChunk(request: RequestLoadSnapshotChunk) {
    return this.queue.run(() => this.app.loadSnapshotChunk(request));
  }

  applySnapshotChunk(request: RequestApplySnapshotChunk) {
    return this.queue.run(() => this.app.applySnapshotChunk(request));
  }
}
