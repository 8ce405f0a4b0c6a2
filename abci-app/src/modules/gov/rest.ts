import type { GrpcMethod } from "../../codec/proto-codec";
import { ProposalStatus } from "cosmjs-types/cosmos/gov/v1/gov";
import { RestInputError } from "../../module-kit/rest/input-error";
import { pageRequest } from "../../module-kit/rest/pagination";
import type { QueryParams } from "../../module-kit/rest/query-params";
import { restGet as get, type PathParams, type RestRoute } from "../../module-kit/rest/route";
import { parseUint64 } from "../../module-kit/rest/scalars";
import { GOV_LEGACY_QUERY, GOV_QUERY } from "./types/query";

/** `proposal_status` as grpc-gateway reads an enum: its name or its number. */
function proposalStatus(q: QueryParams): ProposalStatus {
  const text = q.string("proposal_status");
  if (text === undefined || text === "") return ProposalStatus.PROPOSAL_STATUS_UNSPECIFIED;
  const byName = ProposalStatus[text as keyof typeof ProposalStatus];
  if (typeof byName === "number" && byName >= 0) return byName;
  if (/^[0-5]$/.test(text)) return Number(text) as ProposalStatus;
  throw new RestInputError("proposal_status", `${JSON.stringify(text)} is not a proposal status`);
}

const id = (p: PathParams) => parseUint64("proposal_id", p.proposal_id!);

/** One version's REST paths (SDK v0.47 serves v1 and v1beta1 with the same shapes). */
function routes(base: string, query: Readonly<Record<keyof typeof GOV_QUERY, GrpcMethod<any, any>>>): RestRoute[] {
  return [
    get(`${base}/params/:params_type`, query.Params, (p) => ({ paramsType: p.params_type })),
    get(`${base}/proposals`, query.Proposals, (_p, q) => ({
      proposalStatus: proposalStatus(q),
      voter: q.string("voter") ?? "",
      depositor: q.string("depositor") ?? "",
      pagination: pageRequest(q),
    })),
    get(`${base}/proposals/:proposal_id`, query.Proposal, (p) => ({ proposalId: id(p) })),
    get(`${base}/proposals/:proposal_id/deposits`, query.Deposits, (p, q) => ({ proposalId: id(p), pagination: pageRequest(q) })),
    get(`${base}/proposals/:proposal_id/deposits/:depositor`, query.Deposit, (p) => ({ proposalId: id(p), depositor: p.depositor })),
    get(`${base}/proposals/:proposal_id/tally`, query.TallyResult, (p) => ({ proposalId: id(p) })),
    get(`${base}/proposals/:proposal_id/votes`, query.Votes, (p, q) => ({ proposalId: id(p), pagination: pageRequest(q) })),
    get(`${base}/proposals/:proposal_id/votes/:voter`, query.Vote, (p) => ({ proposalId: id(p), voter: p.voter })),
  ];
}

/** The gov REST paths of Cosmos SDK v0.47, v1 and v1beta1. */
export const govRestRoutes: readonly RestRoute[] = [...routes("/cosmos/gov/v1", GOV_QUERY), ...routes("/cosmos/gov/v1beta1", GOV_LEGACY_QUERY)];
