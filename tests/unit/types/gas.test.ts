import { infiniteGasMeter, MAX_UINT64, newGasMeter } from "../../../abci-app/src/types/gas";
import { ErrOutOfGas } from "../../../abci-app/src/types/sdk-errors";

describe("gas meter", () => {
  test("consuming past the limit throws out of gas naming the place, and keeps the attempted total", () => {
    const meter = newGasMeter(1000n);
    meter.consume(600n, "first");
    expect(meter.remaining()).toBe(400n);
    let thrown: unknown;
    try {
      meter.consume(500n, "WriteFlat");
    } catch (err) {
      thrown = err;
    }
    expect(ErrOutOfGas.is(thrown)).toBe(true);
    expect((thrown as Error).message).toBe("out of gas in location: WriteFlat; gasWanted: 1000, gasUsed: 1100: out of gas");
    expect(meter.consumed()).toBe(1100n);
    expect(meter.remaining()).toBe(0n);
  });

  test("uint64 overflow is out of gas, not a wrap-around", () => {
    const meter = newGasMeter(MAX_UINT64);
    meter.consume(MAX_UINT64 - 1n, "a");
    expect(() => meter.consume(5n, "b")).toThrow("gas overflow");
    expect(meter.consumed()).toBe(MAX_UINT64);
  });

  test("an infinite meter counts without limit", () => {
    const meter = infiniteGasMeter();
    meter.consume(10n ** 30n, "x");
    expect(meter.consumed()).toBe(MAX_UINT64);
    expect(meter.limit).toBeUndefined();
  });
});
