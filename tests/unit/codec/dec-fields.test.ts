import { Params as SlashingParams } from "cosmjs-types/cosmos/slashing/v1beta1/slashing";
import { Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import { Params as GovParams } from "cosmjs-types/cosmos/gov/v1/gov";
import { DecCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { readSdkJson } from "../../../abci-app/src/codec/sdk-json-reader";
import { toSdkJson } from "../../../abci-app/src/codec/sdk-json";

/** `sdk.Dec` fields hold value × 10^18 as integer text on the wire and print as 18-digit decimals, as the SDK's JSON. */
describe("sdk.Dec fields in Cosmos JSON", () => {
  it("prints a Dec string field as its decimal and reads it back to the wire form", () => {
    const validator = Validator.fromPartial({
      tokens: "1500000",
      delegatorShares: "1500000000000000000",
      commission: { commissionRates: { rate: "50000000000000000" } },
    });
    const json = toSdkJson(Validator, validator) as Record<string, any>;
    expect(json.delegator_shares).toBe("1.500000000000000000");
    expect(json.commission.commission_rates).toMatchObject({ rate: "0.050000000000000000", max_rate: "0.000000000000000000" });
    expect(json.tokens).toBe("1500000"); // math.Int: plain text both ways
    const back = readSdkJson(Validator, json);
    expect(back.delegatorShares).toBe("1500000000000000000");
    expect(back.commission.commissionRates.rate).toBe("50000000000000000");
  });

  it("handles a Dec bytes field (slashing's min_signed_per_window) and a Dec inside a DecCoin", () => {
    const params = readSdkJson(SlashingParams, { min_signed_per_window: "0.5", slash_fraction_downtime: "0.01" });
    expect(new TextDecoder().decode(params.minSignedPerWindow)).toBe("500000000000000000");
    expect(new TextDecoder().decode(params.slashFractionDowntime)).toBe("10000000000000000");
    expect((toSdkJson(SlashingParams, params) as Record<string, unknown>).min_signed_per_window).toBe("0.500000000000000000");
    expect(readSdkJson(DecCoin, { denom: "uhid", amount: "-2.25" }).amount).toBe("-2250000000000000000");
    expect(toSdkJson(DecCoin, { denom: "uhid", amount: "7" })).toEqual({ denom: "uhid", amount: "0.000000000000000007" });
  });

  it("refuses what LegacyNewDecFromStr refuses, naming the field", () => {
    expect(() => readSdkJson(Validator, { delegator_shares: "1e3" })).toThrow(
      '$.delegator_shares: expected a decimal with at most 18 digits after the point (such as "0.05"), got the string "1e3"',
    );
    expect(() => readSdkJson(Validator, { delegator_shares: "0.1234567890123456789" })).toThrow("$.delegator_shares: expected a decimal");
    expect(() => readSdkJson(Validator, { delegator_shares: 1 })).toThrow("$.delegator_shares: expected a decimal");
  });

  it("leaves a field marked only cosmos.Dec scalar (gov v1's quorum) as plain text", () => {
    expect(readSdkJson(GovParams, { quorum: "0.334000000000000000" }).quorum).toBe("0.334000000000000000");
    expect((toSdkJson(GovParams, GovParams.fromPartial({ quorum: "0.5" })) as Record<string, unknown>).quorum).toBe("0.5");
  });
});
