import type { MsgCancelUpgrade, MsgSoftwareUpgrade } from "cosmjs-types/cosmos/upgrade/v1beta1/tx";
import { ErrInvalidSigner } from "../../module-kit/authority";
import type { MsgRoute } from "../../module-kit/module";
import type { AppError } from "../../types/errors";
import type { UpgradeKeeper } from "./keeper/keeper";
import { CANCEL_UPGRADE_MSG_TYPE, SOFTWARE_UPGRADE_MSG_TYPE } from "./types/msgs";
import { validatePlan } from "./types/plan";

/**
 * MsgSoftwareUpgrade and MsgCancelUpgrade's node side (`keeper/msg_server.go`, `types/msgs.go`): the authority must be
 * the gov account (gov 13, with x/upgrade's own wording), then the plan is scheduled (replacing any other) or dropped.
 */
export function upgradeMsgRoutes(k: UpgradeKeeper): MsgRoute[] {
  const checkAuthority = (authority: string) => {
    if (authority !== k.authority) throw ErrInvalidSigner.wrap(`expected ${k.authority} got ${authority}`);
  };
  const softwareUpgrade: MsgRoute<MsgSoftwareUpgrade> = {
    ...SOFTWARE_UPGRADE_MSG_TYPE,
    validateBasic: (msg) => {
      k.addressCodec.decode(msg.authority, "authority");
      try {
        validatePlan(msg.plan);
      } catch (err) {
        throw (err as AppError).wrap("plan");
      }
    },
    handle: (ctx, msg) => {
      checkAuthority(msg.authority);
      k.scheduleUpgrade(ctx, msg.plan);
      return {};
    },
  };
  const cancelUpgrade: MsgRoute<MsgCancelUpgrade> = {
    ...CANCEL_UPGRADE_MSG_TYPE,
    validateBasic: (msg) => void k.addressCodec.decode(msg.authority, "authority"),
    handle: (ctx, msg) => {
      checkAuthority(msg.authority);
      k.clearPlan(ctx);
      return {};
    },
  };
  return [softwareUpgrade, cancelUpgrade];
}
