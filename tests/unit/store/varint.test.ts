import { readUvarint, uvarintBytes, zigzagBytes } from "../../../abci-app/src/store/iavl/varint";
import { svarint, uvarint } from "./helpers/reference-hash";

describe("varints as IAVL hashes them", () => {
  it("encodes unsigned varints like protobuf", () => {
    expect([...uvarintBytes(0)]).toEqual([0]);
    expect([...uvarintBytes(127)]).toEqual([0x7f]);
    expect([...uvarintBytes(128)]).toEqual([0x80, 0x01]);
    expect([...uvarintBytes(300)]).toEqual([0xac, 0x02]);
  });

  it("encodes non-negative numbers zig-zag like Go's binary.PutVarint", () => {
    expect([...zigzagBytes(0)]).toEqual([0]);
    expect([...zigzagBytes(1)]).toEqual([2]);
    expect([...zigzagBytes(63)]).toEqual([0x7e]);
    expect([...zigzagBytes(64)]).toEqual([0x80, 0x01]);
  });

  it("stays exact up to the largest version, beyond 32 bits", () => {
    for (const n of [2 ** 31 - 1, 2 ** 31, 2 ** 32 + 5, 2 ** 40 + 3, 2 ** 52 - 1]) {
      expect(Buffer.from(zigzagBytes(n))).toEqual(svarint(n));
      expect(Buffer.from(uvarintBytes(n))).toEqual(uvarint(n));
      expect(readUvarint(uvarintBytes(n), 0)).toEqual([n, uvarint(n).length]);
    }
  });

  it("refuses truncated input", () => {
    expect(() => readUvarint(Uint8Array.of(0x80, 0x80), 0)).toThrow(/truncated/);
  });
});
