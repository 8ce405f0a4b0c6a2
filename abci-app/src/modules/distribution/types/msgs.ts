import {
  MsgCommunityPoolSpend,
  MsgCommunityPoolSpendResponse,
  MsgFundCommunityPool,
  MsgFundCommunityPoolResponse,
  MsgSetWithdrawAddress,
  MsgSetWithdrawAddressResponse,
  MsgUpdateParams,
  MsgUpdateParamsResponse,
  MsgWithdrawDelegatorReward,
  MsgWithdrawDelegatorRewardResponse,
  MsgWithdrawValidatorCommission,
  MsgWithdrawValidatorCommissionResponse,
} from "cosmjs-types/cosmos/distribution/v1beta1/tx";
import type { MsgType } from "../../../codec/proto-codec";
import { operatorAccountAddress } from "../../../types/address";

const URL = "/cosmos.distribution.v1beta1.";

export const SET_WITHDRAW_ADDRESS_MSG_TYPE: MsgType<MsgSetWithdrawAddress, MsgSetWithdrawAddressResponse> = {
  typeUrl: `${URL}MsgSetWithdrawAddress`,
  codec: MsgSetWithdrawAddress,
  response: { typeUrl: `${URL}MsgSetWithdrawAddressResponse`, codec: MsgSetWithdrawAddressResponse },
  aminoName: "cosmos-sdk/MsgModifyWithdrawAddress",
  signers: (msg) => [msg.delegatorAddress],
};

export const WITHDRAW_DELEGATOR_REWARD_MSG_TYPE: MsgType<MsgWithdrawDelegatorReward, MsgWithdrawDelegatorRewardResponse> = {
  typeUrl: `${URL}MsgWithdrawDelegatorReward`,
  codec: MsgWithdrawDelegatorReward,
  response: { typeUrl: `${URL}MsgWithdrawDelegatorRewardResponse`, codec: MsgWithdrawDelegatorRewardResponse },
  aminoName: "cosmos-sdk/MsgWithdrawDelegationReward",
  signers: (msg) => [msg.delegatorAddress],
};

export const WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE: MsgType<MsgWithdrawValidatorCommission, MsgWithdrawValidatorCommissionResponse> = {
  typeUrl: `${URL}MsgWithdrawValidatorCommission`,
  codec: MsgWithdrawValidatorCommission,
  response: { typeUrl: `${URL}MsgWithdrawValidatorCommissionResponse`, codec: MsgWithdrawValidatorCommissionResponse },
  aminoName: "cosmos-sdk/MsgWithdrawValCommission",
  signers: (msg) => [operatorAccountAddress(msg.validatorAddress)],
};

export const FUND_COMMUNITY_POOL_MSG_TYPE: MsgType<MsgFundCommunityPool, MsgFundCommunityPoolResponse> = {
  typeUrl: `${URL}MsgFundCommunityPool`,
  codec: MsgFundCommunityPool,
  response: { typeUrl: `${URL}MsgFundCommunityPoolResponse`, codec: MsgFundCommunityPoolResponse },
  aminoName: "cosmos-sdk/MsgFundCommunityPool",
  signers: (msg) => [msg.depositor],
};

/** The gov account's parameter change: signed by `authority`, so it runs only as a passed proposal's message. */
export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: `${URL}MsgUpdateParams`,
  codec: MsgUpdateParams,
  response: { typeUrl: `${URL}MsgUpdateParamsResponse`, codec: MsgUpdateParamsResponse },
  aminoName: "cosmos-sdk/distribution/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The gov account's payment out of the community pool. */
export const COMMUNITY_POOL_SPEND_MSG_TYPE: MsgType<MsgCommunityPoolSpend, MsgCommunityPoolSpendResponse> = {
  typeUrl: `${URL}MsgCommunityPoolSpend`,
  codec: MsgCommunityPoolSpend,
  response: { typeUrl: `${URL}MsgCommunityPoolSpendResponse`, codec: MsgCommunityPoolSpendResponse },
  aminoName: "cosmos-sdk/distr/MsgCommunityPoolSpend",
  signers: (msg) => [msg.authority],
};

/** The distribution messages, in the SDK's declaration order. */
export const DISTRIBUTION_MSG_TYPES: readonly MsgType[] = [
  SET_WITHDRAW_ADDRESS_MSG_TYPE,
  WITHDRAW_DELEGATOR_REWARD_MSG_TYPE,
  WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE,
  FUND_COMMUNITY_POOL_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  COMMUNITY_POOL_SPEND_MSG_TYPE,
];
