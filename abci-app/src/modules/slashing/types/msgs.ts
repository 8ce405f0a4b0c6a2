import { MsgUnjail, MsgUnjailResponse } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import type { MsgType } from "../../../codec/proto-codec";
import { operatorAccountAddress } from "../../../types/address";

export const MSG_UNJAIL_TYPE_URL = "/cosmos.slashing.v1beta1.MsgUnjail";

export const UNJAIL_MSG_TYPE: MsgType<MsgUnjail, MsgUnjailResponse> = {
  typeUrl: MSG_UNJAIL_TYPE_URL,
  codec: MsgUnjail,
  response: { typeUrl: `${MSG_UNJAIL_TYPE_URL}Response`, codec: MsgUnjailResponse },
  aminoName: "cosmos-sdk/MsgUnjail",
  signers: (msg) => [operatorAccountAddress(msg.validatorAddr)],
};

/** The slashing messages (MsgUpdateParams comes with gov). */
export const SLASHING_MSG_TYPES: readonly MsgType[] = [UNJAIL_MSG_TYPE];
