import { ProposalStatus, type Proposal } from "cosmjs-types/cosmos/gov/v1/gov";
import type { Context } from "../../module-kit/context";
import { runMsg } from "../../module-kit/module";
import { AppError } from "../../types/errors";
import { EventManager } from "../../types/events";
import { EVENT_ACTIVE_PROPOSAL, EVENT_INACTIVE_PROPOSAL, proposalResultEvent, RESULT_DROPPED, RESULT_FAILED, RESULT_PASSED, RESULT_REJECTED } from "./events";
import { burnAndDeleteDeposits, refundAndDeleteDeposits } from "./keeper/deposit";
import type { GovKeeper } from "./keeper/keeper";
import { decodeProposalMessages } from "./keeper/proposal";
import { tally } from "./keeper/tally";

/** What happened to the proposals whose period ended in this block, for the node's log. */
export type GovEndBlockLog = (line: string) => void;

/**
 * The SDK's gov EndBlocker (x/gov/abci.go): proposals whose deposit period ended without reaching the minimum are
 * dropped with their deposits refunded (or burned when configured); proposals whose voting period ended are tallied,
 * their deposits refunded or burned by the outcome, and a passed proposal's messages run, in order, as the gov
 * account, all or nothing.
 */
export function govEndBlock(ctx: Context, k: GovKeeper, log: GovEndBlockLog = () => {}): void {
  const params = k.getParams(ctx);
  for (const id of k.dueIds(ctx, "inactive", ctx.time)) {
    const proposal = k.getProposal(ctx, id)!;
    k.deleteProposal(ctx, id);
    k.removeInactive(ctx, id, proposal.depositEndTime!);
    if (params.burnProposalDepositPrevote) burnAndDeleteDeposits(ctx, k, id);
    else refundAndDeleteDeposits(ctx, k, id);
    ctx.events.emit(proposalResultEvent(EVENT_INACTIVE_PROPOSAL, id, RESULT_DROPPED));
    log(`proposal ${id} (${proposal.title}) did not meet the minimum deposit and was dropped`);
  }

  for (const id of k.dueIds(ctx, "active", ctx.time)) {
    const proposal = k.getProposal(ctx, id)!;
    const outcome = tally(ctx, k, proposal);
    if (outcome.burnDeposits) burnAndDeleteDeposits(ctx, k, id);
    else refundAndDeleteDeposits(ctx, k, id);

    let status: ProposalStatus;
    let result: string;
    if (!outcome.passes) {
      status = ProposalStatus.PROPOSAL_STATUS_REJECTED;
      result = RESULT_REJECTED;
      log(`proposal ${id} (${proposal.title}) was rejected`);
    } else {
      const failure = execute(ctx, k, proposal);
      status = failure === undefined ? ProposalStatus.PROPOSAL_STATUS_PASSED : ProposalStatus.PROPOSAL_STATUS_FAILED;
      result = failure === undefined ? RESULT_PASSED : RESULT_FAILED;
      log(
        failure === undefined
          ? `proposal ${id} (${proposal.title}) passed and its messages ran`
          : `proposal ${id} (${proposal.title}) passed but failed: ${failure}`,
      );
    }
    k.setProposal(ctx, { ...proposal, status, finalTallyResult: outcome.result });
    k.removeActive(ctx, id, proposal.votingEndTime!);
    ctx.events.emit(proposalResultEvent(EVENT_ACTIVE_PROPOSAL, id, result));
  }
}

/**
 * Runs a passed proposal's messages on a branch of the block's state: all succeed and the branch and their events
 * are kept, or the first failure discards everything and is returned as text. A failing message never stops the
 * chain: an unexpected exception counts as a failure too, as the SDK recovers a handler's panic.
 */
function execute(ctx: Context, k: GovKeeper, proposal: Proposal): string | undefined {
  const branch = ctx.multiStore.branch();
  const events = new EventManager();
  const branchCtx = ctx.withStore(branch).withEvents(events);
  let index = 0;
  try {
    for (const { route, msg } of decodeProposalMessages(k, proposal.messages)) {
      runMsg(route, branchCtx, msg);
      index++;
    }
  } catch (err) {
    const reason = err instanceof AppError ? err.message : `PANICKED: ${(err as Error).message}`;
    return `message ${index} (${proposal.messages[index]?.typeUrl ?? "?"}): ${reason}`;
  }
  branch.write();
  for (const e of events.events()) ctx.events.emit(e);
  return undefined;
}
