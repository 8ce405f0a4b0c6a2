import { BondStatus, Delegation, type Redelegation, UnbondingDelegation, Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { Context } from "../../module-kit/context";
import type { QueryRoute } from "../../module-kit/module";
import { filteredPaginate, paginate } from "../../module-kit/pagination";
import { queryRoute } from "../../module-kit/query";
import type { AddressCodec } from "../../types/address";
import { decTruncateInt } from "../../types/dec";
import { invalidArgument, notFound } from "../../types/query-errors";
import type { StakingKeeper } from "./keeper/keeper";
import { prefixed } from "./keeper/store";
import {
  DELEGATION_PREFIX,
  delegationsPrefix,
  redBySrcPrefix,
  redelegationsPrefix,
  ubdByValidatorPrefix,
  unbondingDelegationsPrefix,
  VALIDATORS_PREFIX,
  addressesOfKey,
} from "./types/keys";
import { STAKING_QUERY } from "./types/query";
import { tokensFromShares } from "./types/validator";

const STATUS_NAMES: Readonly<Record<string, BondStatus>> = {
  BOND_STATUS_UNBONDED: BondStatus.BOND_STATUS_UNBONDED,
  BOND_STATUS_UNBONDING: BondStatus.BOND_STATUS_UNBONDING,
  BOND_STATUS_BONDED: BondStatus.BOND_STATUS_BONDED,
};

/**
 * The `cosmos.staking.v1beta1.Query` service as SDK v0.47 answers it (keeper/grpc_query.go): the same pagination
 * stores, NotFound for a missing validator, delegation or unbonding delegation, InvalidArgument for empty or bad
 * arguments. Delegations come with their balance: the tokens their shares are worth now, cut to an integer.
 */
export function stakingQueryRoutes(k: StakingKeeper): QueryRoute[] {
  const required = (codec: AddressCodec, text: string, what: string) => {
    if (text === "") throw invalidArgument(`${what} cannot be empty`);
    try {
      return codec.decode(text, what);
    } catch (err) {
      throw invalidArgument((err as Error).message);
    }
  };
  const delegatorArg = (text: string) => required(k.addressCodec, text, "delegator address");
  const validatorArg = (text: string) => required(k.operatorCodec, text, "validator address");
  const delegationResponse = (ctx: Context, delegation: Delegation) => {
    const validator = k.getValidator(ctx, k.operatorCodec.decode(delegation.validatorAddress));
    const amount = validator === undefined ? 0n : decTruncateInt(tokensFromShares(validator, BigInt(delegation.shares)));
    return { delegation, balance: { denom: k.bondDenom(ctx), amount: amount.toString() } };
  };
  const redelegationResponse = (ctx: Context, redelegation: Redelegation) => {
    const dst = k.getValidator(ctx, k.operatorCodec.decode(redelegation.validatorDstAddress));
    return {
      redelegation,
      entries: redelegation.entries.map((entry) => ({
        redelegationEntry: entry,
        balance: (dst === undefined ? 0n : decTruncateInt(tokensFromShares(dst, BigInt(entry.sharesDst)))).toString(),
      })),
    };
  };

  return [
    queryRoute(STAKING_QUERY.Validators, (ctx, req) => {
      const status = req.status === "" ? undefined : STATUS_NAMES[req.status];
      if (req.status !== "" && status === undefined) throw invalidArgument(`invalid validator status ${req.status}`);
      const page = filteredPaginate(prefixed(ctx, VALIDATORS_PREFIX), req.pagination, (_key, bytes) => {
        const validator = Validator.decode(bytes);
        return status === undefined || validator.status === status ? validator : undefined;
      });
      return { validators: page.items, pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.Validator, (ctx, req) => {
      const validator = k.getValidator(ctx, validatorArg(req.validatorAddr));
      if (validator === undefined) throw notFound(`validator ${req.validatorAddr} not found`);
      return { validator };
    }),
    queryRoute(STAKING_QUERY.ValidatorDelegations, (ctx, req) => {
      validatorArg(req.validatorAddr);
      const page = filteredPaginate(prefixed(ctx, DELEGATION_PREFIX), req.pagination, (_key, bytes) => {
        const delegation = Delegation.decode(bytes);
        return delegation.validatorAddress === req.validatorAddr ? delegation : undefined;
      });
      return { delegationResponses: page.items.map((d) => delegationResponse(ctx, d)), pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.ValidatorUnbondingDelegations, (ctx, req) => {
      const operator = validatorArg(req.validatorAddr);
      const page = paginate(prefixed(ctx, ubdByValidatorPrefix(operator)), req.pagination, (key) => k.getUnbondingDelegation(ctx, key.subarray(1), operator)!);
      return { unbondingResponses: page.items, pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.Delegation, (ctx, req) => {
      const delegator = delegatorArg(req.delegatorAddr);
      const delegation = k.getDelegation(ctx, delegator, validatorArg(req.validatorAddr));
      if (delegation === undefined) throw notFound(`delegation with delegator ${req.delegatorAddr} not found for validator ${req.validatorAddr}`);
      return { delegationResponse: delegationResponse(ctx, delegation) };
    }),
    queryRoute(STAKING_QUERY.UnbondingDelegation, (ctx, req) => {
      const delegator = delegatorArg(req.delegatorAddr);
      const unbond = k.getUnbondingDelegation(ctx, delegator, validatorArg(req.validatorAddr));
      if (unbond === undefined) throw notFound(`unbonding delegation with delegator ${req.delegatorAddr} not found for validator ${req.validatorAddr}`);
      return { unbond };
    }),
    queryRoute(STAKING_QUERY.DelegatorDelegations, (ctx, req) => {
      const page = paginate(prefixed(ctx, delegationsPrefix(delegatorArg(req.delegatorAddr))), req.pagination, (_key, bytes) => Delegation.decode(bytes));
      return { delegationResponses: page.items.map((d) => delegationResponse(ctx, d)), pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.DelegatorUnbondingDelegations, (ctx, req) => {
      const store = prefixed(ctx, unbondingDelegationsPrefix(delegatorArg(req.delegatorAddr)));
      const page = paginate(store, req.pagination, (_key, bytes) => UnbondingDelegation.decode(bytes));
      return { unbondingResponses: page.items, pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.Redelegations, (ctx, req) => {
      if (req.delegatorAddr !== "" && req.srcValidatorAddr !== "" && req.dstValidatorAddr !== "") {
        const delegator = delegatorArg(req.delegatorAddr);
        const red = k.getRedelegation(ctx, delegator, validatorArg(req.srcValidatorAddr), validatorArg(req.dstValidatorAddr));
        if (red === undefined)
          throw notFound(`redelegation not found for delegator address ${req.delegatorAddr} from validator address ${req.srcValidatorAddr}`);
        return { redelegationResponses: [redelegationResponse(ctx, red)], pagination: undefined };
      }
      if (req.delegatorAddr === "" && req.srcValidatorAddr !== "" && req.dstValidatorAddr === "") {
        const src = validatorArg(req.srcValidatorAddr);
        const page = paginate(prefixed(ctx, redBySrcPrefix(src)), req.pagination, (key) => {
          const [delegator, dst] = addressesOfKey(key, 2) as [Uint8Array, Uint8Array];
          return k.getRedelegation(ctx, delegator, src, dst)!;
        });
        return { redelegationResponses: page.items.map((r) => redelegationResponse(ctx, r)), pagination: page.pagination };
      }
      const page = paginate(prefixed(ctx, redelegationsPrefix(delegatorArg(req.delegatorAddr))), req.pagination, (key) => {
        const [src, dst] = addressesOfKey(key, 2) as [Uint8Array, Uint8Array];
        return k.getRedelegation(ctx, k.addressCodec.decode(req.delegatorAddr), src, dst)!;
      });
      return { redelegationResponses: page.items.map((r) => redelegationResponse(ctx, r)), pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.DelegatorValidators, (ctx, req) => {
      const page = paginate(prefixed(ctx, delegationsPrefix(delegatorArg(req.delegatorAddr))), req.pagination, (_key, bytes) => {
        const delegation = Delegation.decode(bytes);
        return k.mustGetValidator(ctx, k.operatorCodec.decode(delegation.validatorAddress));
      });
      return { validators: page.items, pagination: page.pagination };
    }),
    queryRoute(STAKING_QUERY.DelegatorValidator, (ctx, req) => {
      const delegator = delegatorArg(req.delegatorAddr);
      const operator = validatorArg(req.validatorAddr);
      if (k.getDelegation(ctx, delegator, operator) === undefined)
        throw notFound(`delegation with delegator ${req.delegatorAddr} not found for validator ${req.validatorAddr}`);
      return { validator: k.mustGetValidator(ctx, operator) };
    }),
    queryRoute(STAKING_QUERY.HistoricalInfo, (_ctx, req) => {
      if (req.height < 0n) throw invalidArgument("height cannot be negative");
      throw notFound(`historical info for height ${req.height} not found`);
    }),
    queryRoute(STAKING_QUERY.Pool, (ctx) => ({
      pool: { notBondedTokens: k.notBondedPoolBalance(ctx).toString(), bondedTokens: k.bondedPoolBalance(ctx).toString() },
    })),
    queryRoute(STAKING_QUERY.Params, (ctx) => ({ params: k.getParams(ctx) })),
  ];
}
