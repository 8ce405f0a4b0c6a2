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
  return a.length <= b.length && a.every((coin) => b.some((other) => other.denom === coin.denom && other.amount > 0n));
}
