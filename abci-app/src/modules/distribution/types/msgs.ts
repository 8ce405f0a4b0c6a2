import {
  MsgFundCommunityPool,
  MsgFundCommunityPoolResponse,
  MsgSetWithdrawAddress,
  MsgSetWithdrawAddressResponse,
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

/** The distribution messages (MsgUpdateParams and MsgCommunityPoolSpend come with gov). */
export const DISTRIBUTION_MSG_TYPES: readonly MsgType[] = [
  SET_WITHDRAW_ADDRESS_MSG_TYPE,
  WITHDRAW_DELEGATOR_REWARD_MSG_TYPE,
  WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE,
  FUND_COMMUNITY_POOL_MSG_TYPE,
];
