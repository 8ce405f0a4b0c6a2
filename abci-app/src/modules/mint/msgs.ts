import type { MsgUpdateParams } from "cosmjs-types/cosmos/mint/v1beta1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { MsgRoute } from "../../module-kit/module";
import { validateAuthorityAddress, validateUnregistered } from "../../module-kit/params-update";
import type { MintKeeper } from "./keeper";
import { UPDATE_PARAMS_MSG_TYPE } from "./types/msgs";
import { validateUpdatedMintParams } from "./types/params";

/**
 * The mint module's one message, MsgUpdateParams (`x/mint/keeper/msg_server.go`): the gov account replaces the whole
 * params, from the next block's minting on. Bad params and a malformed authority are unregistered errors (code 1).
 */
export function mintMsgRoutes(keeper: MintKeeper): MsgRoute[] {
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => {
      validateAuthorityAddress(keeper.addressCodec, msg.authority);
      validateUnregistered(() => validateUpdatedMintParams(msg.params));
    },
    handle: (ctx, msg) => {
      checkAuthority(keeper.addressCodec, msg.authority);
      validateUnregistered(() => validateUpdatedMintParams(msg.params));
      keeper.setParams(ctx, msg.params);
      return {};
    },
  };
  return [updateParams];
}
