import type { DecCoin as ProtoDecCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { amountsByDenom, DEC_ONE, type Coin, type DecCoin } from "./coins";
import { decMul, decMulTruncate, decQuoTruncate, minOf } from "./dec";

/**
 * The SDK's `DecCoins` arithmetic (types/dec_coin.go) on amounts scaled by 10^18: lists sorted by denom, without zero
 * amounts. Each operation keeps the SDK's rounding (`MulDec` rounds half to even, the `…Truncate` ones cut) and drops
 * the zero results, as the SDK does.
 */
export type DecCoins = readonly DecCoin[];

/** Whole coins as decimals (the SDK's `NewDecCoinsFromCoins`). */
export function decCoinsFromCoins(coins: readonly Coin[]): DecCoin[] {
  return normalize(coins.map((c) => ({ denom: c.denom, amount: c.amount * DEC_ONE })));
}

/** A stored DecCoin list (amounts as the integer text of value × 10^18). */
export function decCoinsFromWire(coins: readonly ProtoDecCoin[]): DecCoin[] {
  return coins.map((c) => ({ denom: c.denom, amount: BigInt(c.amount === "" ? "0" : c.amount) }));
}

export function decCoinsToWire(coins: DecCoins): ProtoDecCoin[] {
  return coins.map((c) => ({ denom: c.denom, amount: c.amount.toString() }));
}

export function addDecCoins(a: DecCoins, b: DecCoins): DecCoin[] {
  const sums = new Map<string, bigint>();
  for (const c of [...a, ...b]) sums.set(c.denom, (sums.get(c.denom) ?? 0n) + c.amount);
  return normalize([...sums].map(([denom, amount]) => ({ denom, amount })));
}

/** a − b; throws when any denom would go negative (the SDK's `Sub` panics). */
export function subDecCoins(a: DecCoins, b: DecCoins): DecCoin[] {
  const { result, negative } = safeSubDecCoins(a, b);
  if (negative) throw new Error("invariant: negative DecCoins after subtraction");
  return result;
}

/** a − b, and whether any denom went negative (the SDK's `SafeSub`). */
export function safeSubDecCoins(a: DecCoins, b: DecCoins): { result: DecCoin[]; negative: boolean } {
  const result = addDecCoins(
    a,
    b.map((c) => ({ denom: c.denom, amount: -c.amount })),
  );
  return { result, negative: result.some((c) => c.amount < 0n) };
}

/** Each amount × d, rounded half to even. */
export function mulDec(coins: DecCoins, d: bigint): DecCoin[] {
  return normalize(coins.map((c) => ({ denom: c.denom, amount: decMul(c.amount, d) })));
}

/** Each amount × d, cut. */
export function mulDecTruncate(coins: DecCoins, d: bigint): DecCoin[] {
  return normalize(coins.map((c) => ({ denom: c.denom, amount: decMulTruncate(c.amount, d) })));
}

/** Each amount ÷ d, cut; d must not be zero. */
export function quoDecTruncate(coins: DecCoins, d: bigint): DecCoin[] {
  if (d === 0n) throw new Error("invariant: DecCoins divided by zero");
  return normalize(coins.map((c) => ({ denom: c.denom, amount: decQuoTruncate(c.amount, d) })));
}

/** For each denom of `a`, the smaller of the two amounts (the SDK's `Intersect`). */
export function intersectDecCoins(a: DecCoins, b: DecCoins): DecCoin[] {
  const inB = amountsByDenom(b);
  return normalize(a.map((c) => ({ denom: c.denom, amount: minOf(c.amount, inB.get(c.denom) ?? 0n) })));
}

/** The whole coins and the fractional change (the SDK's `TruncateDecimal`), both without zeros. */
export function truncateDecimal(coins: DecCoins): { coins: Coin[]; change: DecCoin[] } {
  const whole = coins.map((c) => ({ denom: c.denom, amount: c.amount / DEC_ONE }));
  const change = coins.map((c) => ({ denom: c.denom, amount: c.amount % DEC_ONE }));
  return { coins: whole.filter((c) => c.amount !== 0n), change: normalize(change) };
}

export function isZeroDecCoins(coins: DecCoins): boolean {
  return coins.every((c) => c.amount === 0n);
}

function normalize(coins: DecCoin[]): DecCoin[] {
  return coins.filter((c) => c.amount !== 0n).sort((x, y) => (x.denom < y.denom ? -1 : x.denom > y.denom ? 1 : 0));
}
