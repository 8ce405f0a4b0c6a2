import { compareInstants, formatRfc3339, parseRfc3339, wholeSecondsBetween } from "../../../abci-app/src/types/rfc3339";

describe("RFC 3339 dates as Go's time.RFC3339 reads them", () => {
  const accepted: [string, bigint, number][] = [
    ["1970-01-01T00:00:00Z", 0n, 0],
    ["2022-08-16T10:22:12Z", 1_660_645_332n, 0],
    ["2022-08-16T15:52:12+05:30", 1_660_645_332n, 0],
    ["2022-08-16T05:22:12-05:00", 1_660_645_332n, 0],
    ["2024-02-29T00:00:00Z", 1_709_164_800n, 0],
    ["2000-02-29T12:00:00Z", 951_825_600n, 0],
    ["1969-12-31T23:59:59Z", -1n, 0],
    ["1965-01-01T00:00:00-05:00", -157_748_400n, 0],
    ["0001-01-01T00:00:00Z", -62_135_596_800n, 0],
    ["9999-12-31T23:59:59Z", 253_402_300_799n, 0],
    ["2022-08-16T10:22:12.5Z", 1_660_645_332n, 500_000_000],
    ["2022-08-16T10:22:12.123456789Z", 1_660_645_332n, 123_456_789],
    ["2022-08-16T10:22:12.1234567891Z", 1_660_645_332n, 123_456_789],
  ];
  it.each(accepted)("%s", (text, seconds, nanos) => {
    expect(parseRfc3339(text)).toEqual({ seconds, nanos });
  });

  const rejected = [
    "",
    "2022-08-16",
    "2022-08-16 10:22:12Z",
    "2022-08-16t10:22:12Z",
    "2022-08-16T10:22:12z",
    "2022-08-16T10:22:12",
    "2022-08-16T10:22Z",
    "2022-08-16T1:22:12Z",
    "22-08-16T10:22:12Z",
    "2022-13-01T00:00:00Z",
    "2022-00-01T00:00:00Z",
    "2022-02-29T00:00:00Z",
    "1900-02-29T00:00:00Z",
    "2022-04-31T00:00:00Z",
    "2022-08-00T00:00:00Z",
    "2022-08-16T24:00:00Z",
    "2022-08-16T10:60:00Z",
    "2022-08-16T10:22:60Z",
    "2022-08-16T10:22:12.Z",
    "2022-08-16T10:22:12+0530",
    "2022-08-16T10:22:12+24:00",
    "2022-08-16T10:22:12+05:60",
    "2022-08-16T10:22:12Z ",
    "+2022-08-16T10:22:12Z",
  ];
  it.each(rejected)("rejects %j", (text) => {
    expect(parseRfc3339(text)).toBeUndefined();
  });

  it("formats block time as Go's Format(RFC3339) in UTC, without fraction", () => {
    expect(formatRfc3339({ seconds: 1_704_067_200n, nanos: 999_999_999 })).toBe("2024-01-01T00:00:00Z");
    expect(formatRfc3339({ seconds: 1_709_164_800n + 86_399n, nanos: 0 })).toBe("2024-02-29T23:59:59Z");
    expect(formatRfc3339({ seconds: -1n, nanos: 0 })).toBe("1969-12-31T23:59:59Z");
    expect(formatRfc3339({ seconds: -62_135_596_800n, nanos: 0 })).toBe("0001-01-01T00:00:00Z");
  });

  it("formatting and parsing agree over four centuries of days", () => {
    for (let day = -80_000n; day < 80_000n; day += 7n) {
      const seconds = day * 86_400n + 45_296n;
      expect(parseRfc3339(formatRfc3339({ seconds, nanos: 0 }))).toEqual({ seconds, nanos: 0 });
    }
  });

  it("compares instants and counts whole seconds truncated toward zero", () => {
    const a = parseRfc3339("2024-01-01T00:00:00Z")!;
    const b = parseRfc3339("2024-01-01T00:00:00.9Z")!;
    const c = parseRfc3339("2024-01-01T01:00:01+01:00")!;
    expect(compareInstants(a, b)).toBeLessThan(0);
    expect(compareInstants(b, a)).toBeGreaterThan(0);
    expect(compareInstants(a, parseRfc3339("2024-01-01T02:00:00+02:00")!)).toBe(0);
    expect(wholeSecondsBetween(a, b)).toBe(0n);
    expect(wholeSecondsBetween(b, a)).toBe(0n);
    expect(wholeSecondsBetween(a, c)).toBe(1n);
    expect(wholeSecondsBetween(c, a)).toBe(-1n);
  });
});
