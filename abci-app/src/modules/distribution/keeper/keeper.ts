import {
  DelegatorStartingInfo,
  FeePool,
  Params,
  ValidatorAccumulatedCommission,
  ValidatorCurrentRewards,
  ValidatorHistoricalRewards,
  ValidatorOutstandingRewards,
  ValidatorSlashEvent,
} from "cosmjs-types/cosmos/distribution/v1beta1/distribution";
import type { Context } from "../../../module-kit/context";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { AddressCodec } from "../../../types/address";
import type { DecCoin } from "../../../types/coins";
import { decCoinsFromWire, decCoinsToWire, type DecCoins } from "../../../types/dec-coins";
import type { BankModuleKeeper } from "../../bank/keeper/keeper";
import type { StakingKeeper } from "../../staking/keeper/keeper";
import {
  commissionKey,
  currentKey,
  DISTRIBUTION_STORE_KEY,
  FEE_POOL_KEY,
  historicalKey,
  historicalPrefix,
  outstandingKey,
  PARAMS_KEY,
  slashEventHeightKey,
  slashEventKey,
  slashEventPrefix,
  startingInfoKey,
  withdrawAddrKey,
} from "../types/keys";
import { defaultDistributionParams, type DistributionParams } from "../types/params";

/** A validator's cumulative reward ratio at the end of a period, and how many references it has. */
export interface HistoricalRewards {
  readonly ratio: DecCoin[];
  readonly referenceCount: number;
}

/**
 * x/distribution state under the SDK v0.47 keys (types/keys.ts): the community pool, each validator's outstanding
 * rewards, commission, current and historical reward periods and slash events, each delegation's starting info,
 * withdraw addresses, params. The F1 rules that change them are in allocation.ts, validator.ts and delegation.ts.
 */
export class DistributionKeeper {
  constructor(
    readonly staking: StakingKeeper,
    readonly bank: BankModuleKeeper,
  ) {}

  get addressCodec(): AddressCodec {
    return this.staking.addressCodec;
  }

  getParams(ctx: Context): DistributionParams {
    const bytes = store(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultDistributionParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: DistributionParams): void {
    store(ctx).set(PARAMS_KEY, Params.encode(params).finish());
  }

  communityPool(ctx: Context): DecCoin[] {
    const bytes = store(ctx).get(FEE_POOL_KEY);
    return bytes === undefined ? [] : decCoinsFromWire(FeePool.decode(bytes).communityPool);
  }

  setCommunityPool(ctx: Context, pool: DecCoins): void {
    store(ctx).set(FEE_POOL_KEY, FeePool.encode({ communityPool: decCoinsToWire(pool) }).finish());
  }

  outstanding(ctx: Context, operator: Uint8Array): DecCoin[] {
    const bytes = store(ctx).get(outstandingKey(operator));
    return bytes === undefined ? [] : decCoinsFromWire(ValidatorOutstandingRewards.decode(bytes).rewards);
  }

  setOutstanding(ctx: Context, operator: Uint8Array, rewards: DecCoins): void {
    store(ctx).set(outstandingKey(operator), ValidatorOutstandingRewards.encode({ rewards: decCoinsToWire(rewards) }).finish());
  }

  commission(ctx: Context, operator: Uint8Array): DecCoin[] {
    const bytes = store(ctx).get(commissionKey(operator));
    return bytes === undefined ? [] : decCoinsFromWire(ValidatorAccumulatedCommission.decode(bytes).commission);
  }

  setCommission(ctx: Context, operator: Uint8Array, commission: DecCoins): void {
    store(ctx).set(commissionKey(operator), ValidatorAccumulatedCommission.encode({ commission: decCoinsToWire(commission) }).finish());
  }

  current(ctx: Context, operator: Uint8Array): { rewards: DecCoin[]; period: bigint } | undefined {
    const bytes = store(ctx).get(currentKey(operator));
    if (bytes === undefined) return undefined;
    const current = ValidatorCurrentRewards.decode(bytes);
    return { rewards: decCoinsFromWire(current.rewards), period: current.period };
  }

  setCurrent(ctx: Context, operator: Uint8Array, rewards: DecCoins, period: bigint): void {
    store(ctx).set(currentKey(operator), ValidatorCurrentRewards.encode({ rewards: decCoinsToWire(rewards), period }).finish());
  }

  historical(ctx: Context, operator: Uint8Array, period: bigint): HistoricalRewards | undefined {
    const bytes = store(ctx).get(historicalKey(operator, period));
    if (bytes === undefined) return undefined;
    const rewards = ValidatorHistoricalRewards.decode(bytes);
    return { ratio: decCoinsFromWire(rewards.cumulativeRewardRatio), referenceCount: rewards.referenceCount };
  }

  setHistorical(ctx: Context, operator: Uint8Array, period: bigint, rewards: HistoricalRewards): void {
    const value = { cumulativeRewardRatio: decCoinsToWire(rewards.ratio), referenceCount: rewards.referenceCount };
    store(ctx).set(historicalKey(operator, period), ValidatorHistoricalRewards.encode(value).finish());
  }

  deleteHistorical(ctx: Context, operator: Uint8Array, period: bigint): void {
    store(ctx).delete(historicalKey(operator, period));
  }

  startingInfo(ctx: Context, operator: Uint8Array, delegator: Uint8Array): DelegatorStartingInfo | undefined {
    const bytes = store(ctx).get(startingInfoKey(operator, delegator));
    return bytes === undefined ? undefined : DelegatorStartingInfo.decode(bytes);
  }

  setStartingInfo(ctx: Context, operator: Uint8Array, delegator: Uint8Array, info: DelegatorStartingInfo): void {
    store(ctx).set(startingInfoKey(operator, delegator), DelegatorStartingInfo.encode(info).finish());
  }

  deleteStartingInfo(ctx: Context, operator: Uint8Array, delegator: Uint8Array): void {
    store(ctx).delete(startingInfoKey(operator, delegator));
  }

  setSlashEvent(ctx: Context, operator: Uint8Array, height: bigint, period: bigint, fraction: bigint): void {
    store(ctx).set(slashEventKey(operator, height, period), ValidatorSlashEvent.encode({ validatorPeriod: period, fraction: fraction.toString() }).finish());
  }

  /** The validator's slash events with heights in [from, to], in height then period order. */
  slashEventsBetween(ctx: Context, operator: Uint8Array, from: bigint, to: bigint): { period: bigint; fraction: bigint }[] {
    const rows = store(ctx).iterator(slashEventHeightKey(operator, from), slashEventHeightKey(operator, to + 1n));
    return [...rows].map(([, bytes]) => {
      const event = ValidatorSlashEvent.decode(bytes);
      return { period: event.validatorPeriod, fraction: BigInt(event.fraction) };
    });
  }

  /** Deletes every record of a validator (AfterValidatorRemoved). */
  deleteValidatorRecords(ctx: Context, operator: Uint8Array): void {
    const s = store(ctx);
    s.delete(outstandingKey(operator));
    s.delete(commissionKey(operator));
    s.delete(currentKey(operator));
    for (const prefix of [slashEventPrefix(operator), historicalPrefix(operator)]) {
      const rows = new PrefixStore(s, prefix);
      for (const [key] of [...rows.iterator()]) rows.delete(key);
    }
  }

  /** Where a delegator's rewards go: its withdraw address, or itself. */
  withdrawAddress(ctx: Context, delegator: Uint8Array): Uint8Array {
    return store(ctx).get(withdrawAddrKey(delegator)) ?? delegator;
  }

  setWithdrawAddress(ctx: Context, delegator: Uint8Array, address: Uint8Array): void {
    store(ctx).set(withdrawAddrKey(delegator), address);
  }

  raw(ctx: Context): KVStore {
    return store(ctx);
  }
}

function store(ctx: Context): KVStore {
  return ctx.kvStore(DISTRIBUTION_STORE_KEY);
}
