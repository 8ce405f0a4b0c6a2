import type { Deposit, Proposal, TallyResult, Vote } from "cosmjs-types/cosmos/gov/v1/gov";
import type * as v1beta1 from "cosmjs-types/cosmos/gov/v1beta1/gov";
import { MsgExecLegacyContent } from "cosmjs-types/cosmos/gov/v1/tx";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { parseDec } from "../../../types/coins";
import { ErrInvalidType } from "../../../types/sdk-errors";
import { EXEC_LEGACY_CONTENT_MSG_TYPE } from "./msgs";
import type { GovParams } from "./params";

/*
 * gov v1 records in their v1beta1 form, as SDK v0.47 converts them for its v1beta1 queries (x/gov/migrations/v3/
 * convert.go): a Dec is its raw integer (the value × 10^18), a missing time is Go's zero time.
 */

/** Go's zero `time.Time`, 0001-01-01T00:00:00Z: a v1beta1 time that is not set yet. */
const GO_ZERO_TIME: Timestamp = { seconds: -62_135_596_800n, nanos: 0 };

const rawDec = (text: string) => parseDec(text).toString();
const rawDecBytes = (text: string) => new TextEncoder().encode(rawDec(text));

export function legacyTally(tally: TallyResult | undefined): v1beta1.TallyResult {
  return { yes: tally?.yesCount ?? "0", abstain: tally?.abstainCount ?? "0", no: tally?.noCount ?? "0", noWithVeto: tally?.noWithVetoCount ?? "0" };
}

/**
 * A v1 proposal as v1beta1 shows it: only a proposal of exactly one message converts; a MsgExecLegacyContent shows
 * its content, any other message shows itself as the content.
 */
export function legacyProposal(proposal: Proposal): v1beta1.Proposal {
  if (proposal.messages.length !== 1) {
    throw ErrInvalidType.wrap("can't convert a gov/v1 Proposal to gov/v1beta1 Proposal when amount of proposal messages not exactly one");
  }
  const message = proposal.messages[0]!;
  const content = message.typeUrl === EXEC_LEGACY_CONTENT_MSG_TYPE.typeUrl ? MsgExecLegacyContent.decode(message.value).content : message;
  return {
    proposalId: proposal.id,
    content,
    status: proposal.status,
    finalTallyResult: legacyTally(proposal.finalTallyResult),
    submitTime: proposal.submitTime ?? GO_ZERO_TIME,
    depositEndTime: proposal.depositEndTime ?? GO_ZERO_TIME,
    totalDeposit: proposal.totalDeposit,
    votingStartTime: proposal.votingStartTime ?? GO_ZERO_TIME,
    votingEndTime: proposal.votingEndTime ?? GO_ZERO_TIME,
  };
}

export function legacyVote(vote: Vote): v1beta1.Vote {
  return { proposalId: vote.proposalId, voter: vote.voter, option: 0, options: vote.options.map(({ option, weight }) => ({ option, weight: rawDec(weight) })) };
}

export function legacyDeposit(deposit: Deposit): v1beta1.Deposit {
  return { proposalId: deposit.proposalId, depositor: deposit.depositor, amount: deposit.amount };
}

const ZERO_DURATION = { seconds: 0n, nanos: 0 };

/** The v1beta1 params answer: only the kind asked for is filled, the others are empty. */
export function legacyParams(
  params: GovParams,
  kind: "voting" | "deposit" | "tallying",
): {
  votingParams: v1beta1.VotingParams;
  depositParams: v1beta1.DepositParams;
  tallyParams: v1beta1.TallyParams;
} {
  return {
    votingParams: { votingPeriod: kind === "voting" ? params.votingPeriod! : ZERO_DURATION },
    depositParams:
      kind === "deposit" ? { minDeposit: params.minDeposit, maxDepositPeriod: params.maxDepositPeriod! } : { minDeposit: [], maxDepositPeriod: ZERO_DURATION },
    tallyParams:
      kind === "tallying"
        ? { quorum: rawDecBytes(params.quorum), threshold: rawDecBytes(params.threshold), vetoThreshold: rawDecBytes(params.vetoThreshold) }
        : { quorum: new Uint8Array(), threshold: new Uint8Array(), vetoThreshold: new Uint8Array() },
  };
}
