import { getOption, hasOption, ScalarType, type DescField, type FileRegistry, type JsonValue } from "@bufbuild/protobuf";
import { formatDec } from "../types/coins";

/**
 * The SDK's `sdk.Dec` fields: a string (or bytes) field with `(gogoproto.customtype)` naming a Dec type
 * (`github.com/cosmos/cosmos-sdk/types.Dec`, `Dec`, `cosmossdk.io/math.LegacyDec`). On the wire they hold the
 * integer text of value × 10^18 ("50000000000000000"); in JSON, the decimal with 18 digits ("0.050000000000000000").
 * A field marked only `(cosmos_proto.scalar) = "cosmos.Dec"` (gov v1's tally params) is plain text both ways.
 */
export class DecFields {
  private readonly customtype;

  constructor(registry: FileRegistry) {
    this.customtype = registry.getExtension("gogoproto.customtype");
  }

  isDec(field: DescField): boolean {
    return this.customtypeMatches(field, /(^|\.)(Legacy)?Dec$/);
  }

  /** A bytes field holding an `sdk.Int` as text (staking genesis' last_total_power): JSON has the text itself. */
  isIntBytes(field: DescField): boolean {
    return field.scalar === ScalarType.BYTES && this.customtypeMatches(field, /(^|\.)Int$/);
  }

  private customtypeMatches(field: DescField, pattern: RegExp): boolean {
    if (field.scalar !== ScalarType.STRING && field.scalar !== ScalarType.BYTES) return false;
    if (this.customtype === undefined || !hasOption(field, this.customtype)) return false;
    return pattern.test(getOption(field, this.customtype) as string);
  }
}

/** The JSON of a Dec field's wire value: empty (Go's nil Dec) prints as zero, as the SDK's MarshalJSON does. */
export function decJson(value: string | Uint8Array): JsonValue {
  const text = typeof value === "string" ? value : new TextDecoder().decode(value);
  if (text === "") return formatDec(0n);
  if (!/^-?[0-9]+$/.test(text)) return text;
  return formatDec(BigInt(text));
}

const DEC_TEXT = /^(-?)([0-9]+)(?:\.([0-9]{1,18}))?$/;

/**
 * A Dec field's wire value from its JSON text, as the SDK's `LegacyNewDecFromStr` reads it (an optional minus,
 * digits, and at most 18 after the point); undefined when the text is not such a decimal.
 */
export function decWireValue(text: string, scalar: ScalarType): JsonValue | undefined {
  const match = DEC_TEXT.exec(text);
  if (match === null) return undefined;
  const [, sign, whole, fraction = ""] = match;
  const scaled = BigInt(`${whole}${fraction.padEnd(18, "0")}`);
  const integer = `${sign === "-" && scaled !== 0n ? "-" : ""}${scaled}`;
  return scalar === ScalarType.BYTES ? Buffer.from(integer).toString("base64") : integer;
}

/** The JSON of an Int held as text in a bytes field: the text ("0" when empty, Go's nil Int). */
export function intBytesJson(value: Uint8Array): JsonValue {
  return value.length === 0 ? "0" : new TextDecoder().decode(value);
}

/** An Int bytes field's wire value (base64 of the text) from its JSON text; undefined when not an integer. */
export function intBytesWireValue(text: string): JsonValue | undefined {
  return /^-?[0-9]{1,80}$/.test(text) ? Buffer.from(text).toString("base64") : undefined;
}
