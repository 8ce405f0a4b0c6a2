import { formatDec, parseDec } from "../../../abci-app/src/types/coins";
import {
  decAdd,
  decFromInt,
  decMul,
  decMulInt,
  decMulTruncate,
  decQuo,
  decQuoInt,
  decQuoRoundUp,
  decQuoTruncate,
  decRoundInt,
  decSub,
  decTruncateInt,
} from "../../../abci-app/src/types/dec";

const d = (text: string) => (text.startsWith("-") ? -parseDec(text.slice(1)) : parseDec(text));
const f = formatDec;

describe("LegacyDec arithmetic (18 digits, the SDK's rounding)", () => {
  test("products: Mul rounds half to even, MulTruncate cuts", () => {
    expect(f(decMul(d("1.5"), d("1.5")))).toBe("2.250000000000000000");
    // 5e-18 × 0.5 = 2.5e-18: a tie, to the even 2e-18; 15e-18 × 0.5 = 7.5e-18: a tie, to the even 8e-18
    expect(decMul(5n, d("0.5"))).toBe(2n);
    expect(decMul(15n, d("0.5"))).toBe(8n);
    expect(decMul(-15n, d("0.5"))).toBe(-8n);
    expect(decMulTruncate(15n, d("0.5"))).toBe(7n);
    expect(decMulTruncate(-15n, d("0.5"))).toBe(-7n);
    expect(decMul(7n, d("0.1"))).toBe(1n); // 0.7e-18 rounds up
    expect(decMulTruncate(7n, d("0.1"))).toBe(0n);
  });

  test("quotients: Quo rounds half to even, QuoTruncate and QuoInt cut toward zero", () => {
    expect(f(decQuo(d("1"), d("3")))).toBe("0.333333333333333333");
    expect(f(decQuo(d("2"), d("3")))).toBe("0.666666666666666667");
    expect(f(decQuo(d("-2"), d("3")))).toBe("-0.666666666666666667");
    expect(f(decQuoTruncate(d("2"), d("3")))).toBe("0.666666666666666666");
    expect(f(decQuoTruncate(d("-2"), d("3")))).toBe("-0.666666666666666666");
    expect(f(decQuoInt(d("10"), 4n))).toBe("2.500000000000000000");
    expect(decQuoInt(5n, 2n)).toBe(2n);
  });

  test("to integers: RoundInt half to even, TruncateInt toward zero", () => {
    expect([d("2.5"), d("3.5"), d("-2.5"), d("2.500000000000000001")].map(decRoundInt)).toEqual([2n, 4n, -2n, 3n]);
    expect([d("2.7"), d("-2.7")].map(decTruncateInt)).toEqual([2n, -2n]);
    expect(f(decFromInt(7n))).toBe("7.000000000000000000");
    expect(f(decMulInt(d("0.13"), 3n))).toBe("0.390000000000000000");
  });

  test("QuoRoundUp adds one when anything is cut, as staking's TokensFromSharesRoundUp needs", () => {
    expect(f(decQuoRoundUp(d("2"), d("3")))).toBe("0.666666666666666667");
    expect(f(decQuoRoundUp(d("1"), d("3")))).toBe("0.333333333333333334");
    expect(f(decQuoRoundUp(d("3"), d("3")))).toBe("1.000000000000000000");
    // the SDK's sign rule: a negative cut quotient gains one too (-0.66…6 → -0.66…5)
    expect(f(decQuoRoundUp(d("-2"), d("3")))).toBe("-0.666666666666666665");
  });

  test("results outside ±(2^256 × 10^18 − 1) scaled and division by zero are errors, as the SDK's panics", () => {
    const widest = (1n << 256n) * 10n ** 18n - 1n;
    expect(decMulInt(widest, 1n)).toBe(widest);
    expect(decAdd(widest - 1n, 1n)).toBe(widest);
    expect(() => decAdd(widest, 1n)).toThrow("decimal Add out of range");
    expect(() => decSub(-widest, 1n)).toThrow("decimal Sub out of range");
    expect(() => decMulInt(widest, 2n)).toThrow("decimal MulInt out of range: |value| ≥ 2^256");
    const big = decFromInt(1n << 200n);
    expect(() => decMul(big, big)).toThrow("decimal Mul out of range");
    expect(() => decQuo(d("1"), 0n)).toThrow("decimal division by zero");
    expect(() => decQuoInt(d("1"), 0n)).toThrow("decimal division by zero");
  });
});
