import { parseCoins, parseDecCoins, requiredFees, type Coin, type DecCoin } from "../../types/coins";

/** Where the fee comes from: --fees as given, or --gas-prices × the gas limit; or no fee at all. */
export type FeeSetting =
  | { readonly kind: "none" }
  | { readonly kind: "fees"; readonly coins: readonly Coin[] }
  | { readonly kind: "gas-prices"; readonly prices: readonly DecCoin[] };

/** Reads --fees and --gas-prices; giving both is an error, as in the SDK. */
export function parseFeeSetting(fees: string | undefined, gasPrices: string | undefined): FeeSetting {
  if (fees !== undefined && gasPrices !== undefined) throw new Error("cannot provide both fees and gas prices: use --fees or --gas-prices");
  if (fees !== undefined) return { kind: "fees", coins: parseFlag(fees, "--fees", parseCoins) };
  if (gasPrices !== undefined) {
    const prices = parseFlag(gasPrices, "--gas-prices", parseDecCoins);
    if (prices.length === 0) throw new Error(`invalid --gas-prices ${JSON.stringify(gasPrices)}: no gas price was given`);
    return { kind: "gas-prices", prices };
  }
  return { kind: "none" };
}

/** The fee of a transaction with this gas limit: ceil(price × gas) per denomination for gas prices, zero amounts left out. */
export function feeAmount(setting: FeeSetting, gasLimit: bigint): Coin[] {
  if (setting.kind === "none") return [];
  if (setting.kind === "fees") return [...setting.coins];
  return requiredFees(setting.prices, gasLimit).filter((c) => c.amount > 0n);
}

function parseFlag<T>(text: string, flag: string, parse: (text: string) => T): T {
  try {
    return parse(text);
  } catch (err) {
    throw new Error(`invalid ${flag} ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
}
