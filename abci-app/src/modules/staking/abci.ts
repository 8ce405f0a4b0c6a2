import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../../module-kit/context";
import { formatCoins } from "../../types/coins";
import { EVENT_COMPLETE_REDELEGATION, EVENT_COMPLETE_UNBONDING, stakingEvent } from "./events";
import { completeRedelegation, completeUnbonding } from "./keeper/delegation";
import type { StakingKeeper } from "./keeper/keeper";
import { dequeueMatureRedelegations, dequeueMatureUnbondings } from "./keeper/queues";
import { applyAndReturnValidatorSetUpdates, unbondAllMatureValidators } from "./keeper/validator-set";

/**
 * The end of every block (the SDK's `BlockValidatorUpdates`): the validator set changes CometBFT gets, then unbonding
 * validators, unbonding delegations and redelegations that matured by the block time complete.
 */
export function stakingEndBlock(ctx: Context, k: StakingKeeper): ValidatorUpdate[] {
  const updates = applyAndReturnValidatorSetUpdates(ctx, k);
  unbondAllMatureValidators(ctx, k);
  for (const pair of dequeueMatureUnbondings(ctx, ctx.time)) {
    const delegator = k.addressCodec.decode(pair.delegatorAddress, "delegator address");
    const paid = completeUnbonding(ctx, k, delegator, k.operatorCodec.decode(pair.validatorAddress, "validator address"));
    if (paid === undefined) continue;
    ctx.events.emit(stakingEvent(EVENT_COMPLETE_UNBONDING, { amount: formatCoins(paid), validator: pair.validatorAddress, delegator: pair.delegatorAddress }));
  }
  for (const triplet of dequeueMatureRedelegations(ctx, ctx.time)) {
    const delegator = k.addressCodec.decode(triplet.delegatorAddress, "delegator address");
    const src = k.operatorCodec.decode(triplet.validatorSrcAddress, "source validator address");
    const moved = completeRedelegation(ctx, k, delegator, src, k.operatorCodec.decode(triplet.validatorDstAddress, "destination validator address"));
    if (moved === undefined) continue;
    ctx.events.emit(
      stakingEvent(EVENT_COMPLETE_REDELEGATION, {
        amount: formatCoins(moved),
        delegator: triplet.delegatorAddress,
        source_validator: triplet.validatorSrcAddress,
        destination_validator: triplet.validatorDstAddress,
      }),
    );
  }
  return updates;
}
