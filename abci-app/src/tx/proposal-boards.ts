import type { Ed25519Board } from "../crypto/ed25519-board";
import { keyString } from "../store/bytes";

/** Proposals kept planned at one height (a round's each); past it the oldest is forgotten. */
const MAX_PROPOSALS = 4;

interface Proposal {
  readonly txs: readonly Uint8Array[];
  planned: boolean;
  board: Ed25519Board | undefined;
}

/**
 * Plans a block's Ed25519 board (SignaturePrefetch.blockBoard) when its proposal has been answered instead of when
 * the decided block arrives. Between ProcessProposal and FinalizeBlock CometBFT gathers the votes, so the planning
 * (the messages' keys resolved on the app's thread) and the threads' verifying leave FinalizeBlock's path, on which
 * no transaction is admitted. A board is only a guess at the checks the handlers will make (each verdict is a pure
 * function of message, signature and key), so a board planned for a proposal that is not decided costs its work and
 * nothing else.
 */
export class ProposalBoards {
  private readonly proposals = new Map<string, Proposal>();

  constructor(
    private readonly plan: (txs: readonly Uint8Array[]) => Ed25519Board | undefined,
    /**
     * Runs the planning after what is being answered now: CometBFT sends a ProcessProposal with its Flush in one
     * write, and the server answers both before Node's loop turns, so no vote waits for it.
     */
    private readonly later: (work: () => void) => void = (work) => void setImmediate(work),
  ) {}

  /** Plans the board of the proposal with this block hash once the current request is answered. */
  planLater(hash: Uint8Array, txs: readonly Uint8Array[]): void {
    const key = keyString(hash);
    if (this.proposals.has(key)) return;
    if (this.proposals.size >= MAX_PROPOSALS) this.proposals.delete(this.proposals.keys().next().value!);
    const proposal: Proposal = { txs, planned: false, board: undefined };
    this.proposals.set(key, proposal);
    this.later(() => {
      if (this.proposals.get(key) === proposal) this.planned(proposal);
    });
  }

  /**
   * The board of the decided block with this hash: its proposal's, planned now if it was not yet, or a new one when
   * no proposal had this hash. Every proposal is forgotten: the height is decided.
   */
  forBlock(hash: Uint8Array, txs: readonly Uint8Array[]): Ed25519Board | undefined {
    const proposal = this.proposals.get(keyString(hash));
    this.proposals.clear();
    return proposal === undefined ? this.planOrNone(txs) : this.planned(proposal);
  }

  private planned(proposal: Proposal): Ed25519Board | undefined {
    if (!proposal.planned) {
      proposal.planned = true;
      proposal.board = this.planOrNone(proposal.txs);
    }
    return proposal.board;
  }

  /** The planning runs outside any request's handling too, so a failure must not escape: the handlers verify instead. */
  private planOrNone(txs: readonly Uint8Array[]): Ed25519Board | undefined {
    try {
      return this.plan(txs);
    } catch {
      return undefined;
    }
  }
}
