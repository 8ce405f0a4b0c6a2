import type { Coin as ProtoCoin, DecCoin as ProtoDecCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { AppError } from "./errors";
import { ErrInvalidCoins } from "./sdk-errors";
import { boundedDigits } from "./bounded-digits";
import { boundedMessage } from "./bounded-message";

/** An amount of one denomination. Amounts are BigInt: the SDK's `math.Int` is a 256-bit integer. */
export interface Coin {
  readonly denom: string;
  readonly amount: bigint;
}

/** A decimal amount with 18 fractional digits, stored scaled: `amount / 10^18` (the SDK's `LegacyDec`). */
export interface DecCoin {
  readonly denom: string;
  readonly amount: bigint;
}

export const DEC_PRECISION = 18;
export const DEC_ONE = 10n ** 18n;
export const MAX_AMOUNT = (1n << 256n) - 1n;
/** The digits of MAX_AMOUNT: more is out of range before any parsing. */
const MAX_AMOUNT_DIGITS = MAX_AMOUNT.toString().length;

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/;
const INTEGER = /^[0-9]+$/;
const COIN = /^([0-9]+)\s*([a-zA-Z][a-zA-Z0-9/:._-]{2,127})$/;
const DEC_COIN = /^([0-9]+(?:\.[0-9]*)?)\s*([a-zA-Z][a-zA-Z0-9/:._-]{2,127})$/;

export function isValidDenom(denom: string): boolean {
  return DENOM.test(denom);
}

export function validateDenom(denom: string): void {
  if (!isValidDenom(denom)) throw invalid(`invalid denom: ${denom}`);
}

/** Parses an integer amount string as found in proto `Coin.amount`. */
export function parseAmount(s: string): bigint {
  if (!INTEGER.test(s)) throw invalid(`invalid amount: ${JSON.stringify(s)}`);
  const amount = boundedDigits(s, MAX_AMOUNT_DIGITS);
  if (amount === undefined || amount > MAX_AMOUNT) throw invalid(`amount ${boundedMessage(s, 100)} exceeds 256 bits`);
  return amount;
}

/** Checks the SDK's `Coins.Validate` rules: valid denoms, positive amounts, sorted by denom, no duplicates. */
export function validateCoins(coins: readonly Coin[]): void {
  for (let i = 0; i < coins.length; i++) {
    const c = coins[i]!;
    validateDenom(c.denom);
    if (c.amount <= 0n) throw invalid(`coin ${formatCoin(c)} amount is not positive`);
    if (c.amount > MAX_AMOUNT) throw invalid(`coin ${c.denom} amount exceeds 256 bits`);
    if (i > 0) {
      const prev = coins[i - 1]!.denom;
      if (prev === c.denom) throw invalid(`duplicate denomination ${c.denom}`);
      if (prev > c.denom) throw invalid(`denomination ${c.denom} is not sorted`);
    }
  }
}

/** Proto coins to BigInt coins; amounts must be integers. Does not enforce `validateCoins`. */
export function coinsFromProto(coins: readonly ProtoCoin[]): Coin[] {
  return coins.map((c) => ({ denom: c.denom, amount: parseAmount(c.amount) }));
}

export function coinsToProto(coins: readonly Coin[]): ProtoCoin[] {
  return coins.map((c) => ({ denom: c.denom, amount: c.amount.toString() }));
}

export function formatCoin(c: Coin): string {
  return `${c.amount}${c.denom}`;
}

/** The SDK's `Coins.String()`: "10uhid,5stake"; the empty set is "". */
export function formatCoins(coins: readonly Coin[]): string {
  return coins.map(formatCoin).join(",");
}

/** Parses "10uhid,5stake" (spaces around commas allowed) into sorted, validated coins. Zero amounts are dropped. */
export function parseCoins(s: string): Coin[] {
  const text = s.trim();
  if (text === "") return [];
  const coins = text.split(",").map((part) => {
    const m = COIN.exec(part.trim());
    if (m === null) throw invalid(`invalid coin expression: ${part.trim()}`);
    return { denom: m[2]!, amount: parseAmount(m[1]!) };
  });
  const sorted = sortCoins(coins.filter((c) => c.amount > 0n));
  validateCoins(sorted);
  return sorted;
}

export function sortCoins(coins: readonly Coin[]): Coin[] {
  return [...coins].sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0));
}

/** The sum of two coin sets, sorted, zero amounts removed. */
export function addCoins(a: readonly Coin[], b: readonly Coin[]): Coin[] {
  return sumCoins([a, b]);
}

/**
 * The sum of any number of coin sets, sorted once, zero amounts removed: what adding them one by one gives, in one
 * pass (a MultiSend's outputs may hold tens of thousands of denominations).
 */
export function sumCoins(sets: readonly (readonly Coin[])[]): Coin[] {
  const sums = new Map<string, bigint>();
  for (const set of sets) for (const c of set) sums.set(c.denom, (sums.get(c.denom) ?? 0n) + c.amount);
  return sortCoins([...sums].filter(([, amount]) => amount !== 0n).map(([denom, amount]) => ({ denom, amount })));
}

/** `a - b`, or undefined when any denomination would go negative (the SDK's `SafeSub`). */
export function safeSubCoins(a: readonly Coin[], b: readonly Coin[]): Coin[] | undefined {
  const negated = b.map((c) => ({ denom: c.denom, amount: -c.amount }));
  const diff = addCoins(a, negated);
  return diff.some((c) => c.amount < 0n) ? undefined : diff;
}

/** True when every coin of `b` is covered by `a` (the SDK's `IsAllGTE`). */
export function isAllGTE(a: readonly Coin[], b: readonly Coin[]): boolean {
  const have = amountsByDenom(a);
  return b.every((c) => (have.get(c.denom) ?? 0n) >= c.amount);
}

/** True when `a` holds a non-zero amount of some denomination of `b` at least as large (the SDK's `IsAnyGTE`). */
export function isAnyGTE(a: readonly Coin[], b: readonly Coin[]): boolean {
  const have = amountsByDenom(a);
  return b.some((c) => {
    const amount = have.get(c.denom) ?? 0n;
    return amount > 0n && amount >= c.amount;
  });
}

/** Each denomination's amount (the first listed where one repeats), for lookups in one pass. */
export function amountsByDenom<C extends { readonly denom: string; readonly amount: bigint }>(coins: readonly C[]): Map<string, bigint> {
  const byDenom = new Map<string, bigint>();
  for (const c of coins) if (!byDenom.has(c.denom)) byDenom.set(c.denom, c.amount);
  return byDenom;
}

/** Parses decimal coins such as minimum gas prices: "0.025uhid,1stake". */
export function parseDecCoins(s: string): DecCoin[] {
  const text = s.trim();
  if (text === "") return [];
  const coins = text.split(",").map((part) => {
    const m = DEC_COIN.exec(part.trim());
    if (m === null) throw invalid(`invalid decimal coin expression: ${part.trim()}`);
    return { denom: m[2]!, amount: parseDec(m[1]!) };
  });
  const sorted = sortCoins(coins);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i - 1]!.denom === sorted[i]!.denom) throw invalid(`duplicate denomination ${sorted[i]!.denom}`);
  }
  return sorted;
}

export function decCoinsFromProto(coins: readonly ProtoDecCoin[]): DecCoin[] {
  return coins.map((c) => ({ denom: c.denom, amount: parseAmount(c.amount) }));
}

/** A decimal string with at most 18 fractional digits, scaled by 10^18. */
export function parseDec(s: string): bigint {
  const [whole = "", frac = ""] = s.split(".");
  if (!INTEGER.test(whole) || (frac !== "" && !INTEGER.test(frac)) || frac.length > DEC_PRECISION) {
    throw invalid(`invalid decimal: ${s}`);
  }
  const integer = boundedDigits(whole, MAX_AMOUNT_DIGITS);
  if (integer === undefined) throw invalid(`invalid decimal: ${boundedMessage(s, 100)}: more than ${MAX_AMOUNT_DIGITS} integer digits`);
  return integer * DEC_ONE + BigInt(frac.padEnd(DEC_PRECISION, "0") || "0");
}

export function formatDec(scaled: bigint): string {
  const sign = scaled < 0n ? "-" : "";
  const abs = scaled < 0n ? -scaled : scaled;
  return `${sign}${abs / DEC_ONE}.${(abs % DEC_ONE).toString().padStart(DEC_PRECISION, "0")}`;
}

export function formatDecCoins(coins: readonly DecCoin[]): string {
  return coins.map((c) => `${formatDec(c.amount)}${c.denom}`).join(",");
}

/** ceil(price × gas) per denomination: the fee a transaction must offer at these gas prices. */
export function requiredFees(gasPrices: readonly DecCoin[], gas: bigint): Coin[] {
  return gasPrices.map((p) => ({ denom: p.denom, amount: (p.amount * gas + DEC_ONE - 1n) / DEC_ONE }));
}

function invalid(message: string): AppError {
  return ErrInvalidCoins.wrap(message);
}
