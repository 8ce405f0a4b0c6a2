import { Node } from "../../../abci-app/src/store/iavl/node";
import { decodeNodeRecord, encodeNodeRecord } from "../../../abci-app/src/store/iavl/node-record";
import { sha } from "./helpers/reference-hash";

describe("node records", () => {
  it("round-trip a leaf, keeping an empty value empty", () => {
    for (const value of [Buffer.from("value"), Buffer.alloc(0)]) {
      const leaf = Node.leaf(Buffer.from("key"), value, 2 ** 35);
      const decoded = decodeNodeRecord(sha(Buffer.from("h")), encodeNodeRecord(leaf));
      expect(decoded).toMatchObject({ height: 0, size: 1, version: 2 ** 35, persisted: true });
      expect(Buffer.from(decoded.key)).toEqual(Buffer.from("key"));
      expect(Buffer.from(decoded.value!)).toEqual(value);
    }
  });

  it("round-trip an inner node with both child hashes", () => {
    const left = Node.leaf(Buffer.from("a"), Buffer.from("1"), 1);
    const right = Node.leaf(Buffer.from("b"), Buffer.from("2"), 1);
    const inner = Node.inner(left, right, Buffer.from("b"), 3);
    inner.leftHash = sha(Buffer.from("left"));
    inner.rightHash = sha(Buffer.from("right"));
    const decoded = decodeNodeRecord(sha(Buffer.from("h")), encodeNodeRecord(inner));
    expect(decoded).toMatchObject({ height: 1, size: 2, version: 3, value: undefined, left: undefined, right: undefined });
    expect(Buffer.from(decoded.key)).toEqual(Buffer.from("b"));
    expect(Buffer.from(decoded.leftHash!)).toEqual(sha(Buffer.from("left")));
    expect(Buffer.from(decoded.rightHash!)).toEqual(sha(Buffer.from("right")));
  });

  it("refuses a damaged inner record", () => {
    const left = Node.leaf(Buffer.from("a"), Buffer.from("1"), 1);
    const inner = Node.inner(left, left, Buffer.from("b"), 3);
    inner.leftHash = sha(Buffer.from("left"));
    inner.rightHash = sha(Buffer.from("right"));
    const record = encodeNodeRecord(inner);
    expect(() => decodeNodeRecord(sha(Buffer.from("h")), record.subarray(0, record.length - 1))).toThrow(/malformed/);
  });
});
