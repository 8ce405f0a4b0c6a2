import type { Minter } from "cosmjs-types/cosmos/mint/v1beta1/mint";
import { DEC_ONE } from "../../../types/coins";
import { decFromInt, decMul, decMulInt, decQuo, decQuoInt, decTruncateInt } from "../../../types/dec";
import type { MintParams } from "./params";

const dec = (text: string) => BigInt(text === "" ? "0" : text);

/**
 * The next inflation rate (the SDK's `Minter.NextInflationRate`): it moves towards the goal by
 * (1 − bonded ratio ÷ goal) × rate change a year, one block's share at a time, within [min, max].
 */
export function nextInflationRate(minter: Minter, params: MintParams, bondedRatio: bigint): bigint {
  const perYear = decMul(DEC_ONE - decQuo(bondedRatio, dec(params.goalBonded)), dec(params.inflationRateChange));
  const perBlock = decQuo(perYear, decFromInt(params.blocksPerYear));
  let inflation = dec(minter.inflation) + perBlock;
  if (inflation > dec(params.inflationMax)) inflation = dec(params.inflationMax);
  if (inflation < dec(params.inflationMin)) inflation = dec(params.inflationMin);
  return inflation;
}

/** Annual provisions: inflation × the staking token supply (exact). */
export function annualProvisions(inflation: bigint, totalSupply: bigint): bigint {
  return decMulInt(inflation, totalSupply);
}

/** One block's provision: annual provisions ÷ blocks per year, cut to an integer. */
export function blockProvision(minter: Minter, params: MintParams): bigint {
  return decTruncateInt(decQuoInt(dec(minter.annualProvisions), params.blocksPerYear));
}
