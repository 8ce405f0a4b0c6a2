import { event, type Event } from "../../types/events";

/** SDK v0.47 x/gov event types, attribute keys and results (`types/events.go`). */
export const EVENT_SUBMIT_PROPOSAL = "submit_proposal";
export const EVENT_PROPOSAL_DEPOSIT = "proposal_deposit";
export const EVENT_PROPOSAL_VOTE = "proposal_vote";
export const EVENT_INACTIVE_PROPOSAL = "inactive_proposal";
export const EVENT_ACTIVE_PROPOSAL = "active_proposal";

export const ATTR_PROPOSAL_ID = "proposal_id";
export const ATTR_PROPOSAL_MESSAGES = "proposal_messages";
export const ATTR_VOTING_PERIOD_START = "voting_period_start";
export const ATTR_AMOUNT = "amount";
export const ATTR_VOTER = "voter";
export const ATTR_OPTION = "option";
export const ATTR_PROPOSAL_RESULT = "proposal_result";

export const RESULT_DROPPED = "proposal_dropped";
export const RESULT_PASSED = "proposal_passed";
export const RESULT_REJECTED = "proposal_rejected";
export const RESULT_FAILED = "proposal_failed";

/** Every event the module emits and its attribute keys. */
export const GOV_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_SUBMIT_PROPOSAL]: [ATTR_PROPOSAL_ID, ATTR_PROPOSAL_MESSAGES, ATTR_VOTING_PERIOD_START],
  [EVENT_PROPOSAL_DEPOSIT]: [ATTR_AMOUNT, ATTR_PROPOSAL_ID, ATTR_VOTING_PERIOD_START],
  [EVENT_PROPOSAL_VOTE]: [ATTR_VOTER, ATTR_OPTION, ATTR_PROPOSAL_ID],
  [EVENT_INACTIVE_PROPOSAL]: [ATTR_PROPOSAL_ID, ATTR_PROPOSAL_RESULT],
  [EVENT_ACTIVE_PROPOSAL]: [ATTR_PROPOSAL_ID, ATTR_PROPOSAL_RESULT],
});

/** A proposal was stored: its id and its messages' type URLs, each with a comma in front as the SDK writes them. */
export function submitProposalEvent(id: bigint, typeUrls: readonly string[]): Event {
  return event(EVENT_SUBMIT_PROPOSAL, [
    [ATTR_PROPOSAL_ID, id.toString()],
    [ATTR_PROPOSAL_MESSAGES, typeUrls.map((url) => `,${url}`).join("")],
  ]);
}

export function votingPeriodStartEvent(type: typeof EVENT_SUBMIT_PROPOSAL | typeof EVENT_PROPOSAL_DEPOSIT, id: bigint): Event {
  return event(type, [[ATTR_VOTING_PERIOD_START, id.toString()]]);
}

export function depositEvent(amount: string, id: bigint): Event {
  return event(EVENT_PROPOSAL_DEPOSIT, [
    [ATTR_AMOUNT, amount],
    [ATTR_PROPOSAL_ID, id.toString()],
  ]);
}

export function voteEvent(voter: string, option: string, id: bigint): Event {
  return event(EVENT_PROPOSAL_VOTE, [
    [ATTR_VOTER, voter],
    [ATTR_OPTION, option],
    [ATTR_PROPOSAL_ID, id.toString()],
  ]);
}

export function proposalResultEvent(type: typeof EVENT_INACTIVE_PROPOSAL | typeof EVENT_ACTIVE_PROPOSAL, id: bigint, result: string): Event {
  return event(type, [
    [ATTR_PROPOSAL_ID, id.toString()],
    [ATTR_PROPOSAL_RESULT, result],
  ]);
}
