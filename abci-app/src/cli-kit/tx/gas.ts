import { DEC_ONE, formatDec, parseDec } from "../../types/coins";
import { parseUint64 } from "../query/flags";

/** The SDK's default gas limit (`flags.DefaultGasLimit`). */
export const DEFAULT_GAS_LIMIT = 200000n;
/** The SDK's default --gas-adjustment (`flags.DefaultGasAdjustment`); cosmjs multiplies by 1.4 instead. */
export const DEFAULT_GAS_ADJUSTMENT = "1.0";

/** --gas: a limit, or `auto` to simulate the transaction and take the gas it used times --gas-adjustment. */
export type GasSetting = { readonly simulate: true } | { readonly simulate: false; readonly limit: bigint };

export function parseGasSetting(text: string): GasSetting {
  const value = text.trim();
  if (value === "auto") return { simulate: true };
  try {
    return { simulate: false, limit: parseUint64(value) };
  } catch {
    throw new Error(`invalid --gas ${JSON.stringify(text)}: expected a gas limit (an integer from 0 to 2^64-1) or auto`);
  }
}

/** --gas-adjustment as a decimal scaled by 10^18; it must be positive. */
export function parseGasAdjustment(text: string): bigint {
  let scaled: bigint;
  try {
    scaled = parseDec(text.trim());
  } catch {
    throw new Error(`invalid --gas-adjustment ${JSON.stringify(text)}: expected a positive decimal number such as 1.3`);
  }
  if (scaled === 0n) throw new Error(`invalid --gas-adjustment ${JSON.stringify(text)}: it must be greater than 0`);
  return scaled;
}

/** The gas limit for a simulated use: gas used × adjustment, rounded down, as the SDK's `CalculateGas`. */
export function adjustedGas(gasUsed: bigint, adjustment: bigint): bigint {
  return (gasUsed * adjustment) / DEC_ONE;
}

/** The adjustment as the user would write it: "1.3". */
export function formatGasAdjustment(adjustment: bigint): string {
  return formatDec(adjustment).replace(/\.?0+$/, "");
}
