import { ProposalStatus } from "cosmjs-types/cosmos/gov/v1/gov";
import { GOV_MODULE_ADDRESS } from "../../module-kit/authority";
import type { Context } from "../../module-kit/context";
import { addCoins, coinsFromProto, formatCoins, type Coin } from "../../types/coins";
import type { GovKeeper } from "./keeper/keeper";
import { validateGovGenesis, type GovGenesisState } from "./types/genesis";

/**
 * The SDK's `InitGenesis`: the id counter, params, deposits, proposals (queued by their status) and votes. The gov
 * module account must hold exactly the deposits.
 */
export function initGovGenesis(ctx: Context, k: GovKeeper, genesis: GovGenesisState): void {
  validateGovGenesis(genesis, k.addressCodec);
  k.setNextProposalId(ctx, genesis.startingProposalId);
  k.setParams(ctx, genesis.params!);
  let deposits: Coin[] = [];
  for (const deposit of genesis.deposits) {
    k.setDeposit(ctx, deposit);
    deposits = addCoins(deposits, coinsFromProto(deposit.amount));
  }
  for (const vote of genesis.votes) k.setVote(ctx, vote);
  for (const proposal of genesis.proposals) {
    if (proposal.status === ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD) k.insertInactive(ctx, proposal.id, proposal.depositEndTime!);
    if (proposal.status === ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD) k.insertActive(ctx, proposal.id, proposal.votingEndTime!);
    k.setProposal(ctx, proposal);
  }
  const balance = k.bank.getAllBalances(ctx, GOV_MODULE_ADDRESS);
  if (formatCoins(balance) !== formatCoins(deposits)) {
    throw new Error(
      `gov genesis: the gov module account holds ${formatCoins(balance) || "nothing"}, but the deposits add up to ${formatCoins(deposits) || "nothing"}`,
    );
  }
}

/** Every proposal, deposit and vote, the params and the next id. */
export function exportGovGenesis(ctx: Context, k: GovKeeper): GovGenesisState {
  const proposals = k.allProposals(ctx);
  return {
    startingProposalId: k.nextProposalId(ctx) ?? 1n,
    proposals,
    deposits: proposals.flatMap((p) => k.deposits(ctx, p.id)),
    votes: proposals.flatMap((p) => k.votes(ctx, p.id).map(({ vote }) => vote)),
    params: k.getParams(ctx),
    constitution: "",
  };
}
