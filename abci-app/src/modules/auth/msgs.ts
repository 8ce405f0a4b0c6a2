import type { MsgUpdateParams } from "cosmjs-types/cosmos/auth/v1beta1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { MsgRoute } from "../../module-kit/module";
import { validateAuthorityAddress, validateUnregistered } from "../../module-kit/params-update";
import type { AuthKeeper } from "./keeper/keeper";
import { UPDATE_PARAMS_MSG_TYPE } from "./types/msgs";
import { validateAuthParams } from "./types/params";

/**
 * The auth module's one message, MsgUpdateParams (`x/auth/keeper/msg_server.go`): the gov account replaces the whole
 * params. Bad params and a malformed authority are the SDK's unregistered errors (code 1).
 */
export function authMsgRoutes(keeper: AuthKeeper): MsgRoute[] {
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => {
      validateAuthorityAddress(keeper.addressCodec, msg.authority);
      validateUnregistered(() => validateAuthParams(msg.params));
    },
    handle: (ctx, msg) => {
      checkAuthority(keeper.addressCodec, msg.authority);
      validateUnregistered(() => validateAuthParams(msg.params));
      keeper.setParams(ctx, msg.params);
      return {};
    },
  };
  return [updateParams];
}
