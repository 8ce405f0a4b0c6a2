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
 * keyring on top does. Implementations: the test directory, the encrypted file directory, the operating system's
 * credential store, memory. Methods are async because the encrypted stores may have to ask for a passphrase first.
 */
export interface KeyStore {
  /** Where the keys are, for messages ("the test keyring in /home/me/.idledger/keyring-test"). */
  readonly description: string;
  list(): Promise<StoredKey[]>;
  read(name: string): Promise<StoredKey | undefined>;
  /** Whether a key of this name is stored, without unlocking anything. */
  exists(name: string): Promise<boolean>;
  /** Stores a new key; throws {@link KeyExistsError} when the name is taken. */
  create(key: StoredKey): Promise<void>;
  /** Returns false when there was no such key. */
  remove(name: string): Promise<boolean>;
}

export class KeyExistsError extends Error {
  override readonly name = "KeyExistsError";

  constructor(keyName: string, where: string) {
    super(`a key named "${keyName}" already exists in ${where}`);
  }
}

/** Memory only: for --dry-run and tests. */
export class MemoryKeyStore implements KeyStore {
  readonly description = "the memory keyring";
  private readonly keys = new Map<string, StoredKey>();

  async list(): Promise<StoredKey[]> {
    return [...this.keys.values()];
  }

  async read(name: string): Promise<StoredKey | undefined> {
    return this.keys.get(name);
  }

  async exists(name: string): Promise<boolean> {
    return this.keys.has(name);
  }

  async create(key: StoredKey): Promise<void> {
    if (this.keys.has(key.name)) throw new KeyExistsError(key.name, this.description);
    this.keys.set(key.name, key);
  }

  async remove(name: string): Promise<boolean> {
    return this.keys.delete(name);
  }
}
