import { rfc3339Seconds, rpcBigInt, rpcHex, rpcString, rpcTimestamp } from "../../../abci-app/src/comet/rpc-json";

describe("readers of CometBFT's JSON values", () => {
  test("null and omitted values are zero values; values of the wrong shape throw", () => {
    expect([rpcString(null, "s"), rpcBigInt(undefined, "n"), rpcBigInt("", "n"), rpcHex(null, "h")]).toEqual(["", 0n, 0n, new Uint8Array()]);
    expect(rpcBigInt("-9223372036854775808", "n")).toBe(-(2n ** 63n));
    expect(rpcBigInt(7, "n")).toBe(7n);
    expect(() => rpcBigInt("1.5", "gas_used")).toThrow("CometBFT RPC: gas_used is not an integer");
    expect(() => rpcString(5, "log")).toThrow("CometBFT RPC: log is not a string");
    expect(() => rpcHex("abc", "data")).toThrow("CometBFT RPC: data is not hex");
  });

  test("rpcTimestamp keeps nanoseconds", () => {
    expect(rpcTimestamp("2026-01-01T00:00:10.123456789Z", "time")).toEqual({ seconds: 1_767_225_610n, nanos: 123_456_789 });
  });

  test("rfc3339Seconds drops the fraction of a second, as Go's time.RFC3339", () => {
    expect(rfc3339Seconds("2026-11-22T05:47:42.057049742Z", "time")).toBe("2026-11-22T05:47:42Z");
    expect(rfc3339Seconds("2026-11-22T05:47:42Z", "time")).toBe("2026-11-22T05:47:42Z");
    expect(rfc3339Seconds("2026-11-22T05:47:42.5+02:00", "time")).toBe("2026-11-22T05:47:42+02:00");
    expect(() => rfc3339Seconds("yesterday", "header.time")).toThrow("CometBFT RPC: header.time is not an RFC 3339 time");
  });
});
