import { MsgGrantAllowance, MsgGrantAllowanceResponse, MsgRevokeAllowance, MsgRevokeAllowanceResponse } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import { packAny, type MsgRoute } from "../../types/module";
import { ErrInvalidRequest } from "../../types/sdk-errors";
import type { FeegrantKeeper } from "./keeper/keeper";
import { startAllowance } from "./types/allowance";
import {
  MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL,
  MSG_GRANT_ALLOWANCE_TYPE_URL,
  MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL,
  MSG_REVOKE_ALLOWANCE_TYPE_URL,
  validateMsgGrantAllowance,
  validateMsgRevokeAllowance,
} from "./types/msgs";

/** The feegrant messages: wire identity, signer, stateless checks and handler, in one table. */
export function feegrantMsgRoutes(keeper: FeegrantKeeper): MsgRoute[] {
  const codec = keeper.addressCodec;
  const grant: MsgRoute<MsgGrantAllowance> = {
    typeUrl: MSG_GRANT_ALLOWANCE_TYPE_URL,
    codec: MsgGrantAllowance,
    aminoName: "cosmos-sdk/MsgGrantAllowance",
    signers: (msg) => [msg.granter],
    validateBasic: (msg) => void validateMsgGrantAllowance(msg, codec),
    handle: (ctx, msg) => {
      const { granter, grantee, allowance } = validateMsgGrantAllowance(msg, codec);
      if (keeper.getGrant(ctx, granter, grantee) !== undefined) throw ErrInvalidRequest.wrap("fee allowance already exists");
      keeper.grantAllowance(ctx, granter, grantee, startAllowance(allowance, ctx.time));
      return packAny(MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL, MsgGrantAllowanceResponse, {});
    },
  };
  const revoke: MsgRoute<MsgRevokeAllowance> = {
    typeUrl: MSG_REVOKE_ALLOWANCE_TYPE_URL,
    codec: MsgRevokeAllowance,
    aminoName: "cosmos-sdk/MsgRevokeAllowance",
    signers: (msg) => [msg.granter],
    validateBasic: (msg) => void validateMsgRevokeAllowance(msg, codec),
    handle: (ctx, msg) => {
      const { granter, grantee } = validateMsgRevokeAllowance(msg, codec);
      keeper.revokeAllowance(ctx, granter, grantee);
      return packAny(MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL, MsgRevokeAllowanceResponse, {});
    },
  };
  return [grant, revoke];
}
