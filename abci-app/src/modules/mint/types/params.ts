import type { Minter, Params } from "cosmjs-types/cosmos/mint/v1beta1/mint";
import { decParam } from "../../../module-kit/params-update";
import { DEC_ONE, validateDenom } from "../../../types/coins";

export type MintParams = Params;

const dec = (text: string) => BigInt(text === "" ? "0" : text);

/** The SDK's defaults, minting uhid: inflation between 7% and 20%, moving by at most 13% a year towards 67% bonded. */
export function defaultMintParams(mintDenom = "uhid"): MintParams {
  return {
    mintDenom,
    inflationRateChange: ((DEC_ONE * 13n) / 100n).toString(),
    inflationMax: ((DEC_ONE * 20n) / 100n).toString(),
    inflationMin: ((DEC_ONE * 7n) / 100n).toString(),
    goalBonded: ((DEC_ONE * 67n) / 100n).toString(),
    blocksPerYear: 6_311_520n, // 60 × 60 × 8766 / 5: a block every 5 s
  };
}

/** The SDK's genesis minter: 13% inflation, no provisions yet. */
export function defaultMinter(): Minter {
  return { inflation: ((DEC_ONE * 13n) / 100n).toString(), annualProvisions: "0" };
}

/** The SDK's `Params.Validate`: throws an Error naming the first bad field. */
export function validateMintParams(params: MintParams): void {
  if (params.mintDenom.trim() === "") throw new Error("mint denom cannot be blank");
  validateDenom(params.mintDenom);
  const fraction = (text: string, name: string) => {
    const value = dec(text);
    if (value < 0n) throw new Error(`${name} cannot be negative: ${text}`);
    if (value > DEC_ONE) throw new Error(`${name} too large: ${text}`);
  };
  fraction(params.inflationRateChange, "inflation rate change");
  fraction(params.inflationMax, "max inflation");
  fraction(params.inflationMin, "min inflation");
  const goal = dec(params.goalBonded);
  if (goal <= 0n) throw new Error(`goal bonded must be positive: ${params.goalBonded}`);
  if (goal > DEC_ONE) throw new Error(`goal bonded too large: ${params.goalBonded}`);
  if (params.blocksPerYear === 0n) throw new Error("blocks per year must be positive: 0");
  if (dec(params.inflationMax) < dec(params.inflationMin)) throw new Error("max inflation must be greater than or equal to min inflation");
}

/** What MsgUpdateParams must pass: `Params.Validate`, where an empty rate is Go's nil Dec (refused). */
export function validateUpdatedMintParams(params: MintParams): void {
  decParam(params.inflationRateChange, "inflation rate change");
  decParam(params.inflationMax, "max inflation");
  decParam(params.inflationMin, "min inflation");
  decParam(params.goalBonded, "goal bonded");
  validateMintParams(params);
}

export function validateMinter(minter: Minter): void {
  if (dec(minter.inflation) < 0n) throw new Error(`mint parameter Inflation should be positive, is ${minter.inflation}`);
}
