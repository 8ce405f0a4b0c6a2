import { DirectSecp256k1Wallet, type OfflineDirectSigner } from "@cosmjs/proto-signing";
import { AddressCodec, secp256k1Address } from "../../types/address";
import { deriveSecp256k1 } from "./derive";
import { bip44Path, parseHdPath } from "./hd-path";
import { validateKeyName } from "./key-name";
import type { KeyStore, StoredKey } from "./key-store";
import { normalizeMnemonic } from "./mnemonic";
import { KeyNotFoundError, type KeyInfo, type Keyring, type NewKeyOptions } from "./types";

/** A keyring whose private keys live in a {@link KeyStore} this process can read (test, memory). */
export class LocalKeyring implements Keyring {
  private readonly codec: AddressCodec;

  constructor(
    readonly backend: string,
    private readonly store: KeyStore,
    prefix: string,
  ) {
    this.codec = new AddressCodec(prefix);
  }

  get prefix(): string {
    return this.codec.prefix;
  }

  async list(): Promise<KeyInfo[]> {
    return this.store
      .list()
      .map((k) => this.info(k))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async get(nameOrAddress: string): Promise<KeyInfo> {
    return this.info(this.find(nameOrAddress));
  }

  async has(name: string): Promise<boolean> {
    return this.store.read(name) !== undefined;
  }

  async addFromMnemonic(name: string, mnemonic: string, options: NewKeyOptions = {}): Promise<KeyInfo> {
    validateKeyName(name);
    const path = parseHdPath(options.hdPath ?? bip44Path());
    const { privkey, pubkey } = await deriveSecp256k1(normalizeMnemonic(mnemonic), path, options.bip39Passphrase);
    const key: StoredKey = { name, algo: "secp256k1", privkey, pubkey };
    const address = this.address(key);
    const twin = this.store.list().find((k) => this.address(k) === address);
    if (twin !== undefined) {
      throw new Error(`duplicated address created: ${address} is already stored as key "${twin.name}" in ${this.store.description}`);
    }
    this.store.create(key);
    return this.info(key);
  }

  async delete(nameOrAddress: string): Promise<void> {
    const key = this.find(nameOrAddress);
    if (!this.store.remove(key.name)) throw new KeyNotFoundError(nameOrAddress);
  }

  async signer(nameOrAddress: string): Promise<OfflineDirectSigner> {
    return DirectSecp256k1Wallet.fromKey(this.find(nameOrAddress).privkey, this.prefix);
  }

  /** By name first, then by address, as the SDK's `keys show` resolves a reference. */
  private find(ref: string): StoredKey {
    const byName = this.store.read(ref);
    if (byName !== undefined) return byName;
    if (this.codec.isValid(ref)) {
      const address = ref.toLowerCase();
      const byAddress = this.store.list().find((k) => this.address(k) === address);
      if (byAddress !== undefined) return byAddress;
    }
    throw new KeyNotFoundError(ref);
  }

  private address(key: StoredKey): string {
    return this.codec.encode(secp256k1Address(key.pubkey));
  }

  private info(key: StoredKey): KeyInfo {
    return { name: key.name, type: "local", algo: key.algo, pubkey: key.pubkey, address: this.address(key) };
  }
}
