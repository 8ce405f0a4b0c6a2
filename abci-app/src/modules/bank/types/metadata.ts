import type { Metadata } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import { isValidDenom } from "../../../types/coins";

export type { Metadata };

/** The native token: 1 hid = 10^6 uhid. */
export function uhidMetadata(): Metadata {
  return {
    description: "The native token of idledger",
    denomUnits: [
      { denom: "uhid", exponent: 0, aliases: ["microhid"] },
      { denom: "hid", exponent: 6, aliases: [] },
    ],
    base: "uhid",
    display: "hid",
    name: "HID",
    symbol: "HID",
    uri: "",
    uriHash: "",
  };
}

/**
 * The SDK's `Metadata.Validate`: name and symbol set, valid base and display denoms, the first unit being
 * the base with exponent 0, exponents strictly ascending, no unit or alias twice, the display unit present.
 */
export function validateMetadata(m: Metadata): void {
  const fail = (why: string) => new Error(`denom metadata ${JSON.stringify(m.base)}: ${why}`);
  if (m.name.trim() === "") throw fail("name field cannot be blank");
  if (m.symbol.trim() === "") throw fail("symbol field cannot be blank");
  if (!isValidDenom(m.base)) throw fail(`invalid base denom ${JSON.stringify(m.base)}`);
  if (!isValidDenom(m.display)) throw fail(`invalid display denom ${JSON.stringify(m.display)}`);
  const seenUnits = new Set<string>();
  let previousExponent = -1;
  m.denomUnits.forEach((unit, i) => {
    if (i === 0 && unit.denom !== m.base) throw fail(`the first denomination unit must be the base denom ${m.base}, got ${unit.denom}`);
    if (i === 0 && unit.exponent !== 0) throw fail(`the exponent of base denomination unit ${m.base} must be 0, got ${unit.exponent}`);
    if (i > 0 && unit.exponent <= previousExponent)
      throw fail(`denomination units must be sorted by ascending exponent: ${unit.denom} (${unit.exponent}) follows ${previousExponent}`);
    if (!isValidDenom(unit.denom)) throw fail(`invalid denomination unit ${JSON.stringify(unit.denom)}`);
    if (seenUnits.has(unit.denom)) throw fail(`duplicate denomination unit ${unit.denom}`);
    validateAliases(unit.denom, unit.aliases, fail);
    seenUnits.add(unit.denom);
    previousExponent = unit.exponent;
  });
  if (!seenUnits.has(m.display)) throw fail(`metadata must contain a denomination unit with display denom ${m.display}`);
}

function validateAliases(denom: string, aliases: readonly string[], fail: (why: string) => Error): void {
  const seen = new Set<string>();
  for (const alias of aliases) {
    if (alias.trim() === "") throw fail(`alias for denom unit ${denom} cannot be blank`);
    if (seen.has(alias)) throw fail(`duplicate denomination unit alias ${alias}`);
    seen.add(alias);
  }
}
