import { toHex } from "@cosmjs/encoding";
import { DirectSecp256k1Wallet, type OfflineDirectSigner } from "@cosmjs/proto-signing";
import { AddressCodec, secp256k1Address } from "../../types/address";
import { compressedPubkey, deriveSecp256k1 } from "./derive";
import { bip44Path, parseHdPath } from "./hd-path";
import { armorPrivKey, unarmorPrivKey } from "./key-armor";
import { validateKeyName } from "./key-name";
import type { KeyStore, StoredKey } from "./key-store";
import { normalizeMnemonic } from "./mnemonic";
import { KeyNotFoundError, type KeyInfo, type Keyring, type NewKeyOptions } from "./types";

/** A keyring whose private keys live in a {@link KeyStore} this process can read (test, file, os, memory). */
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
    return (await this.store.list()).map((k) => this.info(k)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  async get(nameOrAddress: string): Promise<KeyInfo> {
    return this.info(await this.find(nameOrAddress));
  }

  async has(name: string): Promise<boolean> {
    return this.store.exists(name);
  }

  async addFromMnemonic(name: string, mnemonic: string, options: NewKeyOptions = {}): Promise<KeyInfo> {
    validateKeyName(name);
    const path = parseHdPath(options.hdPath ?? bip44Path());
    const { privkey, pubkey } = await deriveSecp256k1(normalizeMnemonic(mnemonic), path, options.bip39Passphrase);
    return this.add({ name, algo: "secp256k1", privkey, pubkey });
  }

  async importArmored(name: string, armored: string, passphrase: string): Promise<KeyInfo> {
    validateKeyName(name);
    if (await this.store.exists(name)) throw new Error(`cannot overwrite key: ${name}`);
    const privkey = await unarmorPrivKey(armored, passphrase);
    return this.add({ name, algo: "secp256k1", privkey, pubkey: compressedPubkey(privkey) });
  }

  async exportArmored(nameOrAddress: string, passphrase: string): Promise<string> {
    return armorPrivKey((await this.find(nameOrAddress)).privkey, passphrase);
  }

  async exportHex(nameOrAddress: string): Promise<string> {
    return toHex((await this.find(nameOrAddress)).privkey);
  }

  async delete(nameOrAddress: string): Promise<void> {
    const key = await this.find(nameOrAddress);
    if (!(await this.store.remove(key.name))) throw new KeyNotFoundError(nameOrAddress);
  }

  async signer(nameOrAddress: string): Promise<OfflineDirectSigner> {
    return DirectSecp256k1Wallet.fromKey((await this.find(nameOrAddress)).privkey, this.prefix);
  }

  private async add(key: StoredKey): Promise<KeyInfo> {
    const address = this.address(key);
    const twin = (await this.store.list()).find((k) => this.address(k) === address);
    if (twin !== undefined) {
      throw new Error(`duplicated address created: ${address} is already stored as key "${twin.name}" in ${this.store.description}`);
    }
    await this.store.create(key);
    return this.info(key);
  }

  /** By name first, then by address, as the SDK's `keys show` resolves a reference. */
  private async find(ref: string): Promise<StoredKey> {
    const byName = await this.store.read(ref);
    if (byName !== undefined) return byName;
    if (this.codec.isValid(ref)) {
      const address = ref.toLowerCase();
      const byAddress = (await this.store.list()).find((k) => this.address(k) === address);
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
