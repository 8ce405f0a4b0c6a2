import { MsgExec, MsgExecResponse, MsgGrant, MsgGrantResponse, MsgRevoke, MsgRevokeResponse } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import type { Context } from "../../types/context";
import { packAny, type MsgRoute } from "../../types/module";
import { ErrInvalidType, ErrUnauthorized } from "../../types/sdk-errors";
import { decodeExecMessages } from "./keeper/dispatch";
import type { AuthzKeeper } from "./keeper/keeper";
import { msgTypeUrlOf } from "./types/authorization";
import {
  decodeAddress,
  MSG_EXEC_RESPONSE_TYPE_URL,
  MSG_EXEC_TYPE_URL,
  MSG_GRANT_RESPONSE_TYPE_URL,
  MSG_GRANT_TYPE_URL,
  MSG_REVOKE_RESPONSE_TYPE_URL,
  MSG_REVOKE_TYPE_URL,
  validateMsgExecShape,
  validateMsgGrant,
  validateMsgRevoke,
} from "./types/msgs";

/** The authz messages: wire identity, signer, stateless checks and handler, in one table. */
export function authzMsgRoutes(keeper: AuthzKeeper): MsgRoute[] {
  const grant: MsgRoute<MsgGrant> = {
    typeUrl: MSG_GRANT_TYPE_URL,
    codec: MsgGrant,
    aminoName: "cosmos-sdk/MsgGrant",
    signers: (msg) => [msg.granter],
    validateBasic: (msg) => void validateMsgGrant(msg, keeper.addressCodec, keeper.authorizations),
    handle: (ctx, msg) => {
      handleGrant(ctx, keeper, msg);
      return packAny(MSG_GRANT_RESPONSE_TYPE_URL, MsgGrantResponse, {});
    },
  };
  const revoke: MsgRoute<MsgRevoke> = {
    typeUrl: MSG_REVOKE_TYPE_URL,
    codec: MsgRevoke,
    aminoName: "cosmos-sdk/MsgRevoke",
    signers: (msg) => [msg.granter],
    validateBasic: (msg) => validateMsgRevoke(msg, keeper.addressCodec),
    handle: (ctx, msg) => {
      const codec = keeper.addressCodec;
      keeper.deleteGrant(ctx, decodeAddress(codec, msg.granter, "granter"), decodeAddress(codec, msg.grantee, "grantee"), msg.msgTypeUrl);
      return packAny(MSG_REVOKE_RESPONSE_TYPE_URL, MsgRevokeResponse, {});
    },
  };
  const exec: MsgRoute<MsgExec> = {
    typeUrl: MSG_EXEC_TYPE_URL,
    codec: MsgExec,
    aminoName: "cosmos-sdk/MsgExec",
    signers: (msg) => [msg.grantee],
    validateBasic: (msg) => {
      validateMsgExecShape(msg, keeper.addressCodec);
      for (const { route, msg: inner } of decodeExecMessages(keeper.router, msg.msgs)) route.validateBasic(inner);
    },
    handle: (ctx, msg) => {
      const results = keeper.dispatchActions(ctx, decodeAddress(keeper.addressCodec, msg.grantee, "grantee"), msg.msgs);
      return packAny(MSG_EXEC_RESPONSE_TYPE_URL, MsgExecResponse, { results });
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
