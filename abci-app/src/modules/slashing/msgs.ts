import type { MsgUnjail, MsgUpdateParams } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { MsgRoute } from "../../module-kit/module";
import { validateAuthorityAddress, validateUnregistered } from "../../module-kit/params-update";
import { decTruncateInt } from "../../types/dec";
import { ErrInvalidAddress } from "../../types/sdk-errors";
import { isBefore } from "../../types/time";
import { unjail } from "../staking/keeper/slash";
import { consensusAddress } from "../staking/types/consensus-key";
import { tokensFromShares } from "../staking/types/validator";
import { ErrMissingSelfDelegation, ErrNoValidatorForAddress, ErrSelfDelegationTooLowToUnjail, ErrValidatorJailed, ErrValidatorNotJailed } from "./errors";
import type { SlashingKeeper } from "./keeper/keeper";
import { UNJAIL_MSG_TYPE, UPDATE_PARAMS_MSG_TYPE } from "./types/msgs";
import { validateUpdatedSlashingParams } from "./types/params";

/**
 * MsgUnjail's node side: the SDK's checks, in its order (`keeper/unjail.go`); MsgUpdateParams: the gov account replaces
 * the whole params, bad ones and a malformed authority being unregistered errors (code 1).
 */
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
  const codec = k.staking.addressCodec;
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => {
      validateAuthorityAddress(codec, msg.authority);
      validateUnregistered(() => validateUpdatedSlashingParams(msg.params));
    },
    handle: (ctx, msg) => {
      checkAuthority(codec, msg.authority);
      validateUnregistered(() => validateUpdatedSlashingParams(msg.params));
      k.setParams(ctx, msg.params);
      return {};
    },
  };
  return [unjailRoute, updateParams];
}
