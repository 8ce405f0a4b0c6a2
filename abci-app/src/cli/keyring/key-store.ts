/** A key as a backend stores it. */
export interface StoredKey {
  readonly name: string;
  readonly algo: "secp256k1";
  readonly privkey: Uint8Array;
  /** Compressed, 33 bytes. */
  readonly pubkey: Uint8Array;
}

/**
 * Where a keyring backend keeps its keys, by name. It knows nothing of addresses, mnemonics or signing; the
 * keyring on top does. Implementations: the test directory, memory; os and file will add encrypted ones.
 */
export interface KeyStore {
  /** Where the keys are, for messages ("the test keyring in /home/me/.idledger/keyring-test"). */
  readonly description: string;
  list(): StoredKey[];
  read(name: string): StoredKey | undefined;
  /** Stores a new key; throws {@link KeyExistsError} when the name is taken. */
  create(key: StoredKey): void;
  /** Returns false when there was no such key. */
  remove(name: string): boolean;
}

export class KeyExistsError extends Error {
  override readonly name = "KeyExistsError";
}

/** Memory only: for --dry-run and tests. */
export class MemoryKeyStore implements KeyStore {
  readonly description = "the memory keyring";
  private readonly keys = new Map<string, StoredKey>();

  list(): StoredKey[] {
    return [...this.keys.values()];
  }

  read(name: string): StoredKey | undefined {
    return this.keys.get(name);
  }

  create(key: StoredKey): void {
    if (this.keys.has(key.name)) throw new KeyExistsError(`a key named "${key.name}" already exists in ${this.description}`);
    this.keys.set(key.name, key);
  }

  remove(name: string): boolean {
    return this.keys.delete(name);
  }
}
