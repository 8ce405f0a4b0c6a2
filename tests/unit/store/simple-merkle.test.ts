import { tendermintSpec, ics23, verifyMembership } from "@confio/ics23";
import { CommitmentProof } from "cosmjs-types/cosmos/ics23/v1/proofs";
import { appHashOf, decodeCommitInfo, encodeCommitInfo, storeRootProof } from "../../../abci-app/src/store/commit-info";
import { simpleLeafHash, simpleMerkleRoot } from "../../../abci-app/src/store/simple-merkle";
import { referenceSimpleLeaf, referenceSimpleRoot, sha } from "./helpers/reference-hash";

const hex = (x: Uint8Array) => Buffer.from(x).toString("hex");

/** n stores named a, b, c… with distinct roots. */
function roots(n: number): Map<string, Uint8Array> {
  return new Map(Array.from({ length: n }, (_, i) => [String.fromCharCode(97 + i), sha(Buffer.from([i]))]));
}

describe("the simple Merkle tree of the app hash", () => {
  it("matches the RFC-6962 formula for every size from 0 to 17 leaves", () => {
    for (let n = 0; n <= 17; n++) {
      const leaves = Array.from({ length: n }, (_, i) => [Buffer.from(`k${i}`), Buffer.from([i])] as const);
      expect(hex(simpleMerkleRoot(leaves.map(([k, v]) => simpleLeafHash(k, v))))).toBe(
        hex(referenceSimpleRoot(leaves.map(([k, v]) => referenceSimpleLeaf(k, v)))),
      );
    }
  });

  it("pins the root of five leaves", () => {
    const leaves = Array.from({ length: 5 }, (_, i) => simpleLeafHash(Buffer.from([97 + i]), Buffer.from([i])));
    expect(hex(simpleMerkleRoot(leaves))).toBe("2a18d14fa023d232ced9f09d2f637215c5dfa1b0334dbf9127d4c0e5bd2b303e");
  });

  it("orders stores by name whatever the order they are given in", () => {
    const forward = roots(6);
    const backward = new Map([...forward].reverse());
    expect(hex(appHashOf(backward))).toBe(hex(appHashOf(forward)));
  });

  it("proves every store's root in the app hash, for every number of stores up to 17", () => {
    for (let n = 1; n <= 17; n++) {
      const stores = roots(n);
      const appHash = appHashOf(stores);
      for (const [name, root] of stores) {
        const proof = ics23.CommitmentProof.decode(CommitmentProof.encode(storeRootProof(stores, name)).finish());
        expect(verifyMembership(proof, tendermintSpec, appHash, Buffer.from(name), root)).toBe(true);
        expect(verifyMembership(proof, tendermintSpec, appHash, Buffer.from(name), sha(Buffer.from("other")))).toBe(false);
      }
    }
  });

  it("round-trips the commit-info record", () => {
    const stores = roots(4);
    const decoded = decodeCommitInfo(encodeCommitInfo(2 ** 40, stores));
    expect(decoded.version).toBe(2 ** 40);
    expect([...decoded.roots].map(([k, v]) => [k, hex(v)])).toEqual([...stores].map(([k, v]) => [k, hex(v)]));
  });
});
