import { GenerationalCache } from "../../types/generational-cache";
import type { Bytes } from "../types";

/** Keys remembered per generation; two generations are kept. About 100 bytes each for an account. */
const GENERATION_ENTRIES = 16_384;

/** What the memo holds for a key the tree does not have. */
const ABSENT: unique symbol = Symbol("absent");

/**
 * What reads of the latest version of one store's tree found, by key string, absent keys included. A read walks
 * about log2(keys) nodes through the node cache; the keys a block reads (its senders' accounts and balances, the
 * params) are read again by CheckTx, ReCheck and FinalizeBlock, in this version and the next ones.
 *
 * The memo belongs to one version's tree at a time and passes to the next version's without the keys that version
 * changed (RootMultiStore.adoptBuild), so it never answers for a key with a value another version gave it.
 */
export class ReadMemo {
  private readonly known: GenerationalCache<string, Bytes | typeof ABSENT>;

  constructor(generationEntries = GENERATION_ENTRIES) {
    this.known = new GenerationalCache(generationEntries);
  }

  /** The value remembered for the key (undefined: absent from the tree), or `miss` when the memo does not know. */
  get<M>(key: string, miss: M): Bytes | undefined | M {
    const found = this.known.get(key);
    if (found === undefined) return miss;
    return found === ABSENT ? undefined : found;
  }

  set(key: string, value: Bytes | undefined): void {
    this.known.set(key, value ?? ABSENT);
  }

  forget(key: string): void {
    this.known.delete(key);
  }
}
