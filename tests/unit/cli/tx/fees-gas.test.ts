import { adjustedGas, DEFAULT_GAS_ADJUSTMENT, feeAmount, parseFeeSetting, parseGasAdjustment, parseGasSetting } from "../../../../abci-app/src/cli-kit/tx";

describe("--gas", () => {
  it("is a limit or auto", () => {
    expect(parseGasSetting("200000")).toEqual({ simulate: false, limit: 200000n });
    expect(parseGasSetting(" 0 ")).toEqual({ simulate: false, limit: 0n });
    expect(parseGasSetting("18446744073709551615")).toEqual({ simulate: false, limit: 2n ** 64n - 1n });
    expect(parseGasSetting("auto")).toEqual({ simulate: true });
  });

  it.each(["-1", "1.5", "AUTO", "", "18446744073709551616", "1e6"])("refuses %j", (text) => {
    expect(() => parseGasSetting(text)).toThrow(`invalid --gas ${JSON.stringify(text)}: expected a gas limit (an integer from 0 to 2^64-1) or auto`);
  });
});

describe("--gas-adjustment", () => {
  it("defaults to the SDK's 1.0, and multiplies the simulated gas, rounding down as the SDK's CalculateGas", () => {
    expect(DEFAULT_GAS_ADJUSTMENT).toBe("1.0");
    expect(adjustedGas(52_056n, parseGasAdjustment("1.0"))).toBe(52_056n);
    expect(adjustedGas(52_056n, parseGasAdjustment("1.4"))).toBe(72_878n); // 72878.4
    expect(adjustedGas(3n, parseGasAdjustment("1.5"))).toBe(4n); // 4.5
    expect(adjustedGas(100_000n, parseGasAdjustment("0.333333333333333333"))).toBe(33_333n);
  });

  it.each([
    ["-1", "expected a positive decimal number such as 1.3"],
    ["abc", "expected a positive decimal number such as 1.3"],
    ["1.0000000000000000001", "expected a positive decimal number such as 1.3"],
    ["0", "it must be greater than 0"],
    ["0.0", "it must be greater than 0"],
  ])("refuses %j", (text, reason) => {
    expect(() => parseGasAdjustment(text)).toThrow(`invalid --gas-adjustment ${JSON.stringify(text)}: ${reason}`);
  });
});

describe("--fees and --gas-prices", () => {
  it("without either the transaction has no fee", () => {
    expect(feeAmount(parseFeeSetting(undefined, undefined), 200000n)).toEqual([]);
  });

  it("--fees is the fee whatever the gas, sorted by denomination", () => {
    const setting = parseFeeSetting("5stake,100uhid", undefined);
    expect(feeAmount(setting, 1n)).toEqual([
      { denom: "stake", amount: 5n },
      { denom: "uhid", amount: 100n },
    ]);
    expect(feeAmount(setting, 10_000_000n)).toEqual(feeAmount(setting, 1n));
  });

  it("--gas-prices gives ceil(price × gas) per denomination, as the SDK's BuildUnsignedTx; zero amounts are left out", () => {
    expect(feeAmount(parseFeeSetting(undefined, "0.025uhid"), 200000n)).toEqual([{ denom: "uhid", amount: 5000n }]);
    expect(feeAmount(parseFeeSetting(undefined, "0.025uhid"), 52_537n)).toEqual([{ denom: "uhid", amount: 1314n }]); // 1313.425
    expect(feeAmount(parseFeeSetting(undefined, "0.01uhid,1stake"), 3n)).toEqual([
      { denom: "stake", amount: 3n },
      { denom: "uhid", amount: 1n },
    ]);
    expect(feeAmount(parseFeeSetting(undefined, "0uhid"), 200000n)).toEqual([]);
  });

  it.each([
    [["5uhid", "0.1uhid"], "cannot provide both fees and gas prices: use --fees or --gas-prices"],
    [["5 hid coins", undefined], /^invalid --fees "5 hid coins": invalid coin expression: 5 hid coins/],
    [["-5uhid", undefined], /^invalid --fees "-5uhid": /],
    [[undefined, "0.1"], /^invalid --gas-prices "0.1": invalid decimal coin expression: 0.1/],
    [[undefined, " "], 'invalid --gas-prices " ": no gas price was given'],
  ] as const)("refuses %j", ([fees, prices], message) => {
    expect(() => parseFeeSetting(fees, prices)).toThrow(message);
  });
});
