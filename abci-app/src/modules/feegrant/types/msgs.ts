import type { MsgGrantAllowance, MsgRevokeAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import type { AddressCodec } from "../../../types/address";
import { grantParties, validateGrant, type DecodedGrant, type GrantParties } from "./grant";

export const MSG_GRANT_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgGrantAllowance";
export const MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgGrantAllowanceResponse";
export const MSG_REVOKE_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgRevokeAllowance";
export const MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL = "/cosmos.feegrant.v1beta1.MsgRevokeAllowanceResponse";

/** MsgGrantAllowance's stateless checks (ValidateBasic): two different valid addresses and a valid allowance. */
export function validateMsgGrantAllowance(msg: MsgGrantAllowance, codec: AddressCodec): DecodedGrant {
  return validateGrant(msg, codec);
}

/** MsgRevokeAllowance's stateless checks (ValidateBasic): two different valid addresses. */
export function validateMsgRevokeAllowance(msg: MsgRevokeAllowance, codec: AddressCodec): GrantParties {
  return grantParties(msg, codec, "addresses must be different");
}
