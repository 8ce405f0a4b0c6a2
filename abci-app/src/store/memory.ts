import { CacheKVStore } from "./cachekv";
import { CacheMulti } from "./cachemulti";
import { EMPTY_STORE } from "./readonly";
import type { CacheMultiStore, KVStore, MultiStore } from "./types";

/**
 * Plain in-memory stores with no history and no hashing: the state of a unit test. A branch of it behaves
 * exactly like a branch of the committed multistore.
 */
export class MemoryMultiStore implements MultiStore {
  private readonly stores: Map<string, CacheKVStore>;

  constructor(readonly storeNames: readonly string[]) {
    this.stores = new Map(storeNames.map((name) => [name, new CacheKVStore(EMPTY_STORE)]));
  }

  getKVStore(name: string): KVStore {
    const store = this.stores.get(name);
    if (store === undefined) throw new Error(`store ${name} is not mounted`);
    return store;
  }

  branch(): CacheMultiStore {
    return new CacheMulti(this);
  }
}
