import { MsgGrantAllowance, MsgGrantAllowanceResponse, MsgRevokeAllowance, MsgRevokeAllowanceResponse } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import type { AddressCodec } from "../../../types/address";
import type { MsgType } from "../../../codec/proto-codec";
import { grantParties, validateGrant, type DecodedGrant, type GrantParties } from "./grant";

export const MSG_GRANT_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgGrantAllowance";
export const MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgGrantAllowanceResponse";
export const MSG_REVOKE_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgRevokeAllowance";
export const MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgRevokeAllowanceResponse";

export const GRANT_ALLOWANCE_MSG_TYPE: MsgType<MsgGrantAllowance, MsgGrantAllowanceResponse> = {
  typeUrl: MSG_GRANT_ALLOWANCE_TYPE_URL,
  codec: MsgGrantAllowance,
  response: { typeUrl: MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL, codec: MsgGrantAllowanceResponse },
  aminoName: "cosmos-sdk/MsgGrantAllowance",
  signers: (msg) => [msg.granter],
};

export const REVOKE_ALLOWANCE_MSG_TYPE: MsgType<MsgRevokeAllowance, MsgRevokeAllowanceResponse> = {
  typeUrl: MSG_REVOKE_ALLOWANCE_TYPE_URL,
  codec: MsgRevokeAllowance,
  response: { typeUrl: MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL, codec: MsgRevokeAllowanceResponse },
  aminoName: "cosmos-sdk/MsgRevokeAllowance",
  signers: (msg) => [msg.granter],
};

/** The feegrant messages, in the SDK's declaration order. */
export const FEEGRANT_MSG_TYPES: readonly MsgType[] = [GRANT_ALLOWANCE_MSG_TYPE, REVOKE_ALLOWANCE_MSG_TYPE];

/** MsgGrantAllowance's stateless checks (ValidateBasic): two different valid addresses and a valid allowance. */
export function validateMsgGrantAllowance(msg: MsgGrantAllowance, codec: AddressCodec): DecodedGrant {
  return validateGrant(msg, codec);
}

/** MsgRevokeAllowance's stateless checks (ValidateBasic): two different valid addresses. */
export function validateMsgRevokeAllowance(msg: MsgRevokeAllowance, codec: AddressCodec): GrantParties {
  return grantParties(msg, codec, "addresses must be different");
}
