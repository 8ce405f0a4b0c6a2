import type { ics23 } from "@confio/ics23";
import { checkGoIcs23Rules } from "../../../abci-app/src/light-client/ics23-go-rules";

/** Zigzag varints, as IAVL writes height, size and version into its prefixes. */
const zigzag = (...values: number[]): number[] =>
  values.flatMap((v) => {
    let n = v >= 0 ? v * 2 : -v * 2 - 1;
    const out: number[] = [];
    while (n >= 0x80) {
      out.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    out.push(n);
    return out;
  });
const bytes = (...parts: number[][]): Uint8Array => Uint8Array.from(parts.flat());
const leftHash = Array.from({ length: 32 }, () => 7);

/** An IAVL existence proof: a leaf at height 0, size 1, version 3, and inner nodes from the given prefixes. */
const iavlProof = (leafPrefix: Uint8Array, inners: Uint8Array[]): ics23.ICommitmentProof => ({
  exist: { key: Uint8Array.of(1), value: Uint8Array.of(2), leaf: { prefix: leafPrefix }, path: inners.map((prefix) => ({ prefix })) },
});
const GOOD_LEAF = bytes(zigzag(0, 1, 3));

describe("the rules of Go's ics23 that the JavaScript release lacks", () => {
  it("take IAVL prefixes as written by IAVL: child from the left (1 byte after) or the right (34 bytes after)", () => {
    const fromLeft = bytes(zigzag(1, 2, 3), [0x20]);
    const fromRight = bytes(zigzag(2, 3, 3), [0x20], leftHash, [0x20]);
    expect(() => checkGoIcs23Rules(iavlProof(GOOD_LEAF, [fromLeft, fromRight]), "iavl")).not.toThrow();
  });

  it("refuse a leaf that is not at height 0 and size 1, or has bytes after its version", () => {
    expect(() => checkGoIcs23Rules(iavlProof(bytes(zigzag(0, 2, 3)), []), "iavl")).toThrow("expected leaf node size to be 1");
    expect(() => checkGoIcs23Rules(iavlProof(bytes(zigzag(0, 1, 3), [9]), []), "iavl")).toThrow("expected remaining prefix length to be 0, got: 1");
    expect(() => checkGoIcs23Rules(iavlProof(bytes(zigzag(0, 1, -1)), []), "iavl")).toThrow("IAVL version must be non-negative");
    expect(() => checkGoIcs23Rules(iavlProof(bytes([0x80]), []), "iavl")).toThrow("failed to read IAVL height varint: EOF");
  });

  it("refuse an inner node below its layer or with another remainder", () => {
    const lowInner = bytes(zigzag(1, 2, 3), [0x20]);
    expect(() => checkGoIcs23Rules(iavlProof(GOOD_LEAF, [lowInner, lowInner]), "iavl")).toThrow(
      "IAVL height (1) must be non-negative and greater than or equal to the layer number (2)",
    );
    expect(() => checkGoIcs23Rules(iavlProof(GOOD_LEAF, [bytes(zigzag(1, 2, 3), [0x20, 0x20])]), "iavl")).toThrow(
      "remainder of prefix must be of length 1 or 34, got: 2",
    );
  });

  it("hold Tendermint inner nodes to a prefix of 1 (exactly 1 before a suffix), and every proof to 128 steps", () => {
    const step = (prefix: number[], suffix: number[] = []): ics23.IInnerOp => ({ prefix: Uint8Array.from(prefix), suffix: Uint8Array.from(suffix) });
    const proof = (...path: ics23.IInnerOp[]): ics23.ICommitmentProof => ({ exist: { leaf: { prefix: Uint8Array.of(0) }, path } });
    expect(() => checkGoIcs23Rules(proof(step([1], leftHash), step([1, ...leftHash])), "tendermint")).not.toThrow();
    expect(() => checkGoIcs23Rules(proof(step([2])), "tendermint")).toThrow("expected inner op prefix to begin with 1, got: 2");
    expect(() => checkGoIcs23Rules(proof(step([])), "tendermint")).toThrow("inner op prefix must not be empty");
    expect(() => checkGoIcs23Rules(proof(step([1, 5], leftHash)), "tendermint")).toThrow("expected inner op prefix [1] before a suffix");
    expect(() => checkGoIcs23Rules(proof(...Array.from({ length: 129 }, () => step([1], leftHash))), "tendermint")).toThrow("innerOps depth too long: 129");
  });

  it("check both neighbours of a proof of absence", () => {
    const left = { key: Uint8Array.of(1), value: Uint8Array.of(1), leaf: { prefix: GOOD_LEAF }, path: [] };
    const right = { key: Uint8Array.of(3), value: Uint8Array.of(1), leaf: { prefix: bytes(zigzag(1, 1, 3)) }, path: [] };
    expect(() => checkGoIcs23Rules({ nonexist: { key: Uint8Array.of(2), left, right } }, "iavl")).toThrow("expected leaf node height to be 0");
  });
});
