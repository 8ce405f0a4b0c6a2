import {
  DelegatorStartingInfo,
  ValidatorAccumulatedCommission,
  ValidatorCurrentRewards,
  ValidatorHistoricalRewards,
  ValidatorOutstandingRewards,
  ValidatorSlashEvent,
} from "cosmjs-types/cosmos/distribution/v1beta1/distribution";
import { GenesisState } from "cosmjs-types/cosmos/distribution/v1beta1/genesis";
import { toSdkJson } from "../../codec/sdk-json";
import { readSdkJson } from "../../codec/sdk-json-reader";
import type { Context } from "../../module-kit/context";
import { PrefixStore } from "../../store/prefix";
import { formatCoins } from "../../types/coins";
import { addDecCoins, decCoinsFromWire, decCoinsToWire, truncateDecimal, type DecCoins } from "../../types/dec-coins";
import type { DistributionKeeper } from "./keeper/keeper";
import {
  COMMISSION_PREFIX,
  CURRENT_PREFIX,
  DISTRIBUTION_MODULE_NAME,
  HISTORICAL_PREFIX,
  OUTSTANDING_PREFIX,
  readU64,
  SLASH_EVENT_PREFIX,
  STARTING_INFO_PREFIX,
  WITHDRAW_ADDR_PREFIX,
} from "./types/keys";
import { defaultDistributionParams, validateDistributionParams } from "./types/params";

export type DistributionGenesisState = GenesisState;

export function defaultDistributionGenesis(): DistributionGenesisState {
  return GenesisState.fromPartial({ params: defaultDistributionParams(), feePool: { communityPool: [] } });
}

export const parseDistributionGenesis = (json: unknown): DistributionGenesisState => readSdkJson(GenesisState, json, { path: "distribution genesis" });
export const distributionGenesisToJson = (genesis: DistributionGenesisState): unknown => toSdkJson(GenesisState, genesis);

/** Valid params and a community pool that is not negative (the SDK's `ValidateGenesis`). */
export function validateDistributionGenesis(genesis: DistributionGenesisState): void {
  validateDistributionParams(genesis.params);
  if (decCoinsFromWire(genesis.feePool.communityPool).some((c) => c.amount < 0n)) throw new Error("negative community pool in distribution genesis");
}

/**
 * Loads every record (the SDK's `InitGenesis`); the distribution account must hold exactly the outstanding rewards and
 * the community pool, cut to whole coins.
 */
export function initDistributionGenesis(ctx: Context, k: DistributionKeeper, g: DistributionGenesisState): void {
  validateDistributionGenesis(g);
  const account = (text: string) => k.addressCodec.decode(text);
  const operator = (text: string) => k.staking.operatorCodec.decode(text);
  k.setParams(ctx, g.params);
  for (const info of g.delegatorWithdrawInfos) k.setWithdrawAddress(ctx, account(info.delegatorAddress), account(info.withdrawAddress));
  k.setCommunityPool(ctx, decCoinsFromWire(g.feePool.communityPool));
  let holdings: DecCoins = [];
  for (const record of g.outstandingRewards) {
    const rewards = decCoinsFromWire(record.outstandingRewards);
    k.setOutstanding(ctx, operator(record.validatorAddress), rewards);
    holdings = addDecCoins(holdings, rewards);
  }
  for (const record of g.validatorAccumulatedCommissions)
    k.setCommission(ctx, operator(record.validatorAddress), decCoinsFromWire(record.accumulated.commission));
  for (const record of g.validatorHistoricalRewards) {
    k.setHistorical(ctx, operator(record.validatorAddress), record.period, {
      ratio: decCoinsFromWire(record.rewards.cumulativeRewardRatio),
      referenceCount: record.rewards.referenceCount,
    });
  }
  for (const record of g.validatorCurrentRewards)
    k.setCurrent(ctx, operator(record.validatorAddress), decCoinsFromWire(record.rewards.rewards), record.rewards.period);
  for (const record of g.delegatorStartingInfos)
    k.setStartingInfo(ctx, operator(record.validatorAddress), account(record.delegatorAddress), record.startingInfo);
  for (const record of g.validatorSlashEvents) {
    k.setSlashEvent(ctx, operator(record.validatorAddress), record.height, record.period, BigInt(record.validatorSlashEvent.fraction));
  }
  holdings = addDecCoins(holdings, decCoinsFromWire(g.feePool.communityPool));
  const expected = truncateDecimal(holdings).coins;
  const moduleAccount = k.staking.accounts.getModuleAccount(ctx, DISTRIBUTION_MODULE_NAME);
  const balances = moduleAccount === undefined ? [] : k.bank.getAllBalances(ctx, moduleAccount.address);
  if (formatCoins(balances) !== formatCoins(expected)) {
    throw new Error(`distribution genesis: the module's balance ${formatCoins(balances) || "0"} does not match its holdings ${formatCoins(expected) || "0"}`);
  }
}

/** Every record as genesis. */
export function exportDistributionGenesis(ctx: Context, k: DistributionKeeper): DistributionGenesisState {
  const rows = (prefix: Uint8Array) => [...new PrefixStore(k.raw(ctx), prefix).iterator()];
  const lp = (key: Uint8Array, offset = 0) => key.subarray(offset + 1, offset + 1 + key[offset]!);
  const valoper = (bytes: Uint8Array) => k.staking.operatorCodec.encode(bytes);
  const acc = (bytes: Uint8Array) => k.addressCodec.encode(bytes);
  return {
    params: k.getParams(ctx),
    feePool: { communityPool: decCoinsToWire(k.communityPool(ctx)) },
    delegatorWithdrawInfos: rows(WITHDRAW_ADDR_PREFIX).map(([key, value]) => ({ delegatorAddress: acc(lp(key)), withdrawAddress: acc(value) })),
    previousProposer: "",
    outstandingRewards: rows(OUTSTANDING_PREFIX).map(([key, value]) => ({
      validatorAddress: valoper(lp(key)),
      outstandingRewards: ValidatorOutstandingRewards.decode(value).rewards,
    })),
    validatorAccumulatedCommissions: rows(COMMISSION_PREFIX).map(([key, value]) => ({
      validatorAddress: valoper(lp(key)),
      accumulated: ValidatorAccumulatedCommission.decode(value),
    })),
    validatorHistoricalRewards: rows(HISTORICAL_PREFIX).map(([key, value]) => {
      const operator = lp(key);
      return { validatorAddress: valoper(operator), period: readU64(key, 1 + operator.length, true), rewards: ValidatorHistoricalRewards.decode(value) };
    }),
    validatorCurrentRewards: rows(CURRENT_PREFIX).map(([key, value]) => ({
      validatorAddress: valoper(lp(key)),
      rewards: ValidatorCurrentRewards.decode(value),
    })),
    delegatorStartingInfos: rows(STARTING_INFO_PREFIX).map(([key, value]) => {
      const operator = lp(key);
      return { validatorAddress: valoper(operator), delegatorAddress: acc(lp(key, 1 + operator.length)), startingInfo: DelegatorStartingInfo.decode(value) };
    }),
    validatorSlashEvents: rows(SLASH_EVENT_PREFIX).map(([key, value]) => {
      const operator = lp(key);
      return {
        validatorAddress: valoper(operator),
        height: readU64(key, 1 + operator.length),
        period: readU64(key, 9 + operator.length),
        validatorSlashEvent: ValidatorSlashEvent.decode(value),
      };
    }),
  };
}
