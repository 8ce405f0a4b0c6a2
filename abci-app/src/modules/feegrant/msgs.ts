import type { MsgGrantAllowance, MsgRevokeAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import type { MsgRoute } from "../../module-kit/module";
import { ErrInvalidRequest } from "../../types/sdk-errors";
import type { FeegrantKeeper } from "./keeper/keeper";
import { startAllowance } from "./types/allowance";
import { GRANT_ALLOWANCE_MSG_TYPE, REVOKE_ALLOWANCE_MSG_TYPE, validateMsgGrantAllowance, validateMsgRevokeAllowance } from "./types/msgs";

/** The feegrant messages' node side: stateless checks and handlers on top of their types (types/msgs.ts). */
export function feegrantMsgRoutes(keeper: FeegrantKeeper): MsgRoute[] {
  const codec = keeper.addressCodec;
  const grant: MsgRoute<MsgGrantAllowance> = {
    ...GRANT_ALLOWANCE_MSG_TYPE,
    validateBasic: (msg) => void validateMsgGrantAllowance(msg, codec),
    handle: (ctx, msg) => {
      const { granter, grantee, allowance } = validateMsgGrantAllowance(msg, codec);
      if (keeper.getGrant(ctx, granter, grantee) !== undefined) throw ErrInvalidRequest.wrap("fee allowance already exists");
      keeper.grantAllowance(ctx, granter, grantee, startAllowance(allowance, ctx.time));
      return {};
    },
  };
  const revoke: MsgRoute<MsgRevokeAllowance> = {
    ...REVOKE_ALLOWANCE_MSG_TYPE,
    validateBasic: (msg) => void validateMsgRevokeAllowance(msg, codec),
    handle: (ctx, msg) => {
      const { granter, grantee } = validateMsgRevokeAllowance(msg, codec);
      keeper.revokeAllowance(ctx, granter, grantee);
      return {};
    },
  };
  return [grant, revoke];
}
