import { formatDec, parseDec } from "../../../../abci-app/src/types/coins";
import { decFromInt, decQuoInt } from "../../../../abci-app/src/types/dec";
import { annualProvisions, blockProvision, nextInflationRate } from "../../../../abci-app/src/modules/mint/types/inflation";
import { defaultMinter, defaultMintParams } from "../../../../abci-app/src/modules/mint/types/params";

/**
 * The worked example of docs/plans/issue-16/distribution-mint.md §6, computed by hand with the SDK's 18-digit rules:
 * supply 1,000,000,000, bonded 300,000,000, inflation 0.13, default params.
 */
describe("mint's inflation schedule, against hand-computed figures", () => {
  const params = defaultMintParams("stake");
  const bondedRatio = decQuoInt(decFromInt(300_000_000n), 1_000_000_000n);

  it("moves the inflation one block's share towards the bonding goal, and mints the block's provision cut to an integer", () => {
    expect(formatDec(bondedRatio)).toBe("0.300000000000000000");
    const inflation = nextInflationRate(defaultMinter(), params, bondedRatio);
    expect(formatDec(inflation)).toBe("0.130000011374604656");
    const annual = annualProvisions(inflation, 1_000_000_000n);
    expect(formatDec(annual)).toBe("130000011.374604656000000000");
    expect(blockProvision({ inflation: inflation.toString(), annualProvisions: annual.toString() }, params)).toBe(20n);
  });

  it("stays within [inflation_min, inflation_max]", () => {
    const atMax = { inflation: parseDec("0.2").toString(), annualProvisions: "0" };
    expect(formatDec(nextInflationRate(atMax, params, 0n))).toBe("0.200000000000000000"); // nothing bonded: it would rise
    const atMin = { inflation: parseDec("0.07").toString(), annualProvisions: "0" };
    expect(formatDec(nextInflationRate(atMin, params, parseDec("1")))).toBe("0.070000000000000000"); // all bonded: it would fall
  });
});
