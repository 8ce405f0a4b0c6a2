import { Node } from "../../../abci-app/src/store/iavl/node";
import { decodeNodeRecord, encodeNodeRecord } from "../../../abci-app/src/store/iavl/node-record";
import { sha } from "./helpers/reference-hash";

/** Bytes as the latin1 string nodes keep keys and hashes in. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("node records", () => {
  it("round-trip a leaf, keeping an empty value empty", () => {
    for (const value of [Buffer.from("value"), Buffer.alloc(0)]) {
      const leaf = Node.leaf("key", value, 2 ** 35);
      const decoded = decodeNodeRecord(latin1(sha(Buffer.from("h"))), encodeNodeRecord(leaf));
      expect(decoded).toMatchObject({ height: 0, size: 1, version: 2 ** 35, persisted: true });
      expect(decoded.key).toBe("key");
      expect(Buffer.from(decoded.value!)).toEqual(value);
    }
  });

  it("keep every byte of a key, 0x00 to 0xff, through the record", () => {
    const keyBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const decoded = decodeNodeRecord(latin1(sha(Buffer.from("h"))), encodeNodeRecord(Node.leaf(latin1(keyBytes), Buffer.from("v"), 1)));
    expect(Buffer.from(decoded.key, "latin1")).toEqual(keyBytes);
    expect(Buffer.from(decoded.value!)).toEqual(Buffer.from("v"));
  });

  it("round-trip an inner node with both children's versions and hashes, which are their keys", () => {
    const left = Node.leaf("a", Buffer.from("1"), 1);
    const right = Node.leaf("b", Buffer.from("2"), 1);
    const inner = Node.inner(left, right, "b", 2 ** 40);
    inner.leftHash = latin1(sha(Buffer.from("left")));
    inner.rightHash = latin1(sha(Buffer.from("right")));
    inner.leftVersion = 2 ** 40 - 1;
    inner.rightVersion = 300;
    const decoded = decodeNodeRecord(latin1(sha(Buffer.from("h"))), encodeNodeRecord(inner));
    expect(decoded).toMatchObject({ height: 1, size: 2, version: 2 ** 40, value: undefined, left: undefined, right: undefined });
    expect(decoded).toMatchObject({ leftVersion: 2 ** 40 - 1, rightVersion: 300 });
    expect(decoded.key).toBe("b");
    expect(decoded.leftHash).toBe(latin1(sha(Buffer.from("left"))));
    expect(decoded.rightHash).toBe(latin1(sha(Buffer.from("right"))));
  });

  it("refuses a damaged inner record", () => {
    const left = Node.leaf("a", Buffer.from("1"), 1);
    const inner = Node.inner(left, left, "b", 3);
    inner.leftHash = latin1(sha(Buffer.from("left")));
    inner.rightHash = latin1(sha(Buffer.from("right")));
    const record = encodeNodeRecord(inner);
    expect(() => decodeNodeRecord(latin1(sha(Buffer.from("h"))), record.subarray(0, record.length - 1))).toThrow(/malformed/);
  });
});
