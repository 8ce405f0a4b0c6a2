import type { MsgExec, MsgGrant, MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import type { Context } from "../../module-kit/context";
import type { MsgRoute } from "../../module-kit/module";
import { ErrInvalidType, ErrUnauthorized } from "../../types/sdk-errors";
import { decodeExecMessages } from "./keeper/dispatch";
import type { AuthzKeeper } from "./keeper/keeper";
import { msgTypeUrlOf } from "./types/authorization";
import { decodeAddress, EXEC_MSG_TYPE, GRANT_MSG_TYPE, REVOKE_MSG_TYPE, validateMsgExecShape, validateMsgGrant, validateMsgRevoke } from "./types/msgs";

/** The authz messages' node side: stateless checks and handlers on top of their types (types/msgs.ts). */
export function authzMsgRoutes(keeper: AuthzKeeper): MsgRoute[] {
  const grant: MsgRoute<MsgGrant> = {
    ...GRANT_MSG_TYPE,
    validateBasic: (msg) => void validateMsgGrant(msg, keeper.addressCodec, keeper.authorizations),
    handle: (ctx, msg) => {
      handleGrant(ctx, keeper, msg);
      return {};
    },
  };
  const revoke: MsgRoute<MsgRevoke> = {
    ...REVOKE_MSG_TYPE,
    validateBasic: (msg) => validateMsgRevoke(msg, keeper.addressCodec),
    handle: (ctx, msg) => {
      const codec = keeper.addressCodec;
      keeper.deleteGrant(ctx, decodeAddress(codec, msg.granter, "granter"), decodeAddress(codec, msg.grantee, "grantee"), msg.msgTypeUrl);
      return {};
    },
  };
  const exec: MsgRoute<MsgExec> = {
    ...EXEC_MSG_TYPE,
    validateBasic: (msg) => {
      validateMsgExecShape(msg, keeper.addressCodec);
      for (const { route, msg: inner } of decodeExecMessages(keeper.router, msg.msgs)) route.validateBasic(inner);
    },
    handle: (ctx, msg) => {
      return { results: keeper.dispatchActions(ctx, decodeAddress(keeper.addressCodec, msg.grantee, "grantee"), msg.msgs) };
    },
  };
  return [grant, exec, revoke];
}

/**
 * MsgGrant (SDK v0.47 msg_server.go): the grantee gets an account if it has none (unless it is a blocked
 * address), the authorized message type must be one the app routes, then the grant is saved.
 */
function handleGrant(ctx: Context, keeper: AuthzKeeper, msg: MsgGrant): void {
  const codec = keeper.addressCodec;
  const grantee = decodeAddress(codec, msg.grantee, "grantee");
  if (!keeper.accountKeeper.hasAccount(ctx, grantee)) {
    if (keeper.bankKeeper.blockedAddr(grantee)) throw ErrUnauthorized.wrap(`${msg.grantee} is not allowed to receive funds`);
    keeper.accountKeeper.setAccount(ctx, keeper.accountKeeper.newAccountWithAddress(ctx, grantee));
  }
  const granter = decodeAddress(codec, msg.granter, "granter");
  const authorization = keeper.authorizations.unpack(msg.grant?.authorization);
  const msgTypeUrl = msgTypeUrlOf(authorization);
  if (keeper.router.route(msgTypeUrl) === undefined) throw ErrInvalidType.wrap(`${msgTypeUrl} doesn't exist.`);
  keeper.saveGrant(ctx, granter, grantee, authorization, msg.grant?.expiration);
}
