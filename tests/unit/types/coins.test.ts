import {
  addCoins,
  formatCoins,
  formatDec,
  isAllGTE,
  isAnyGTE,
  parseCoins,
  parseDec,
  parseDecCoins,
  requiredFees,
  safeSubCoins,
  sumCoins,
  validateCoins,
} from "../../../abci-app/src/types/coins";
import { ErrInvalidCoins } from "../../../abci-app/src/types/sdk-errors";

const c = (amount: bigint, denom: string) => ({ denom, amount });

describe("coins", () => {
  test("parse sorts, drops zero amounts and prints in the SDK's Coins.String() form", () => {
    const coins = parseCoins("5stake, 10uhid,0zero");
    expect(coins).toEqual([c(5n, "stake"), c(10n, "uhid")]);
    expect(formatCoins(coins)).toBe("5stake,10uhid");
    expect(parseCoins("")).toEqual([]);
  });

  test.each([
    ["10", "invalid coin expression"],
    ["10u", "invalid coin expression"],
    ["-5uhid", "invalid coin expression"],
    ["1.5uhid", "invalid coin expression"],
    ["5uhid,6uhid", "duplicate denomination uhid"],
    [`${1n << 256n}uhid`, "exceeds 256 bits"],
    [`${"9".repeat(1_000_000)}uhid`, "exceeds 256 bits"],
  ])("parse rejects %s", (text, message) => {
    let thrown: unknown;
    try {
      parseCoins(text);
    } catch (err) {
      thrown = err;
    }
    expect(ErrInvalidCoins.is(thrown)).toBe(true);
    expect((thrown as Error).message).toContain(message);
  });

  test.each([
    ["amount is not positive", [c(0n, "uhid")]],
    ["is not sorted", [c(1n, "uhid"), c(1n, "stake")]],
    ["invalid denom", [c(1n, "1bad")]],
  ])("validate rejects coins: %s", (message, coins) => {
    expect(() => validateCoins(coins)).toThrow(message);
  });

  test("an amount is measured before it is parsed: 256 bits exactly pass, leading zeros do not count, a million digits are refused at once", () => {
    const max = (1n << 256n) - 1n;
    expect(parseCoins(`${max}uhid`)).toEqual([c(max, "uhid")]);
    expect(parseCoins(`${"0".repeat(1_000_000)}7uhid`)).toEqual([c(7n, "uhid")]);
    expect(() => parseCoins(`${max + 1n}uhid`)).toThrow("exceeds 256 bits");
    expect(() => parseCoins(`${"9".repeat(1_000_000)}uhid`)).toThrow(/^amount 9{100}… \(999900 more characters\) exceeds 256 bits/);
    expect(() => parseDec(`${"1".repeat(1_000_000)}.5`)).toThrow("more than 78 integer digits");
    expect(parseDec(`${"0".repeat(1_000_000)}1.5`)).toBe(1_500_000_000_000_000_000n);
  });

  test("sumCoins adds any number of sets as adding them one by one does", () => {
    const sets = [[c(3n, "b"), c(1n, "a")], [c(-3n, "b")], [c(2n, "c")], [c(5n, "b"), c(1n, "a")], []];
    expect(sumCoins(sets)).toEqual(sets.reduce((sum, set) => addCoins(sum, set), []));
    expect(sumCoins(sets)).toEqual([c(2n, "a"), c(5n, "b"), c(2n, "c")]);
    expect(sumCoins([])).toEqual([]);
  });

  test("arithmetic", () => {
    const a = [c(10n, "stake"), c(5n, "uhid")];
    expect(addCoins(a, [c(1n, "uhid"), c(2n, "atom")])).toEqual([c(2n, "atom"), c(10n, "stake"), c(6n, "uhid")]);
    expect(safeSubCoins(a, [c(5n, "uhid")])).toEqual([c(10n, "stake")]);
    expect(safeSubCoins(a, [c(6n, "uhid")])).toBeUndefined();
    expect(safeSubCoins(a, [c(1n, "atom")])).toBeUndefined();
    expect(isAllGTE(a, [c(5n, "uhid"), c(10n, "stake")])).toBe(true);
    expect(isAllGTE(a, [c(6n, "uhid")])).toBe(false);
    expect(isAnyGTE(a, [c(6n, "uhid"), c(10n, "stake")])).toBe(true);
    expect(isAnyGTE(a, [c(6n, "uhid"), c(1n, "atom")])).toBe(false);
  });

  test("decimal gas prices and the fee they require (ceil of price × gas)", () => {
    expect(parseDec("0.025")).toBe(25n * 10n ** 15n);
    expect(formatDec(parseDec("1.5"))).toBe("1.500000000000000000");
    expect(() => parseDec("0.1234567890123456789")).toThrow("invalid decimal");
    const prices = parseDecCoins("0.025uhid");
    expect(requiredFees(prices, 200000n)).toEqual([c(5000n, "uhid")]);
    expect(requiredFees(prices, 1n)).toEqual([c(1n, "uhid")]);
    expect(requiredFees(parseDecCoins("0uhid"), 1000n)).toEqual([c(0n, "uhid")]);
  });
});
