import { Proposal, ProposalStatus } from "cosmjs-types/cosmos/gov/v1/gov";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { GOV_MODULE_ADDRESS } from "../../../module-kit/authority";
import type { Context } from "../../../module-kit/context";
import { equalBytes } from "../../../store/bytes";
import { decodeMsgAny, type DecodedMsg } from "../../../tx/decode";
import { AppError } from "../../../types/errors";
import { addDuration } from "../../../types/time";
import { ErrInvalidProposalMsg, ErrInvalidSigner, ErrMetadataTooLong, ErrUnroutableProposalMsg } from "../errors";
import { submitProposalEvent } from "../events";
import { MAX_METADATA_LEN } from "../types/params";
import { ZERO_TALLY } from "../types/tally";
import type { GovKeeper } from "./keeper";

/** What a proposer submits: messages for the gov account to run, and the text people vote on. */
export interface ProposalInput {
  readonly messages: readonly Any[];
  readonly metadata: string;
  readonly title: string;
  readonly summary: string;
  readonly proposer: string;
}

/** Gas per byte of a stored proposal, on top of the store's own charge (the SDK's 3 × WriteCostPerByte). */
const PROPOSAL_GAS_PER_BYTE = 90n;

/**
 * The SDK's `SubmitProposal`: text lengths, then every message must be one the app routes, pass its own stateless
 * checks and be signed by the gov account alone. The proposal is stored in its deposit period and queued to be
 * dropped when that ends. The deposit is added by the caller.
 */
export function submitProposal(ctx: Context, k: GovKeeper, input: ProposalInput): Proposal {
  checkLength(input.metadata, "metadata");
  checkLength(input.title, "title");
  checkLength(input.summary, "summary");
  decodeProposalMessages(k, input.messages);

  const id = k.nextProposalId(ctx);
  if (id === undefined) throw new Error("gov: the proposal id counter is missing: genesis was not loaded");
  const params = k.getParams(ctx);
  const proposal: Proposal = {
    id,
    messages: [...input.messages],
    status: ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD,
    finalTallyResult: ZERO_TALLY,
    submitTime: ctx.time,
    depositEndTime: addDuration(ctx.time, params.maxDepositPeriod!),
    totalDeposit: [],
    metadata: input.metadata,
    title: input.title,
    summary: input.summary,
    proposer: input.proposer,
    expedited: false,
    failedReason: "",
  };
  k.setProposal(ctx, proposal);
  ctx.gasMeter.consume(PROPOSAL_GAS_PER_BYTE * BigInt(Proposal.encode(proposal).finish().length), "proposal");
  k.insertInactive(ctx, id, proposal.depositEndTime!);
  k.setNextProposalId(ctx, id + 1n);
  ctx.events.emit(
    submitProposalEvent(
      id,
      input.messages.map((m) => m.typeUrl),
    ),
  );
  return proposal;
}

/** Decodes a proposal's messages and checks each as submission does; throws gov 10, 12 or 13. */
export function decodeProposalMessages(k: GovKeeper, messages: readonly Any[]): DecodedMsg[] {
  const router = k.router;
  return messages.map((any, index) => {
    if (router.route(any.typeUrl) === undefined) throw ErrUnroutableProposalMsg.wrap(any.typeUrl);
    let decoded: DecodedMsg;
    try {
      decoded = decodeMsgAny(router, any);
      decoded.route.validateBasic(decoded.msg);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw ErrInvalidProposalMsg.wrap(`msg: ${index}, err: ${err.message}`);
    }
    const signers = decoded.route.signers(decoded.msg);
    if (signers.length !== 1) throw ErrInvalidSigner.error();
    let signer: Uint8Array;
    try {
      signer = k.addressCodec.decode(signers[0]!, "signer");
    } catch {
      throw ErrInvalidSigner.wrap(signers[0]!);
    }
    if (!equalBytes(signer, GOV_MODULE_ADDRESS)) throw ErrInvalidSigner.wrap(signers[0]!);
    return decoded;
  });
}

/** Voting starts: the proposal leaves the deposit queue for the voting queue (the SDK's `ActivateVotingPeriod`). */
export function activateVotingPeriod(ctx: Context, k: GovKeeper, proposal: Proposal): Proposal {
  const params = k.getParams(ctx);
  const voting: Proposal = {
    ...proposal,
    votingStartTime: ctx.time,
    votingEndTime: addDuration(ctx.time, params.votingPeriod!),
    status: ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD,
  };
  k.setProposal(ctx, voting);
  k.removeInactive(ctx, proposal.id, proposal.depositEndTime!);
  k.insertActive(ctx, proposal.id, voting.votingEndTime!);
  return voting;
}

function checkLength(text: string, what: string): void {
  const length = new TextEncoder().encode(text).length;
  if (length > MAX_METADATA_LEN) throw ErrMetadataTooLong.wrap(`${what} too long: ${length} bytes, at most ${MAX_METADATA_LEN}`);
}
