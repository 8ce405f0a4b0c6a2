import type { MsgUnjail } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import type { MsgRoute } from "../../module-kit/module";
import { decTruncateInt } from "../../types/dec";
import { ErrInvalidAddress } from "../../types/sdk-errors";
import { isBefore } from "../../types/time";
import { unjail } from "../staking/keeper/slash";
import { consensusAddress } from "../staking/types/consensus-key";
import { tokensFromShares } from "../staking/types/validator";
import { ErrMissingSelfDelegation, ErrNoValidatorForAddress, ErrSelfDelegationTooLowToUnjail, ErrValidatorJailed, ErrValidatorNotJailed } from "./errors";
import type { SlashingKeeper } from "./keeper/keeper";
import { UNJAIL_MSG_TYPE } from "./types/msgs";

/** MsgUnjail's node side: the SDK's checks, in its order (`keeper/unjail.go`). */
export function slashingMsgRoutes(k: SlashingKeeper): MsgRoute[] {
  const operatorOf = (msg: MsgUnjail) => {
    try {
      return k.staking.operatorCodec.decode(msg.validatorAddr, "validator address");
    } catch (err) {
      throw ErrInvalidAddress.wrap(`validator input address: ${(err as Error).message}`);
    }
  };
  const unjailRoute: MsgRoute<MsgUnjail> = {
    ...UNJAIL_MSG_TYPE,
    validateBasic: (msg) => void operatorOf(msg),
    handle: (ctx, msg) => {
      const operator = operatorOf(msg);
      const validator = k.staking.getValidator(ctx, operator);
      if (validator === undefined) throw ErrNoValidatorForAddress.error();
      const selfDelegation = k.staking.getDelegation(ctx, operator, operator);
      if (selfDelegation === undefined) throw ErrMissingSelfDelegation.error();
      const tokens = decTruncateInt(tokensFromShares(validator, BigInt(selfDelegation.shares)));
      if (tokens < BigInt(validator.minSelfDelegation)) throw ErrSelfDelegationTooLowToUnjail.wrap(`${tokens} less than ${validator.minSelfDelegation}`);
      if (!validator.jailed) throw ErrValidatorNotJailed.error();
      const consAddress = consensusAddress(validator.consensusPubkey);
      const info = k.getSigningInfo(ctx, consAddress);
      if (info !== undefined && (info.tombstoned || isBefore(ctx.time, info.jailedUntil))) throw ErrValidatorJailed.error();
      unjail(ctx, k.staking, consAddress);
      return {};
    },
  };
  return [unjailRoute];
}
