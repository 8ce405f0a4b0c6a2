import { RestInputError } from "../../../abci-app/src/module-kit/rest/input-error";
import { pageRequest } from "../../../abci-app/src/module-kit/rest/pagination";
import { QueryParams } from "../../../abci-app/src/module-kit/rest/query-params";
import { parseBool, parseBytes, parseInt64, parseUint64 } from "../../../abci-app/src/module-kit/rest/scalars";

const params = (raw: Record<string, string | string[]>) => QueryParams.from(raw);

describe("scalar parameters (grpc-gateway's parsing rules)", () => {
  test.each([
    ["0", 0n],
    ["007", 7n],
    ["18446744073709551615", 18446744073709551615n],
  ])("uint64 %s", (text, value) => expect(parseUint64("n", text)).toBe(value));

  test.each(["", "abc", "-1", "+1", "1.5", "1e3", " 1", "0x10", "18446744073709551616"])("uint64 refuses %j", (text) => {
    expect(() => parseUint64("pagination.limit", text)).toThrow(RestInputError);
  });

  test("int64 takes a sign and stops at the int64 range", () => {
    expect(parseInt64("id", "-5")).toBe(-5n);
    expect(parseInt64("id", "+5")).toBe(5n);
    expect(() => parseInt64("id", "9223372036854775808")).toThrow(/64-bit integer/);
    expect(() => parseInt64("id", "-9223372036854775809")).toThrow(RestInputError);
  });

  test.each([
    ["true", true],
    ["True", true],
    ["TRUE", true],
    ["t", true],
    ["1", true],
    ["false", false],
    ["F", false],
    ["0", false],
  ])("bool %s", (text, value) => expect(parseBool("b", text)).toBe(value));

  test.each(["", "yes", "tru", "2"])("bool refuses %j", (text) => expect(() => parseBool("count", text)).toThrow(/invalid count/));

  test("bytes are base64 in either alphabet, padding optional, a space standing for +", () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0x01]);
    for (const text of ["+/8B", "-_8B", " /8B"]) expect(parseBytes("k", text)).toEqual(bytes);
    expect(parseBytes("k", "AQ==")).toEqual(Uint8Array.from([1]));
    expect(parseBytes("k", "AQ")).toEqual(Uint8Array.from([1]));
    expect(parseBytes("k", "")).toEqual(new Uint8Array());
  });

  test.each(["A", "AQ=x", "a*b=", "AAAAA"])("bytes refuse %j", (text) => expect(() => parseBytes("pagination.key", text)).toThrow(/expected base64/));

  test("the error names the parameter and the value, shortened", () => {
    expect(() => parseUint64("pagination.limit", "ten")).toThrow('invalid pagination.limit "ten": expected an unsigned integer');
    const long = "x".repeat(500);
    expect(() => parseUint64("n", long)).toThrow(/^invalid n "x{64}…"/);
  });
});

describe("QueryParams", () => {
  test("reads a field under its proto name or its JSON name", () => {
    expect(params({ "pagination.count_total": "true" }).bool("pagination.count_total")).toBe(true);
    expect(params({ "pagination.countTotal": "true" }).bool("pagination.count_total")).toBe(true);
    expect(params({ account_id: "4" }).uint64("account_id")).toBe(4n);
    expect(params({ accountId: "4" }).uint64("account_id")).toBe(4n);
  });

  test("a singular field given twice is an error, under one spelling or two", () => {
    expect(() => params({ denom: ["a", "b"] }).string("denom")).toThrow("denom is given 2 times: expected one value");
    expect(() => params({ "pagination.count_total": "true", "pagination.countTotal": "false" }).bool("pagination.count_total")).toThrow(RestInputError);
  });

  test("a repeated field collects every value", () => {
    expect(params({ denoms: ["a", "b"] }).values("denoms")).toEqual(["a", "b"]);
    expect(params({ denoms: "a" }).values("denoms")).toEqual(["a"]);
    expect(params({}).values("denoms")).toEqual([]);
  });

  test("absent fields are undefined; other parameters are ignored", () => {
    const q = params({ unrelated: "x" });
    expect(q.string("denom")).toBeUndefined();
    expect(q.uint64("pagination.limit")).toBeUndefined();
    expect(q.has("unrelated")).toBe(true);
  });

  test("whatever the query-string parser gives, non-strings are skipped", () => {
    expect(QueryParams.from(null).has("a")).toBe(false);
    expect(QueryParams.from({ a: 5, b: ["x", 6] }).values("a")).toEqual([]);
    expect(QueryParams.from({ a: 5, b: ["x", 6] }).values("b")).toEqual(["x"]);
    expect(QueryParams.from(Object.assign(Object.create({ inherited: "x" }), {})).has("inherited")).toBe(false);
  });
});

describe("pagination parameters", () => {
  test("none given: no PageRequest, as grpc-gateway leaves it nil", () => {
    expect(pageRequest(params({ denom: "uhid" }))).toBeUndefined();
  });

  test("each field under its grpc-gateway name", () => {
    expect(
      pageRequest(
        params({ "pagination.key": "AQI=", "pagination.offset": "3", "pagination.limit": "10", "pagination.count_total": "true", "pagination.reverse": "1" }),
      ),
    ).toEqual({ key: Uint8Array.from([1, 2]), offset: 3n, limit: 10n, countTotal: true, reverse: true });
  });

  test("one field given: the rest take their defaults", () => {
    expect(pageRequest(params({ "pagination.limit": "2" }))).toEqual({ key: new Uint8Array(), offset: 0n, limit: 2n, countTotal: false, reverse: false });
    expect(pageRequest(params({ "pagination.key": "" }))).toEqual({ key: new Uint8Array(), offset: 0n, limit: 0n, countTotal: false, reverse: false });
  });

  test.each([
    ["pagination.limit", "ten"],
    ["pagination.offset", "-1"],
    ["pagination.count_total", "maybe"],
    ["pagination.reverse", ""],
    ["pagination.key", "***"],
  ])("a bad %s is a RestInputError naming it", (name, value) => {
    expect(() => pageRequest(params({ [name]: value }))).toThrow(new RegExp(`^invalid ${name.replace(".", "\\.")} `));
  });
});
