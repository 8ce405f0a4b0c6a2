import { decodeVersionRecord, encodeVersionRecord } from "../../../abci-app/src/store/version-record";

describe("version records", () => {
  it("round-trip the pruning state and every store's root version, empty stores included", () => {
    const record = {
      oldest: 2 ** 40,
      prunedThrough: 2 ** 40 - 7,
      rootVersions: new Map([
        ["ssi", 2 ** 40 + 3],
        ["bank", 1],
        ["empty", 0],
      ]),
    };
    const decoded = decodeVersionRecord(encodeVersionRecord(record));
    expect(decoded).toEqual(record);
    expect([...decoded.rootVersions.keys()]).toEqual(["bank", "empty", "ssi"]);
  });

  it("refuses a damaged record", () => {
    const bytes = encodeVersionRecord({ oldest: 1, prunedThrough: 1, rootVersions: new Map([["bank", 5]]) });
    expect(() => decodeVersionRecord(bytes.subarray(0, bytes.length - 1))).toThrow(/truncated/);
    expect(() => decodeVersionRecord(Buffer.concat([bytes, Buffer.from([0])]))).toThrow(/malformed/);
  });
});
