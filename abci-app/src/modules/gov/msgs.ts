import type { MsgExecLegacyContent, MsgSubmitProposal, MsgUpdateParams, MsgVote, MsgVoteWeighted } from "cosmjs-types/cosmos/gov/v1/tx";
import type { VoteOption, WeightedVoteOption } from "cosmjs-types/cosmos/gov/v1/gov";
import type { MsgType } from "../../codec/proto-codec";
import type * as v1beta1 from "cosmjs-types/cosmos/gov/v1beta1/tx";
import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { TextProposal } from "cosmjs-types/cosmos/gov/v1beta1/gov";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { checkAuthority, GOV_MODULE_ADDRESS } from "../../module-kit/authority";
import type { Context } from "../../module-kit/context";
import type { MsgRoute } from "../../module-kit/module";
import { unregisteredError, validateUnregistered } from "../../module-kit/params-update";
import { coinsFromProto, formatDec, isAllGTE, validateCoins, type Coin } from "../../types/coins";
import { decMulInt, decRoundInt } from "../../types/dec";
import { ErrInvalidCoins, ErrInvalidRequest } from "../../types/sdk-errors";
import { decodeStrict } from "../../tx/strict-decode";
import { AppError } from "../../types/errors";
import { ErrInvalidProposalContent, ErrInvalidProposalType, ErrInvalidVote, ErrMinDepositTooSmall, ErrNoProposalMsgs } from "./errors";
import { EVENT_PROPOSAL_DEPOSIT, EVENT_SUBMIT_PROPOSAL, votingPeriodStartEvent } from "./events";
import { addDeposit } from "./keeper/deposit";
import type { GovKeeper } from "./keeper/keeper";
import { decodeProposalMessages, submitProposal } from "./keeper/proposal";
import { addVote } from "./keeper/vote";
import {
  DEPOSIT_MSG_TYPE,
  EXEC_LEGACY_CONTENT_MSG_TYPE,
  LEGACY_DEPOSIT_MSG_TYPE,
  LEGACY_SUBMIT_PROPOSAL_MSG_TYPE,
  LEGACY_VOTE_MSG_TYPE,
  LEGACY_VOTE_WEIGHTED_MSG_TYPE,
  SUBMIT_PROPOSAL_MSG_TYPE,
  TEXT_PROPOSAL_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  VOTE_MSG_TYPE,
  VOTE_WEIGHTED_MSG_TYPE,
} from "./types/msgs";
import { boundedDigits } from "../../types/bounded-digits";
import { boundedMessage } from "../../types/bounded-message";
import { decimalParam, validateGovParams } from "./types/params";
import { FULL_WEIGHT, isValidVoteOption, validateWeightedOptions, voteOptionName } from "./types/vote";

/** The longest title and description of a v1beta1 text proposal (the SDK's `MaxTitleLength`, `MaxDescriptionLength`). */
const MAX_TITLE_LENGTH = 140;
const MAX_DESCRIPTION_LENGTH = 10_000;
/** A legacy weight is an sdk.Dec scaled by 10^18 (the SDK caps its value at 316 bits: 96 digits); any weight above 1 is refused later anyway. */
const MAX_LEGACY_WEIGHT_DIGITS = 96;

/** The gov messages' node side, v1 and v1beta1, with the SDK v0.47 checks (types/v1/msgs.go, keeper/msg_server.go). */
export function govMsgRoutes(k: GovKeeper): MsgRoute[] {
  const codec = () => k.addressCodec;
  const submitProposal: MsgRoute<MsgSubmitProposal> = {
    ...SUBMIT_PROPOSAL_MSG_TYPE,
    validateBasic: (msg) => {
      if (msg.title === "") throw ErrInvalidRequest.wrap("proposal title cannot be empty");
      if (msg.summary === "") throw ErrInvalidRequest.wrap("proposal summary cannot be empty");
      codec().decode(msg.proposer, "proposer address");
      depositCoins(msg.initialDeposit);
      if (msg.messages.length === 0 && msg.metadata === "") throw ErrNoProposalMsgs.wrap("either metadata or Msgs length must be non-nil");
      decodeProposalMessages(k, msg.messages);
    },
    handle: (ctx, msg) => ({ proposalId: submit(ctx, k, msg.messages, msg, msg.initialDeposit) }),
  };
  const execLegacyContent: MsgRoute<MsgExecLegacyContent> = {
    ...EXEC_LEGACY_CONTENT_MSG_TYPE,
    validateBasic: (msg) => {
      codec().decode(msg.authority, "authority");
      textProposal(msg.content);
    },
    handle: (_ctx, msg) => {
      checkAuthority(codec(), msg.authority);
      textProposal(msg.content);
      return {};
    },
  };
  const vote = voteRoute(
    k,
    VOTE_MSG_TYPE,
    (msg: MsgVote) => singleOption(msg.option),
    (msg) => msg.metadata,
  );
  const voteWeighted = voteRoute(
    k,
    VOTE_WEIGHTED_MSG_TYPE,
    (msg: MsgVoteWeighted) => msg.options,
    (msg) => msg.metadata,
  );
  const deposit = depositRoute(k, DEPOSIT_MSG_TYPE);
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => {
      codec().decode(msg.authority, "authority");
      paramsOf(msg);
    },
    handle: (ctx, msg) => {
      checkAuthority(codec(), msg.authority);
      k.setParams(ctx, paramsOf(msg));
      return {};
    },
  };
  return [submitProposal, execLegacyContent, vote, voteWeighted, deposit, updateParams, ...legacyMsgRoutes(k)];
}

/**
 * The v1beta1 messages, as the SDK's legacy message server runs them: a text proposal becomes a v1 proposal of one
 * MsgExecLegacyContent signed by the gov account, with the content's title and description; a weight is a Dec in
 * its raw form (the value × 10^18).
 */
function legacyMsgRoutes(k: GovKeeper): MsgRoute[] {
  const codec = () => k.addressCodec;
  const submitProposal: MsgRoute<v1beta1.MsgSubmitProposal> = {
    ...LEGACY_SUBMIT_PROPOSAL_MSG_TYPE,
    validateBasic: (msg) => {
      codec().decode(msg.proposer, "proposer address");
      depositCoins(msg.initialDeposit);
      const content = textProposal(msg.content);
      if (content.title === "" || content.title.length > MAX_TITLE_LENGTH) {
        throw ErrInvalidProposalContent.wrap(`proposal title must be 1 to ${MAX_TITLE_LENGTH} characters`);
      }
      if (content.description === "" || content.description.length > MAX_DESCRIPTION_LENGTH) {
        throw ErrInvalidProposalContent.wrap(`proposal description must be 1 to ${MAX_DESCRIPTION_LENGTH} characters`);
      }
    },
    handle: (ctx, msg) => {
      const content = textProposal(msg.content);
      const exec = { content: msg.content, authority: codec().encode(GOV_MODULE_ADDRESS) };
      const messages: Any[] = [{ typeUrl: EXEC_LEGACY_CONTENT_MSG_TYPE.typeUrl, value: EXEC_LEGACY_CONTENT_MSG_TYPE.codec.encode(exec).finish() }];
      const input = { metadata: "", title: content.title, summary: content.description, proposer: msg.proposer };
      return { proposalId: submit(ctx, k, messages, input, msg.initialDeposit) };
    },
  };
  const vote = voteRoute(
    k,
    LEGACY_VOTE_MSG_TYPE,
    (msg: v1beta1.MsgVote) => singleOption(msg.option),
    () => "",
  );
  const legacyOptions = (msg: v1beta1.MsgVoteWeighted) =>
    msg.options.map(({ option, weight }) => {
      const match = /^(-?)([0-9]+)$/.exec(weight);
      const magnitude = match === null ? undefined : boundedDigits(match[2]!, MAX_LEGACY_WEIGHT_DIGITS);
      if (magnitude === undefined) throw ErrInvalidVote.wrap(`invalid weight ${JSON.stringify(boundedMessage(weight, 100))}`);
      return { option, weight: formatDec(match![1] === "-" ? -magnitude : magnitude) };
    });
  const voteWeighted = voteRoute(k, LEGACY_VOTE_WEIGHTED_MSG_TYPE, legacyOptions, () => "");
  const deposit = depositRoute(k, LEGACY_DEPOSIT_MSG_TYPE);
  return [submitProposal, vote, voteWeighted, deposit];
}

/** A vote for one option: all the voter's stake on it. */
function singleOption(option: VoteOption): WeightedVoteOption[] {
  if (!isValidVoteOption(option)) throw ErrInvalidVote.wrap(voteOptionName(option));
  return [{ option, weight: FULL_WEIGHT }];
}

/** A vote message of either version: the voter's address and options checked statelessly, then the vote added. */
function voteRoute<T extends { proposalId: bigint; voter: string }>(
  k: GovKeeper,
  type: MsgType<T>,
  optionsOf: (msg: T) => WeightedVoteOption[],
  metadataOf: (msg: T) => string,
): MsgRoute<T> {
  return {
    ...type,
    validateBasic: (msg) => {
      k.addressCodec.decode(msg.voter, "voter address");
      validateWeightedOptions(optionsOf(msg));
    },
    handle: (ctx, msg) => {
      addVote(ctx, k, msg.proposalId, k.addressCodec.decode(msg.voter, "voter address"), optionsOf(msg), metadataOf(msg));
      return {};
    },
  };
}

/** A deposit message of either version. */
function depositRoute<T extends { proposalId: bigint; depositor: string; amount: ProtoCoin[] }>(k: GovKeeper, type: MsgType<T>): MsgRoute<T> {
  return {
    ...type,
    validateBasic: (msg) => {
      k.addressCodec.decode(msg.depositor, "depositor address");
      depositCoins(msg.amount);
    },
    handle: (ctx, msg) => {
      handleDeposit(ctx, k, msg.proposalId, msg.depositor, msg.amount);
      return {};
    },
  };
}

interface ProposalText {
  readonly metadata: string;
  readonly title: string;
  readonly summary: string;
  readonly proposer: string;
}

/** The msg server's submit: the initial deposit against the minimum ratio, the proposal, then its first deposit. */
function submit(ctx: Context, k: GovKeeper, messages: readonly Any[], text: ProposalText, initialDeposit: readonly ProtoCoin[]): bigint {
  const deposit = depositCoins(initialDeposit);
  checkInitialDeposit(ctx, k, deposit);
  const proposal = submitProposal(ctx, k, { ...text, messages });
  const proposer = k.addressCodec.decode(text.proposer, "proposer address");
  if (addDeposit(ctx, k, proposal.id, proposer, deposit)) ctx.events.emit(votingPeriodStartEvent(EVENT_SUBMIT_PROPOSAL, proposal.id));
  return proposal.id;
}

function handleDeposit(ctx: Context, k: GovKeeper, id: bigint, depositor: string, amount: readonly ProtoCoin[]): void {
  if (addDeposit(ctx, k, id, k.addressCodec.decode(depositor, "depositor address"), depositCoins(amount))) {
    ctx.events.emit(votingPeriodStartEvent(EVENT_PROPOSAL_DEPOSIT, id));
  }
}

/** With a minimum initial deposit ratio, the first deposit must hold that share of every minimum deposit coin. */
function checkInitialDeposit(ctx: Context, k: GovKeeper, deposit: readonly Coin[]): void {
  const params = k.getParams(ctx);
  const ratio = decimalParam(params.minInitialDepositRatio, "min initial deposit ratio");
  if (ratio === 0n) return;
  const needed = coinsFromProto(params.minDeposit)
    .map((c) => ({ denom: c.denom, amount: decRoundInt(decMulInt(ratio, c.amount)) }))
    .filter((c) => c.amount > 0n);
  if (!isAllGTE(deposit, needed)) {
    const text = needed.map((c) => `${c.amount}${c.denom}`).join(",");
    throw ErrMinDepositTooSmall.wrap(`was (${deposit.map((c) => `${c.amount}${c.denom}`).join(",")}), need (${text})`);
  }
}

/** Deposit coins: valid, possibly empty (the SDK accepts an empty initial deposit). */
function depositCoins(coins: readonly ProtoCoin[]): Coin[] {
  try {
    const parsed = coinsFromProto(coins);
    validateCoins(parsed);
    return parsed;
  } catch {
    throw ErrInvalidCoins.wrap(coins.map((c) => `${c.amount}${c.denom}`).join(","));
  }
}

/** The content of a legacy proposal: only text proposals are known to this chain. */
function textProposal(content: Any | undefined): TextProposal {
  if (content === undefined) throw ErrInvalidProposalContent.wrap("missing content");
  if (content.typeUrl !== TEXT_PROPOSAL_TYPE.typeUrl)
    throw ErrInvalidProposalType.wrap(`${content.typeUrl}: only ${TEXT_PROPOSAL_TYPE.typeUrl} is a legacy proposal type here`);
  try {
    return decodeStrict(TextProposal, content.value, TEXT_PROPOSAL_TYPE.typeUrl, true);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ErrInvalidProposalContent.wrap((err as Error).message);
  }
}

/** The new params, checked as the SDK's `Params.ValidateBasic` does: its plain errors reach clients as code 1. */
function paramsOf(msg: MsgUpdateParams) {
  const params = msg.params;
  if (params === undefined) throw unregisteredError(new Error("params cannot be nil"));
  validateUnregistered(() => validateGovParams(params));
  return params;
}
