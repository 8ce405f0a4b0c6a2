import { ValidatorSlashEvent } from "cosmjs-types/cosmos/distribution/v1beta1/distribution";
import type { Context } from "../../module-kit/context";
import type { QueryRoute } from "../../module-kit/module";
import { filteredPaginate } from "../../module-kit/pagination";
import { queryRoute } from "../../module-kit/query";
import { PrefixStore } from "../../store/prefix";
import type { AddressCodec } from "../../types/address";
import { addDecCoins, decCoinsToWire, type DecCoins } from "../../types/dec-coins";
import { invalidArgument } from "../../types/query-errors";
import { ErrNoDelegationExists, ErrNoValidatorExists } from "./errors";
import { calculateDelegationRewards } from "./keeper/delegation";
import type { DistributionKeeper } from "./keeper/keeper";
import { incrementValidatorPeriod } from "./keeper/validator";
import { slashEventPrefix } from "./types/keys";
import { DISTRIBUTION_QUERY } from "./types/query";

/**
 * The `cosmos.distribution.v1beta1.Query` service as SDK v0.47 answers it (keeper/grpc_query.go). Rewards are
 * computed as a withdrawal would, on a branch that is thrown away, and are not cut to whole coins.
 */
export function distributionQueryRoutes(k: DistributionKeeper): QueryRoute[] {
  const required = (codec: AddressCodec, text: string, what: string) => {
    if (text === "") throw invalidArgument(`empty ${what}`);
    try {
      return codec.decode(text, what);
    } catch (err) {
      throw invalidArgument((err as Error).message);
    }
  };
  const delegatorArg = (text: string) => required(k.addressCodec, text, "delegator address");
  const validatorArg = (text: string) => required(k.staking.operatorCodec, text, "validator address");
  const wire = (coins: DecCoins) => decCoinsToWire(coins);

  /** A delegation's rewards now (the SDK's DelegationRewards), on a branch of `ctx`. */
  const rewardsOf = (ctx: Context, delegator: Uint8Array, operator: Uint8Array) => {
    const branch = ctx.withStore(ctx.multiStore.branch());
    const endingPeriod = incrementValidatorPeriod(branch, k, operator);
    return calculateDelegationRewards(branch, k, operator, delegator, endingPeriod);
  };

  return [
    queryRoute(DISTRIBUTION_QUERY.Params, (ctx) => ({ params: k.getParams(ctx) })),
    queryRoute(DISTRIBUTION_QUERY.ValidatorDistributionInfo, (ctx, req) => {
      const operator = validatorArg(req.validatorAddress);
      const validator = k.staking.getValidator(ctx, operator);
      if (validator === undefined) throw ErrNoValidatorExists.wrap(req.validatorAddress);
      const delegation = k.staking.getDelegation(ctx, operator, operator);
      if (delegation === undefined) throw ErrNoDelegationExists.wrap(`${req.validatorAddress} to itself`);
      return {
        operatorAddress: k.addressCodec.encode(operator),
        selfBondRewards: wire(rewardsOf(ctx, operator, operator)),
        commission: wire(k.commission(ctx, operator)),
      };
    }),
    queryRoute(DISTRIBUTION_QUERY.ValidatorOutstandingRewards, (ctx, req) => ({
      rewards: { rewards: wire(k.outstanding(ctx, validatorArg(req.validatorAddress))) },
    })),
    queryRoute(DISTRIBUTION_QUERY.ValidatorCommission, (ctx, req) => ({
      commission: { commission: wire(k.commission(ctx, validatorArg(req.validatorAddress))) },
    })),
    queryRoute(DISTRIBUTION_QUERY.ValidatorSlashes, (ctx, req) => {
      const operator = validatorArg(req.validatorAddress);
      if (req.endingHeight < req.startingHeight) throw invalidArgument("starting height greater than ending height");
      // the SDK filters on the events' periods against the heights asked for; kept as it is
      const page = filteredPaginate(new PrefixStore(k.raw(ctx), slashEventPrefix(operator)), req.pagination, (_key, bytes) => {
        const event = ValidatorSlashEvent.decode(bytes);
        return event.validatorPeriod >= req.startingHeight && event.validatorPeriod <= req.endingHeight ? event : undefined;
      });
      return { slashes: page.items, pagination: page.pagination };
    }),
    queryRoute(DISTRIBUTION_QUERY.DelegationRewards, (ctx, req) => {
      const delegator = delegatorArg(req.delegatorAddress);
      const operator = validatorArg(req.validatorAddress);
      if (k.staking.getValidator(ctx, operator) === undefined) throw ErrNoValidatorExists.wrap(req.validatorAddress);
      if (k.staking.getDelegation(ctx, delegator, operator) === undefined)
        throw ErrNoDelegationExists.wrap(`${req.delegatorAddress} to ${req.validatorAddress}`);
      return { rewards: wire(rewardsOf(ctx, delegator, operator)) };
    }),
    queryRoute(DISTRIBUTION_QUERY.DelegationTotalRewards, (ctx, req) => {
      const delegator = delegatorArg(req.delegatorAddress);
      let total: DecCoins = [];
      const rewards = k.staking.delegatorDelegations(ctx, delegator).map((delegation) => {
        const reward = rewardsOf(ctx, delegator, k.staking.operatorCodec.decode(delegation.validatorAddress));
        total = addDecCoins(total, reward);
        return { validatorAddress: delegation.validatorAddress, reward: wire(reward) };
      });
      return { rewards, total: wire(total) };
    }),
    queryRoute(DISTRIBUTION_QUERY.DelegatorValidators, (ctx, req) => ({
      validators: k.staking.delegatorDelegations(ctx, delegatorArg(req.delegatorAddress)).map((d) => d.validatorAddress),
    })),
    queryRoute(DISTRIBUTION_QUERY.DelegatorWithdrawAddress, (ctx, req) => ({
      withdrawAddress: k.addressCodec.encode(k.withdrawAddress(ctx, delegatorArg(req.delegatorAddress))),
    })),
    queryRoute(DISTRIBUTION_QUERY.CommunityPool, (ctx) => ({ pool: wire(k.communityPool(ctx)) })),
  ];
}
