import { CacheMulti } from "./cachemulti";
import type { ImmutableTree } from "./iavl/tree";
import { ReadOnlyKVStore } from "./readonly";
import type { StoreRoots } from "./commit-info";
import type { CacheMultiStore, KVStore, MultiStore } from "./types";

/** One committed version of every store, read-only; write through `branch()`. */
export class VersionView implements MultiStore {
  private readonly stores: ReadonlyMap<string, KVStore>;

  /**
   * `roots` are the roots the version's app hash commits to. A store mounted after that version was
   * committed has an empty tree here but no root there: it was not part of that version's state.
   */
  constructor(
    readonly storeNames: readonly string[],
    readonly trees: ReadonlyMap<string, ImmutableTree>,
    readonly roots: StoreRoots,
  ) {
    this.stores = new Map([...trees].map(([name, tree]) => [name, new ReadOnlyKVStore(tree)]));
  }

  getKVStore(name: string): KVStore {
    const store = this.stores.get(name);
    if (store === undefined) throw new Error(`store ${name} is not mounted`);
    return store;
  }

  /** The tree of one store (for proofs). */
  tree(name: string): ImmutableTree {
    const tree = this.trees.get(name);
    if (tree === undefined) throw new Error(`store ${name} is not mounted`);
    return tree;
  }

  branch(): CacheMultiStore {
    return new CacheMulti(this);
  }
}
