import { EMPTY_TREE_HASH, innerHash, leafHash } from "../../../abci-app/src/store/iavl/node-hash";
import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { KVChange } from "../../../abci-app/src/store/types";
import type { VersionView } from "../../../abci-app/src/store/version-view";
import { referenceInnerHash, referenceLeafHash, referenceSimpleLeaf, referenceSimpleRoot, sha } from "./helpers/reference-hash";
import { useTempDirs } from "./helpers/tmp-dir";

const b = (s: string) => Buffer.from(s);
const hex = (x: Uint8Array | string) => (typeof x === "string" ? Buffer.from(x, "latin1") : Buffer.from(x)).toString("hex");
const latin1 = (x: Uint8Array) => Buffer.from(x).toString("latin1");

describe("IAVL node hashes (known answers)", () => {
  const tempDir = useTempDirs();

  it("hashes a leaf and an inner node by the formula", () => {
    expect(hex(leafHash("key", b("value"), 7))).toBe(hex(referenceLeafHash(b("key"), b("value"), 7)));
    const left = sha(b("l"));
    const right = sha(b("r"));
    expect(hex(innerHash(3, 5, 2 ** 33, latin1(left), latin1(right)))).toBe(hex(referenceInnerHash(3, 5, 2 ** 33, left, right)));
    expect(hex(EMPTY_TREE_HASH)).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("pins the hashes of a small tree over two versions, and the app hash over it", async () => {
    // Inserting a, b, c gives          root(b)         version 1
    //                                 /       \
    //                             leaf a     inner(c)
    //                                        /      \
    //                                    leaf b    leaf c
    const a1 = referenceLeafHash(b("a"), b("1"), 1);
    const b1 = referenceLeafHash(b("b"), b("2"), 1);
    const c1 = referenceLeafHash(b("c"), b("3"), 1);
    const root1 = referenceInnerHash(2, 3, 1, a1, referenceInnerHash(1, 2, 1, b1, c1));
    // Version 2 rewrites b: its leaf, its parent and the root are recreated at version 2; a and c are shared.
    const b2 = referenceLeafHash(b("b"), b("20"), 2);
    const root2 = referenceInnerHash(2, 3, 2, a1, referenceInnerHash(1, 2, 2, b2, c1));
    const appHash = (root: Buffer) => referenceSimpleRoot([referenceSimpleLeaf(b("empty"), sha()), referenceSimpleLeaf(b("main"), root)]);

    // Pinned too, so that the reference formula itself cannot drift along with the code.
    expect(hex(root1)).toBe("94ee7455e38ba1286d6f8e8317485dd90e8d9ced4795e233270868ce3f74814e");
    expect(hex(root2)).toBe("fd643c860d086fae6f40d325fb99d2737d3529dc5d3b719a65ea569733d3c903");
    expect(hex(appHash(root1))).toBe("ccb5aa18ae6737fc523d9b636acc4e4ba5daa06cd0100544bb96e83bb1656e38");

    const store = await RootMultiStore.open(tempDir(), ["main", "empty"]);
    const changes: KVChange[] = [
      [b("a"), b("1")],
      [b("b"), b("2")],
      [b("c"), b("3")],
    ];
    expect(hex(store.build(new Map([["main", changes]]), 1))).toBe(hex(appHash(root1)));
    await store.commit();
    expect(hex((store.view() as VersionView).tree("main").hash)).toBe(hex(root1));
    expect(hex(store.build(new Map([["main", [[b("b"), b("20")] as KVChange]]]), 2))).toBe(hex(appHash(root2)));
    await store.commit();
    expect(hex((store.view() as VersionView).tree("main").hash)).toBe(hex(root2));
    await store.close();
  });
});
