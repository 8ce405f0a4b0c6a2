import { encodesInt64Right, encodesIntoExactBuffers } from "../../../abci-app/src/codec/writer-fixes";
import { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";

test("encoded messages own a buffer of their exact size (no 8 KiB slab pinned per message)", () => {
  const bytes = Coin.encode({ denom: "uhid", amount: "5" }).finish();
  expect(bytes.length).toBe(9);
  expect(bytes.buffer.byteLength).toBe(9);
  expect(Coin.decode(bytes)).toEqual({ denom: "uhid", amount: "5" });
});

test("both probes the fixes are checked with pass once the module is loaded", () => {
  expect(encodesInt64Right()).toBe(true);
  expect(encodesIntoExactBuffers()).toBe(true);
});

test("a cosmjs-types with the defect but not the writer the fix was written for stops the load, naming its version", () => {
  jest.isolateModules(() => {
    const { BinaryWriter } = require("cosmjs-types/binary") as { BinaryWriter: { prototype: Record<string, unknown> } };
    BinaryWriter.prototype["int64"] = function int64(this: unknown) {
      return this;
    };
    delete BinaryWriter.prototype["_push"];
    expect(() => require("../../../abci-app/src/codec/writer-fixes")).toThrow(
      /^cosmjs-types 0\.11\.0 encodes int64 values from 2\^31 to 2\^32 − 1, and its BinaryWriter\._push is not what abci-app\/src\/codec\/writer-fixes\.ts fixes/,
    );
  });
});
