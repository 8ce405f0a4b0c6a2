import {
  MsgDeposit,
  MsgDepositResponse,
  MsgExecLegacyContent,
  MsgExecLegacyContentResponse,
  MsgSubmitProposal,
  MsgSubmitProposalResponse,
  MsgUpdateParams,
  MsgUpdateParamsResponse,
  MsgVote,
  MsgVoteResponse,
  MsgVoteWeighted,
  MsgVoteWeightedResponse,
} from "cosmjs-types/cosmos/gov/v1/tx";
import { TextProposal } from "cosmjs-types/cosmos/gov/v1beta1/gov";
import * as v1beta1 from "cosmjs-types/cosmos/gov/v1beta1/tx";
import type { AnyType, MsgType } from "../../../codec/proto-codec";

const V1 = "/cosmos.gov.v1.";
const V1BETA1 = "/cosmos.gov.v1beta1.";

export const SUBMIT_PROPOSAL_MSG_TYPE: MsgType<MsgSubmitProposal, MsgSubmitProposalResponse> = {
  typeUrl: `${V1}MsgSubmitProposal`,
  codec: MsgSubmitProposal,
  response: { typeUrl: `${V1}MsgSubmitProposalResponse`, codec: MsgSubmitProposalResponse },
  aminoName: "cosmos-sdk/v1/MsgSubmitProposal",
  signers: (msg) => [msg.proposer],
};

export const EXEC_LEGACY_CONTENT_MSG_TYPE: MsgType<MsgExecLegacyContent, MsgExecLegacyContentResponse> = {
  typeUrl: `${V1}MsgExecLegacyContent`,
  codec: MsgExecLegacyContent,
  response: { typeUrl: `${V1}MsgExecLegacyContentResponse`, codec: MsgExecLegacyContentResponse },
  aminoName: "cosmos-sdk/v1/MsgExecLegacyContent",
  signers: (msg) => [msg.authority],
};

export const VOTE_MSG_TYPE: MsgType<MsgVote, MsgVoteResponse> = {
  typeUrl: `${V1}MsgVote`,
  codec: MsgVote,
  response: { typeUrl: `${V1}MsgVoteResponse`, codec: MsgVoteResponse },
  aminoName: "cosmos-sdk/v1/MsgVote",
  signers: (msg) => [msg.voter],
};

export const VOTE_WEIGHTED_MSG_TYPE: MsgType<MsgVoteWeighted, MsgVoteWeightedResponse> = {
  typeUrl: `${V1}MsgVoteWeighted`,
  codec: MsgVoteWeighted,
  response: { typeUrl: `${V1}MsgVoteWeightedResponse`, codec: MsgVoteWeightedResponse },
  aminoName: "cosmos-sdk/v1/MsgVoteWeighted",
  signers: (msg) => [msg.voter],
};

export const DEPOSIT_MSG_TYPE: MsgType<MsgDeposit, MsgDepositResponse> = {
  typeUrl: `${V1}MsgDeposit`,
  codec: MsgDeposit,
  response: { typeUrl: `${V1}MsgDepositResponse`, codec: MsgDepositResponse },
  aminoName: "cosmos-sdk/v1/MsgDeposit",
  signers: (msg) => [msg.depositor],
};

export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: `${V1}MsgUpdateParams`,
  codec: MsgUpdateParams,
  response: { typeUrl: `${V1}MsgUpdateParamsResponse`, codec: MsgUpdateParamsResponse },
  aminoName: "cosmos-sdk/x/gov/v1/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The v1beta1 messages (cosmjs and older wallets send them); the node turns each into its v1 form. */
export const LEGACY_SUBMIT_PROPOSAL_MSG_TYPE: MsgType<v1beta1.MsgSubmitProposal, v1beta1.MsgSubmitProposalResponse> = {
  typeUrl: `${V1BETA1}MsgSubmitProposal`,
  codec: v1beta1.MsgSubmitProposal,
  response: { typeUrl: `${V1BETA1}MsgSubmitProposalResponse`, codec: v1beta1.MsgSubmitProposalResponse },
  aminoName: "cosmos-sdk/MsgSubmitProposal",
  signers: (msg) => [msg.proposer],
};

export const LEGACY_VOTE_MSG_TYPE: MsgType<v1beta1.MsgVote, v1beta1.MsgVoteResponse> = {
  typeUrl: `${V1BETA1}MsgVote`,
  codec: v1beta1.MsgVote,
  response: { typeUrl: `${V1BETA1}MsgVoteResponse`, codec: v1beta1.MsgVoteResponse },
  aminoName: "cosmos-sdk/MsgVote",
  signers: (msg) => [msg.voter],
};

export const LEGACY_VOTE_WEIGHTED_MSG_TYPE: MsgType<v1beta1.MsgVoteWeighted, v1beta1.MsgVoteWeightedResponse> = {
  typeUrl: `${V1BETA1}MsgVoteWeighted`,
  codec: v1beta1.MsgVoteWeighted,
  response: { typeUrl: `${V1BETA1}MsgVoteWeightedResponse`, codec: v1beta1.MsgVoteWeightedResponse },
  aminoName: "cosmos-sdk/MsgVoteWeighted",
  signers: (msg) => [msg.voter],
};

export const LEGACY_DEPOSIT_MSG_TYPE: MsgType<v1beta1.MsgDeposit, v1beta1.MsgDepositResponse> = {
  typeUrl: `${V1BETA1}MsgDeposit`,
  codec: v1beta1.MsgDeposit,
  response: { typeUrl: `${V1BETA1}MsgDepositResponse`, codec: v1beta1.MsgDepositResponse },
  aminoName: "cosmos-sdk/MsgDeposit",
  signers: (msg) => [msg.depositor],
};

/** The one legacy proposal content the node executes: a text proposal, which changes nothing when it passes. */
export const TEXT_PROPOSAL_TYPE: AnyType<TextProposal> = { typeUrl: `${V1BETA1}TextProposal`, codec: TextProposal };

export const GOV_MSG_TYPES: readonly MsgType[] = [
  SUBMIT_PROPOSAL_MSG_TYPE,
  EXEC_LEGACY_CONTENT_MSG_TYPE,
  VOTE_MSG_TYPE,
  VOTE_WEIGHTED_MSG_TYPE,
  DEPOSIT_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  LEGACY_SUBMIT_PROPOSAL_MSG_TYPE,
  LEGACY_VOTE_MSG_TYPE,
  LEGACY_VOTE_WEIGHTED_MSG_TYPE,
  LEGACY_DEPOSIT_MSG_TYPE,
];
