import { MsgUpdateParams, MsgUpdateParamsResponse } from "cosmjs-types/cosmos/consensus/v1/tx";
import type { MsgType } from "../../../codec/proto-codec";

export const MSG_UPDATE_PARAMS_TYPE_URL = "/cosmos.consensus.v1.MsgUpdateParams";

export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: MSG_UPDATE_PARAMS_TYPE_URL,
  codec: MsgUpdateParams,
  response: { typeUrl: `${MSG_UPDATE_PARAMS_TYPE_URL}Response`, codec: MsgUpdateParamsResponse },
  aminoName: "cosmos-sdk/x/consensus/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The consensus module's one message, signed by its authority (the gov account). */
export const CONSENSUS_MSG_TYPES = [UPDATE_PARAMS_MSG_TYPE] as const;
