import { DEC_ONE } from "./coins";

/**
 * Arithmetic on the SDK's `LegacyDec` (math v1, used by staking, distribution, mint and gov in v0.47): a decimal with
 * 18 fractional digits, held here as its scaled BigInt (`value × 10^18`, as types/coins.ts parses and prints it).
 * Every operation gives the SDK's exact result: `Mul`, `Quo` and `RoundInt` round half to even; the `…Truncate`
 * variants, `QuoInt` and `TruncateInt` cut toward zero, `QuoRoundUp` rounds away from zero. A result outside the SDK's
 * range (|value| < 2^256, so a scaled value below 2^256 × 10^18) throws, where the SDK panics with "Int overflow".
 * Facts from cosmossdk.io/math v1.4.0 `dec.go`, the version SDK v0.47.17 requires.
 */
const MAX_DEC = (1n << 256n) * DEC_ONE - 1n;
const HALF = DEC_ONE / 2n;

/** a × b, rounded half to even to 18 digits. */
export function decMul(a: bigint, b: bigint): bigint {
  return checked(chopAndRound(a * b), "Mul");
}

/** a × b, cut toward zero to 18 digits. */
export function decMulTruncate(a: bigint, b: bigint): bigint {
  return checked((a * b) / DEC_ONE, "MulTruncate");
}

/** a ÷ b, rounded half to even to 18 digits (the SDK first divides a × 10^36 by b, cutting, then rounds). */
export function decQuo(a: bigint, b: bigint): bigint {
  return checked(chopAndRound((a * DEC_ONE * DEC_ONE) / nonZero(b)), "Quo");
}

/** a ÷ b, cut toward zero to 18 digits. */
export function decQuoTruncate(a: bigint, b: bigint): bigint {
  return checked((a * DEC_ONE) / nonZero(b), "QuoTruncate");
}

/** a + b. */
export function decAdd(a: bigint, b: bigint): bigint {
  return checked(a + b, "Add");
}

/** a − b. */
export function decSub(a: bigint, b: bigint): bigint {
  return checked(a - b, "Sub");
}

/**
 * a ÷ b to 18 digits, one added when anything is cut (staking's `TokensFromSharesRoundUp`). For positive operands that
 * is the ceiling; for negative ones the SDK's rule (it compares the signs of the remainder, the truncated quotient and
 * b) is kept as it is, so results match it everywhere.
 */
export function decQuoRoundUp(a: bigint, b: bigint): bigint {
  const scaled = a * DEC_ONE;
  const quotient = scaled / nonZero(b);
  const remainder = scaled - quotient * b;
  const up = (remainder > 0n && quotient < 0n === b < 0n) || (remainder < 0n && quotient < 0n !== b < 0n);
  return checked(up ? quotient + 1n : quotient, "QuoRoundUp");
}

/** a × n for an integer n. */
export function decMulInt(a: bigint, n: bigint): bigint {
  return checked(a * n, "MulInt");
}

/** a ÷ n for an integer n, cut toward zero. */
export function decQuoInt(a: bigint, n: bigint): bigint {
  return a / nonZero(n);
}

/** The integer part, cut toward zero. */
export function decTruncateInt(a: bigint): bigint {
  return a / DEC_ONE;
}

/** The nearest integer, half to even. */
export function decRoundInt(a: bigint): bigint {
  return chopAndRound(a);
}

/** An integer as a decimal. */
export function decFromInt(n: bigint): bigint {
  return checked(n * DEC_ONE, "FromInt");
}

/** Drops 18 digits of a value scaled by 10^36, rounding half to even; negative values mirror positive ones. */
function chopAndRound(scaled: bigint): bigint {
  if (scaled < 0n) return -chopAndRound(-scaled);
  const quotient = scaled / DEC_ONE;
  const remainder = scaled % DEC_ONE;
  if (remainder < HALF) return quotient;
  if (remainder > HALF) return quotient + 1n;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}

function checked(value: bigint, operation: string): bigint {
  if (value > MAX_DEC || value < -MAX_DEC) throw new RangeError(`decimal ${operation} out of range: |value| ≥ 2^256`);
  return value;
}

function nonZero(divisor: bigint): bigint {
  if (divisor === 0n) throw new RangeError("decimal division by zero");
  return divisor;
}

/** The smaller of two BigInts (Math.min takes numbers only). */
export function minOf(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
