import type { VoteInfo } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../../../module-kit/context";
import { DEC_ONE, formatDecCoins } from "../../../types/coins";
import { decFromInt, decQuoTruncate, decSub } from "../../../types/dec";
import { addDecCoins, decCoinsFromCoins, mulDec, mulDecTruncate, subDecCoins, type DecCoins } from "../../../types/dec-coins";
import { FEE_COLLECTOR } from "../../../tx/expected-keepers";
import { commissionEvent, rewardsEvent } from "../events";
import { DISTRIBUTION_MODULE_NAME } from "../types/keys";
import type { DistributionKeeper } from "./keeper";

/**
 * The fees and new coins of the fee collector go to the validators that voted in the previous block, by power (the
 * SDK's `AllocateTokens`): all of it moves to the distribution account; the community tax, what validators staking
 * does not know would have had, and every cut fraction stay in the community pool; with no power at all, everything.
 */
export function allocateTokens(ctx: Context, k: DistributionKeeper, totalPower: bigint, votes: readonly VoteInfo[]): void {
  const feeCollector = k.staking.accounts.getModuleAddress(FEE_COLLECTOR)!;
  const feesInt = k.bank.getAllBalances(ctx, feeCollector);
  const fees = decCoinsFromCoins(feesInt);
  if (feesInt.length > 0) k.bank.sendCoinsFromModuleToModule(ctx, FEE_COLLECTOR, DISTRIBUTION_MODULE_NAME, feesInt);
  if (totalPower === 0n) {
    k.setCommunityPool(ctx, addDecCoins(k.communityPool(ctx), fees));
    return;
  }
  let remaining: DecCoins = fees;
  const params = k.getParams(ctx);
  const feeMultiplier = mulDecTruncate(fees, decSub(DEC_ONE, BigInt(params.communityTax || "0")));
  for (const vote of votes) {
    const validator = k.staking.getValidatorByConsAddr(ctx, vote.validator.address);
    if (validator === undefined) continue;
    const fraction = decQuoTruncate(decFromInt(vote.validator.power), decFromInt(totalPower));
    const reward = mulDecTruncate(feeMultiplier, fraction);
    allocateTokensToValidator(ctx, k, k.staking.operatorOf(validator), BigInt(validator.commission.commissionRates.rate || "0"), reward);
    remaining = subDecCoins(remaining, reward);
  }
  k.setCommunityPool(ctx, addDecCoins(k.communityPool(ctx), remaining));
}

/** A validator's share: its commission (rounded), the rest to its delegators' current period. */
export function allocateTokensToValidator(ctx: Context, k: DistributionKeeper, operator: Uint8Array, commissionRate: bigint, tokens: DecCoins): void {
  const commission = mulDec(tokens, commissionRate);
  const shared = subDecCoins(tokens, commission);
  const validator = k.staking.operatorCodec.encode(operator);
  ctx.events.emit(commissionEvent(formatDecCoins(commission), validator));
  k.setCommission(ctx, operator, addDecCoins(k.commission(ctx, operator), commission));
  const current = k.current(ctx, operator);
  if (current === undefined) throw new Error("invariant: allocating to a validator without current rewards");
  k.setCurrent(ctx, operator, addDecCoins(current.rewards, shared), current.period);
  ctx.events.emit(rewardsEvent(formatDecCoins(tokens), validator));
  k.setOutstanding(ctx, operator, addDecCoins(k.outstanding(ctx, operator), tokens));
}
