import { Deposit, Proposal, ProposalStatus, Vote } from "cosmjs-types/cosmos/gov/v1/gov";
import type { PageRequest } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import type { Context } from "../../module-kit/context";
import type { QueryRoute } from "../../module-kit/module";
import { filteredPaginate, paginate } from "../../module-kit/pagination";
import { addressArgument, queryRoute } from "../../module-kit/query";
import { invalidArgument, notFound } from "../../types/query-errors";
import type { GovKeeper } from "./keeper/keeper";
import { tally } from "./keeper/tally";
import { legacyDeposit, legacyParams, legacyProposal, legacyTally, legacyVote } from "./types/legacy";
import { GOV_LEGACY_QUERY, GOV_QUERY } from "./types/query";
import { ZERO_TALLY } from "./types/tally";

type ParamsKind = "voting" | "deposit" | "tallying";

/**
 * The `cosmos.gov.v1.Query` service as SDK v0.47 answers it (keeper/grpc_query.go), and its v1beta1 twin, which
 * answers the same from the same records converted (types/legacy.ts).
 */
export function govQueryRoutes(k: GovKeeper): QueryRoute[] {
  const proposalId = (id: bigint) => {
    if (id === 0n) throw invalidArgument("proposal id can not be 0");
    return id;
  };
  const proposalOf = (ctx: Context, id: bigint) => {
    const proposal = k.getProposal(ctx, proposalId(id));
    if (proposal === undefined) throw notFound(`proposal ${id} doesn't exist`);
    return proposal;
  };
  const voteOf = (ctx: Context, id: bigint, voter: string) => {
    proposalId(id);
    const vote = k.getVote(ctx, id, addressArgument(k.addressCodec, voter));
    if (vote === undefined) throw notFound(`voter: ${voter} not found for proposal: ${id}`);
    return vote;
  };
  const depositOf = (ctx: Context, id: bigint, depositor: string) => {
    proposalId(id);
    const deposit = k.getDeposit(ctx, id, addressArgument(k.addressCodec, depositor));
    if (deposit === undefined) throw notFound(`depositer: ${depositor} not found for proposal: ${id}`);
    return deposit;
  };
  const proposals = (ctx: Context, req: { proposalStatus: ProposalStatus; voter: string; depositor: string; pagination?: PageRequest }) => {
    const voter = req.voter === "" ? undefined : addressArgument(k.addressCodec, req.voter);
    const depositor = req.depositor === "" ? undefined : addressArgument(k.addressCodec, req.depositor);
    return filteredPaginate(k.proposalStore(ctx), req.pagination, (_key, bytes) => {
      const proposal = Proposal.decode(bytes);
      if (req.proposalStatus !== ProposalStatus.PROPOSAL_STATUS_UNSPECIFIED && proposal.status !== req.proposalStatus) return undefined;
      if (voter !== undefined && k.getVote(ctx, proposal.id, voter) === undefined) return undefined;
      if (depositor !== undefined && k.getDeposit(ctx, proposal.id, depositor) === undefined) return undefined;
      return proposal;
    });
  };
  const votes = (ctx: Context, id: bigint, pagination: PageRequest | undefined) =>
    paginate(k.voteStore(ctx, proposalId(id)), pagination, (_key, bytes) => Vote.decode(bytes));
  const deposits = (ctx: Context, id: bigint, pagination: PageRequest | undefined) =>
    paginate(k.depositStore(ctx, proposalId(id)), pagination, (_key, bytes) => Deposit.decode(bytes));
  const paramsKind = (kind: string): ParamsKind => {
    if (kind === "voting" || kind === "deposit" || kind === "tallying") return kind;
    throw invalidArgument(`${kind} is not a valid parameter type`);
  };
  /** The final result once voting is over, zeros before it starts, and a tally on a thrown-away branch during it. */
  const tallyOf = (ctx: Context, id: bigint) => {
    proposalId(id);
    const proposal = k.getProposal(ctx, id);
    if (proposal === undefined) throw notFound(`proposal-id ${id} doesn't exist`);
    if (proposal.status === ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD) return ZERO_TALLY;
    if (proposal.status !== ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD) return proposal.finalTallyResult ?? ZERO_TALLY;
    return tally(ctx.withStore(ctx.multiStore.branch()), k, proposal).result;
  };

  return [
    queryRoute(GOV_QUERY.Proposal, (ctx, req) => ({ proposal: proposalOf(ctx, req.proposalId) })),
    queryRoute(GOV_QUERY.Proposals, (ctx, req) => {
      const page = proposals(ctx, req);
      return { proposals: page.items, pagination: page.pagination };
    }),
    queryRoute(GOV_QUERY.Vote, (ctx, req) => ({ vote: voteOf(ctx, req.proposalId, req.voter) })),
    queryRoute(GOV_QUERY.Votes, (ctx, req) => {
      const page = votes(ctx, req.proposalId, req.pagination);
      return { votes: page.items, pagination: page.pagination };
    }),
    queryRoute(GOV_QUERY.Params, (ctx, req) => {
      const kind = paramsKind(req.paramsType);
      const params = k.getParams(ctx);
      return {
        params,
        ...(kind === "voting" ? { votingParams: { votingPeriod: params.votingPeriod } } : {}),
        ...(kind === "deposit" ? { depositParams: { minDeposit: params.minDeposit, maxDepositPeriod: params.maxDepositPeriod } } : {}),
        ...(kind === "tallying" ? { tallyParams: { quorum: params.quorum, threshold: params.threshold, vetoThreshold: params.vetoThreshold } } : {}),
      };
    }),
    queryRoute(GOV_QUERY.Deposit, (ctx, req) => ({ deposit: depositOf(ctx, req.proposalId, req.depositor) })),
    queryRoute(GOV_QUERY.Deposits, (ctx, req) => {
      const page = deposits(ctx, req.proposalId, req.pagination);
      return { deposits: page.items, pagination: page.pagination };
    }),
    queryRoute(GOV_QUERY.TallyResult, (ctx, req) => ({ tally: tallyOf(ctx, req.proposalId) })),

    queryRoute(GOV_LEGACY_QUERY.Proposal, (ctx, req) => ({ proposal: legacyProposal(proposalOf(ctx, req.proposalId)) })),
    queryRoute(GOV_LEGACY_QUERY.Proposals, (ctx, req) => {
      const page = proposals(ctx, req);
      return { proposals: page.items.map(legacyProposal), pagination: page.pagination };
    }),
    queryRoute(GOV_LEGACY_QUERY.Vote, (ctx, req) => ({ vote: legacyVote(voteOf(ctx, req.proposalId, req.voter)) })),
    queryRoute(GOV_LEGACY_QUERY.Votes, (ctx, req) => {
      const page = votes(ctx, req.proposalId, req.pagination);
      return { votes: page.items.map(legacyVote), pagination: page.pagination };
    }),
    queryRoute(GOV_LEGACY_QUERY.Params, (ctx, req) => legacyParams(k.getParams(ctx), paramsKind(req.paramsType))),
    queryRoute(GOV_LEGACY_QUERY.Deposit, (ctx, req) => ({ deposit: legacyDeposit(depositOf(ctx, req.proposalId, req.depositor)) })),
    queryRoute(GOV_LEGACY_QUERY.Deposits, (ctx, req) => {
      const page = deposits(ctx, req.proposalId, req.pagination);
      return { deposits: page.items.map(legacyDeposit), pagination: page.pagination };
    }),
    queryRoute(GOV_LEGACY_QUERY.TallyResult, (ctx, req) => ({ tally: legacyTally(tallyOf(ctx, req.proposalId)) })),
  ];
}
