import type { MsgUpdateParams } from "cosmjs-types/cosmos/consensus/v1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { MsgRoute } from "../../module-kit/module";
import { ErrInvalidRequest } from "../../types/sdk-errors";
import type { ConsensusKeeper } from "./keeper";
import { UPDATE_PARAMS_MSG_TYPE } from "./types/msgs";
import { applyUpdate, paramsUpdateOf, validateConsensusParams, type ParamsUpdate } from "./types/params";

/**
 * MsgUpdateParams's node side (`keeper/msg_server.go`): the authority must be gov's (gov 13); the block, evidence and
 * validator sections replace the stored ones, and the result must pass CometBFT's checks (sdk 18 with CometBFT's
 * text), since CometBFT applies it after the block. The app hands CometBFT the change at the end of the block.
 */
export function consensusMsgRoutes(k: ConsensusKeeper): MsgRoute[] {
  const updateOf = (msg: MsgUpdateParams): ParamsUpdate => {
    try {
      return paramsUpdateOf(msg);
    } catch (err) {
      throw ErrInvalidRequest.wrap((err as Error).message);
    }
  };
  const validated = (params: Parameters<typeof validateConsensusParams>[0]) => {
    try {
      validateConsensusParams(params);
    } catch (err) {
      throw ErrInvalidRequest.wrap((err as Error).message);
    }
    return params;
  };
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => void validated(applyUpdate(undefined, updateOf(msg))),
    handle: (ctx, msg) => {
      checkAuthority(k.addressCodec, msg.authority);
      k.set(ctx, validated(applyUpdate(k.get(ctx), updateOf(msg))));
      return {};
    },
  };
  return [updateParams];
}
