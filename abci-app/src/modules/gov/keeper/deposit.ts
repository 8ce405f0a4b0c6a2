import { ProposalStatus, type Proposal } from "cosmjs-types/cosmos/gov/v1/gov";
import type { Context } from "../../../module-kit/context";
import { addCoins, coinsFromProto, coinsToProto, formatCoins, isAllGTE, type Coin } from "../../../types/coins";
import { ErrInactiveProposal, ErrUnknownProposal } from "../errors";
import { depositEvent } from "../events";
import { GOV_MODULE_NAME } from "../types/keys";
import type { GovKeeper } from "./keeper";
import { activateVotingPeriod } from "./proposal";

/**
 * The SDK's `AddDeposit`: the proposal must be open (deposit or voting period); the coins move to the gov module
 * account and add to the proposal's total and the depositor's record. A deposit that brings the total to the
 * minimum starts voting. Returns whether it did.
 */
export function addDeposit(ctx: Context, k: GovKeeper, id: bigint, depositor: Uint8Array, amount: readonly Coin[]): boolean {
  const proposal = k.getProposal(ctx, id);
  if (proposal === undefined) throw ErrUnknownProposal.wrap(`${id}`);
  const open = proposal.status === ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD || proposal.status === ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD;
  if (!open) throw ErrInactiveProposal.wrap(`${id}`);

  if (amount.length > 0) k.bank.sendCoinsFromAccountToModule(ctx, depositor, GOV_MODULE_NAME, amount);
  const total = addCoins(coinsFromProto(proposal.totalDeposit), amount);
  let updated: Proposal = { ...proposal, totalDeposit: coinsToProto(total) };
  k.setProposal(ctx, updated);

  let activated = false;
  const minDeposit = coinsFromProto(k.getParams(ctx).minDeposit);
  if (updated.status === ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD && isAllGTE(total, minDeposit)) {
    updated = activateVotingPeriod(ctx, k, updated);
    activated = true;
  }

  const depositorText = k.addressCodec.encode(depositor);
  const previous = k.getDeposit(ctx, id, depositor);
  const summed = addCoins(previous === undefined ? [] : coinsFromProto(previous.amount), amount);
  k.setDeposit(ctx, { proposalId: id, depositor: depositorText, amount: coinsToProto(summed) });
  ctx.events.emit(depositEvent(formatCoins(amount), id));
  return activated;
}

/** Every deposit on the proposal goes back to its depositor, and the records are deleted (the SDK's `RefundAndDeleteDeposits`). */
export function refundAndDeleteDeposits(ctx: Context, k: GovKeeper, id: bigint): void {
  for (const deposit of k.deposits(ctx, id)) {
    const amount = coinsFromProto(deposit.amount);
    if (amount.length > 0) k.bank.sendCoinsFromModuleToAccount(ctx, GOV_MODULE_NAME, k.addressCodec.decode(deposit.depositor), amount);
  }
  k.deleteDeposits(ctx, id);
}

/** Every deposit on the proposal is burned, and the records are deleted (the SDK's `DeleteAndBurnDeposits`). */
export function burnAndDeleteDeposits(ctx: Context, k: GovKeeper, id: bigint): void {
  let total: Coin[] = [];
  for (const deposit of k.deposits(ctx, id)) total = addCoins(total, coinsFromProto(deposit.amount));
  if (total.length > 0) k.bank.burnCoins(ctx, GOV_MODULE_NAME, total);
  k.deleteDeposits(ctx, id);
}
