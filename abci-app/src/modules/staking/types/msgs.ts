import {
  MsgBeginRedelegate,
  MsgBeginRedelegateResponse,
  MsgCancelUnbondingDelegation,
  MsgCancelUnbondingDelegationResponse,
  MsgCreateValidator,
  MsgCreateValidatorResponse,
  MsgDelegate,
  MsgDelegateResponse,
  MsgEditValidator,
  MsgEditValidatorResponse,
  MsgUndelegate,
  MsgUndelegateResponse,
  MsgUpdateParams,
  MsgUpdateParamsResponse,
} from "cosmjs-types/cosmos/staking/v1beta1/tx";
import type { MsgType } from "../../../codec/proto-codec";
import { operatorAccountAddress } from "../../../types/address";

export const MSG_CREATE_VALIDATOR_TYPE_URL = "/cosmos.staking.v1beta1.MsgCreateValidator";
export const MSG_EDIT_VALIDATOR_TYPE_URL = "/cosmos.staking.v1beta1.MsgEditValidator";
export const MSG_DELEGATE_TYPE_URL = "/cosmos.staking.v1beta1.MsgDelegate";
export const MSG_BEGIN_REDELEGATE_TYPE_URL = "/cosmos.staking.v1beta1.MsgBeginRedelegate";
export const MSG_UNDELEGATE_TYPE_URL = "/cosmos.staking.v1beta1.MsgUndelegate";
export const MSG_CANCEL_UNBONDING_DELEGATION_TYPE_URL = "/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation";
export const MSG_UPDATE_PARAMS_TYPE_URL = "/cosmos.staking.v1beta1.MsgUpdateParams";

const response = <R>(typeUrl: string, codec: MsgType<unknown, R>["response"]["codec"]) => ({ typeUrl: `${typeUrl}Response`, codec });

export const CREATE_VALIDATOR_MSG_TYPE: MsgType<MsgCreateValidator, MsgCreateValidatorResponse> = {
  typeUrl: MSG_CREATE_VALIDATOR_TYPE_URL,
  codec: MsgCreateValidator,
  response: response(MSG_CREATE_VALIDATOR_TYPE_URL, MsgCreateValidatorResponse),
  aminoName: "cosmos-sdk/MsgCreateValidator",
  // The delegator, and the operator's account when it differs (validateBasic refuses that case).
  signers: (msg) => [...new Set([msg.delegatorAddress, operatorAccountAddress(msg.validatorAddress)])],
};

export const EDIT_VALIDATOR_MSG_TYPE: MsgType<MsgEditValidator, MsgEditValidatorResponse> = {
  typeUrl: MSG_EDIT_VALIDATOR_TYPE_URL,
  codec: MsgEditValidator,
  response: response(MSG_EDIT_VALIDATOR_TYPE_URL, MsgEditValidatorResponse),
  aminoName: "cosmos-sdk/MsgEditValidator",
  signers: (msg) => [operatorAccountAddress(msg.validatorAddress)],
};

export const DELEGATE_MSG_TYPE: MsgType<MsgDelegate, MsgDelegateResponse> = {
  typeUrl: MSG_DELEGATE_TYPE_URL,
  codec: MsgDelegate,
  response: response(MSG_DELEGATE_TYPE_URL, MsgDelegateResponse),
  aminoName: "cosmos-sdk/MsgDelegate",
  signers: (msg) => [msg.delegatorAddress],
};

export const BEGIN_REDELEGATE_MSG_TYPE: MsgType<MsgBeginRedelegate, MsgBeginRedelegateResponse> = {
  typeUrl: MSG_BEGIN_REDELEGATE_TYPE_URL,
  codec: MsgBeginRedelegate,
  response: response(MSG_BEGIN_REDELEGATE_TYPE_URL, MsgBeginRedelegateResponse),
  aminoName: "cosmos-sdk/MsgBeginRedelegate",
  signers: (msg) => [msg.delegatorAddress],
};

export const UNDELEGATE_MSG_TYPE: MsgType<MsgUndelegate, MsgUndelegateResponse> = {
  typeUrl: MSG_UNDELEGATE_TYPE_URL,
  codec: MsgUndelegate,
  response: response(MSG_UNDELEGATE_TYPE_URL, MsgUndelegateResponse),
  aminoName: "cosmos-sdk/MsgUndelegate",
  signers: (msg) => [msg.delegatorAddress],
};

export const CANCEL_UNBONDING_DELEGATION_MSG_TYPE: MsgType<MsgCancelUnbondingDelegation, MsgCancelUnbondingDelegationResponse> = {
  typeUrl: MSG_CANCEL_UNBONDING_DELEGATION_TYPE_URL,
  codec: MsgCancelUnbondingDelegation,
  response: response(MSG_CANCEL_UNBONDING_DELEGATION_TYPE_URL, MsgCancelUnbondingDelegationResponse),
  aminoName: "cosmos-sdk/MsgCancelUnbondingDelegation",
  signers: (msg) => [msg.delegatorAddress],
};

/** The gov account's parameter change: signed by `authority`, so it runs only as a passed proposal's message. */
export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: MSG_UPDATE_PARAMS_TYPE_URL,
  codec: MsgUpdateParams,
  response: response(MSG_UPDATE_PARAMS_TYPE_URL, MsgUpdateParamsResponse),
  aminoName: "cosmos-sdk/x/staking/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The staking messages, in the SDK's declaration order. */
export const STAKING_MSG_TYPES: readonly MsgType[] = [
  CREATE_VALIDATOR_MSG_TYPE,
  EDIT_VALIDATOR_MSG_TYPE,
  DELEGATE_MSG_TYPE,
  BEGIN_REDELEGATE_MSG_TYPE,
  UNDELEGATE_MSG_TYPE,
  CANCEL_UNBONDING_DELEGATION_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
];
