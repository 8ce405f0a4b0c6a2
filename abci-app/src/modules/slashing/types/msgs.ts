import { MsgUnjail, MsgUnjailResponse, MsgUpdateParams, MsgUpdateParamsResponse } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import type { MsgType } from "../../../codec/proto-codec";
import { operatorAccountAddress } from "../../../types/address";

export const MSG_UNJAIL_TYPE_URL = "/cosmos.slashing.v1beta1.MsgUnjail";
export const MSG_UPDATE_PARAMS_TYPE_URL = "/cosmos.slashing.v1beta1.MsgUpdateParams";

export const UNJAIL_MSG_TYPE: MsgType<MsgUnjail, MsgUnjailResponse> = {
  typeUrl: MSG_UNJAIL_TYPE_URL,
  codec: MsgUnjail,
  response: { typeUrl: `${MSG_UNJAIL_TYPE_URL}Response`, codec: MsgUnjailResponse },
  aminoName: "cosmos-sdk/MsgUnjail",
  signers: (msg) => [operatorAccountAddress(msg.validatorAddr)],
};

/** The gov account's parameter change: signed by `authority`, so it runs only as a passed proposal's message. */
export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: MSG_UPDATE_PARAMS_TYPE_URL,
  codec: MsgUpdateParams,
  response: { typeUrl: `${MSG_UPDATE_PARAMS_TYPE_URL}Response`, codec: MsgUpdateParamsResponse },
  aminoName: "cosmos-sdk/x/slashing/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The slashing messages, in the SDK's declaration order. */
export const SLASHING_MSG_TYPES: readonly MsgType[] = [UNJAIL_MSG_TYPE, UPDATE_PARAMS_MSG_TYPE];
