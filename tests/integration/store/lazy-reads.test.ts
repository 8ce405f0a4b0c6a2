import { ClassicLevel } from "classic-level";
import { NodeSource, NodeStore } from "../../../abci-app/src/store/iavl/node-db";
import { ImmutableTree } from "../../../abci-app/src/store/iavl/tree";
import { storeSegment } from "../../../abci-app/src/store/layout";
import { RootMultiStore } from "../../../abci-app/src/store/root-multi";
import type { KVChange } from "../../../abci-app/src/store/types";
import type { VersionView } from "../../../abci-app/src/store/version-view";
import { useTempDirs } from "../../unit/store/helpers/tmp-dir";

describe("reads load only the nodes they need", () => {
  const tempDir = useTempDirs();

  it("a get loads one path and the first step of an iterator a few, not the whole tree", async () => {
    const dir = tempDir();
    const store = await RootMultiStore.open(dir, ["s"]);
    const keys = Array.from({ length: 2000 }, (_, i) => Buffer.from(i.toString(16).padStart(4, "0")));
    store.build(new Map([["s", keys.map((k): KVChange => [k, Buffer.from("v")])]]), 1);
    await store.commit();
    const rootHash = (store.view() as VersionView).tree("s").hash;
    const height = (store.view() as VersionView).tree("s").root!.height;
    await store.close();

    const db = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: "buffer", valueEncoding: "buffer" });
    await db.open();
    let loads = 0;
    const counting = {
      getSync: (key: Buffer) => {
        loads++;
        return db.getSync(key);
      },
    };
    const source = new NodeSource(new NodeStore(counting, 2), storeSegment("s"));
    const tree = new ImmutableTree(source.load(1, rootHash), source);

    loads = 0;
    expect(tree.get(keys[1234]!)).toEqual(Buffer.from("v"));
    expect(loads).toBeLessThanOrEqual(height);

    loads = 0;
    const iterator = tree.iterator(keys[500]);
    expect(loads).toBe(0);
    expect(iterator.next().value![0]).toEqual(keys[500]);
    expect(loads).toBeLessThanOrEqual(2 * height);

    loads = 0;
    const reverse = tree.reverseIterator(undefined, keys[500]);
    expect(reverse.next().value![0]).toEqual(keys[499]);
    expect(reverse.next().value![0]).toEqual(keys[498]);
    expect(loads).toBeLessThanOrEqual(2 * height + 2);
    await db.close();
  });
});
