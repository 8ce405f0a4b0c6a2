import { MsgUpdateParams, MsgUpdateParamsResponse } from "cosmjs-types/cosmos/mint/v1beta1/tx";
import type { MsgType } from "../../../codec/proto-codec";

export const MSG_UPDATE_PARAMS_TYPE_URL = "/cosmos.mint.v1beta1.MsgUpdateParams";

/** The gov account's parameter change: signed by `authority`, so it runs only as a passed proposal's message. */
export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: MSG_UPDATE_PARAMS_TYPE_URL,
  codec: MsgUpdateParams,
  response: { typeUrl: `${MSG_UPDATE_PARAMS_TYPE_URL}Response`, codec: MsgUpdateParamsResponse },
  aminoName: "cosmos-sdk/x/mint/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The mint messages: SDK v0.47 x/mint has one. */
export const MINT_MSG_TYPES: readonly MsgType[] = [UPDATE_PARAMS_MSG_TYPE];
