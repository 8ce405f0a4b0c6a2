import { CacheKVStore } from "./cachekv";
import type { CacheMultiStore, KVChange, KVStore, MultiStore, StoreChanges } from "./types";

/** A branch of a multistore: one `CacheKVStore` per store name, created on first use. */
export class CacheMulti implements CacheMultiStore {
  private readonly stores = new Map<string, CacheKVStore>();

  constructor(private readonly parent: MultiStore) {}

  get storeNames(): readonly string[] {
    return this.parent.storeNames;
  }

  getKVStore(name: string): KVStore {
    let store = this.stores.get(name);
    if (store === undefined) {
      store = new CacheKVStore(this.parent.getKVStore(name));
      this.stores.set(name, store);
    }
    return store;
  }

  branch(): CacheMultiStore {
    return new CacheMulti(this);
  }

  write(): void {
    for (const name of [...this.stores.keys()].sort()) this.stores.get(name)!.write();
  }

  changes(): StoreChanges {
    const out = new Map<string, readonly KVChange[]>();
    for (const name of [...this.stores.keys()].sort()) {
      const list = this.stores.get(name)!.changes();
      if (list.length > 0) out.set(name, list);
    }
    return out;
  }
}
