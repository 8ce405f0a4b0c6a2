import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { coinsFromProto, validateCoins, type Coin } from "../../../types/coins";
import { AppError } from "../../../types/errors";
import { ErrInvalidCoins } from "../../../types/sdk-errors";

/** Coins of an allowance: valid (sorted, positive, no denom twice), else ErrInvalidCoins "<what> is invalid: …". */
export function allowanceCoins(coins: readonly ProtoCoin[], what: string): Coin[] {
  try {
    const parsed = coinsFromProto(coins);
    validateCoins(parsed);
    return parsed;
  } catch (err) {
    const why = err instanceof AppError ? err.message : String(err);
    throw ErrInvalidCoins.wrap(`${what} is invalid: ${coins.map((c) => `${c.amount}${c.denom}`).join(",")}: ${why}`);
  }
}

/** True when every denom of `a` is held by `b` (the SDK's `DenomsSubsetOf`). */
export function denomsSubsetOf(a: readonly Coin[], b: readonly Coin[]): boolean {
  if (a.length > b.length) return false;
  const held = new Set(b.filter((coin) => coin.amount > 0n).map((coin) => coin.denom));
  return a.every((coin) => held.has(coin.denom));
}
