import { jsonNameOf } from "../../codec/json-names";
import { RestInputError } from "./input-error";
import { parseBool, parseBytes, parseInt64, parseUint64 } from "./scalars";

type RawQuery = Readonly<Record<string, unknown>>;

/**
 * The query string of a request, read by request field path as grpc-gateway reads it: `pagination.limit`
 * (the proto name) or `pagination.limit`'s JSON name (`pagination.countTotal` for `pagination.count_total`).
 * A singular field given twice, or a value that does not parse, is a RestInputError (400). Parameters no
 * route reads are ignored, as the SDK's gateway ignores them.
 */
export class QueryParams {
  private constructor(private readonly raw: RawQuery) {}

  /** From the parsed query string (values are strings, or arrays of strings when repeated). */
  static from(raw: unknown): QueryParams {
    return new QueryParams(raw !== null && typeof raw === "object" ? (raw as RawQuery) : {});
  }

  static empty(): QueryParams {
    return new QueryParams({});
  }

  has(name: string): boolean {
    return this.values(name).length > 0;
  }

  /** Every value given for the field, under either spelling (for repeated fields). */
  values(name: string): string[] {
    const names = new Set([name, jsonNameOf(name)]);
    const found: string[] = [];
    for (const key of names) {
      if (!Object.hasOwn(this.raw, key)) continue;
      const value = this.raw[key];
      if (typeof value === "string") found.push(value);
      else if (Array.isArray(value)) found.push(...value.filter((v): v is string => typeof v === "string"));
    }
    return found;
  }

  string(name: string): string | undefined {
    const values = this.values(name);
    if (values.length > 1) throw new RestInputError(name, `${name} is given ${values.length} times: expected one value`);
    return values[0];
  }

  uint64(name: string): bigint | undefined {
    return this.parsed(name, parseUint64);
  }

  int64(name: string): bigint | undefined {
    return this.parsed(name, parseInt64);
  }

  bool(name: string): boolean | undefined {
    return this.parsed(name, parseBool);
  }

  bytes(name: string): Uint8Array | undefined {
    return this.parsed(name, parseBytes);
  }

  private parsed<T>(name: string, parse: (param: string, text: string) => T): T | undefined {
    const text = this.string(name);
    return text === undefined ? undefined : parse(name, text);
  }
}
