import * as v1 from "cosmjs-types/cosmos/gov/v1/query";
import * as v1beta1 from "cosmjs-types/cosmos/gov/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.gov.v1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const GOV_QUERY = grpcService("/cosmos.gov.v1.Query", {
  Proposal: [v1.QueryProposalRequest, v1.QueryProposalResponse],
  Proposals: [v1.QueryProposalsRequest, v1.QueryProposalsResponse],
  Vote: [v1.QueryVoteRequest, v1.QueryVoteResponse],
  Votes: [v1.QueryVotesRequest, v1.QueryVotesResponse],
  Params: [v1.QueryParamsRequest, v1.QueryParamsResponse],
  Deposit: [v1.QueryDepositRequest, v1.QueryDepositResponse],
  Deposits: [v1.QueryDepositsRequest, v1.QueryDepositsResponse],
  TallyResult: [v1.QueryTallyResultRequest, v1.QueryTallyResultResponse],
});

/** The `cosmos.gov.v1beta1.Query` service, which SDK v0.47 still serves (cosmjs' gov extension asks it). */
export const GOV_LEGACY_QUERY = grpcService("/cosmos.gov.v1beta1.Query", {
  Proposal: [v1beta1.QueryProposalRequest, v1beta1.QueryProposalResponse],
  Proposals: [v1beta1.QueryProposalsRequest, v1beta1.QueryProposalsResponse],
  Vote: [v1beta1.QueryVoteRequest, v1beta1.QueryVoteResponse],
  Votes: [v1beta1.QueryVotesRequest, v1beta1.QueryVotesResponse],
  Params: [v1beta1.QueryParamsRequest, v1beta1.QueryParamsResponse],
  Deposit: [v1beta1.QueryDepositRequest, v1beta1.QueryDepositResponse],
  Deposits: [v1beta1.QueryDepositsRequest, v1beta1.QueryDepositsResponse],
  TallyResult: [v1beta1.QueryTallyResultRequest, v1beta1.QueryTallyResultResponse],
});
