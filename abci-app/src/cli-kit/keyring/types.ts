import type { OfflineDirectSigner } from "@cosmjs/proto-signing";

/** The public facts about one key; the private key never leaves the keyring except through {@link Keyring.signer}. */
export interface KeyInfo {
  readonly name: string;
  /** "local": the private key is held by this keyring (the SDK's record type of the same name). */
  readonly type: "local";
  readonly algo: "secp256k1";
  /** The compressed secp256k1 public key (33 bytes). */
  readonly pubkey: Uint8Array;
  /** The bech32 account address under the keyring's prefix. */
  readonly address: string;
}

export interface NewKeyOptions {
  /** The HD path to derive, e.g. "m/44'/118'/0'/0/0" (the default). */
  readonly hdPath?: string;
  /** The optional BIP-39 passphrase (the "25th word"); "" by default. */
  readonly bip39Passphrase?: string;
}

/**
 * Named secp256k1 account keys, as the SDK's keyring. Backends differ only in where and how keys are stored;
 * every method names the key by its name or, where it says so, by its bech32 address.
 */
export interface Keyring {
  /** The backend name, as given to --keyring-backend ("test", "file", "os"), or "memory". */
  readonly backend: string;
  /** The bech32 prefix of the addresses this keyring reports. */
  readonly prefix: string;
  /** Every key, sorted by name. */
  list(): Promise<KeyInfo[]>;
  /** The key with this name or, failing that, this address; throws {@link KeyNotFoundError}. */
  get(nameOrAddress: string): Promise<KeyInfo>;
  has(name: string): Promise<boolean>;
  /** Derives a key from a BIP-39 mnemonic and stores it under `name`; rejects a taken name or an already stored key. */
  addFromMnemonic(name: string, mnemonic: string, options?: NewKeyOptions): Promise<KeyInfo>;
  /** Deletes the key with this name or address; throws {@link KeyNotFoundError}. */
  delete(nameOrAddress: string): Promise<void>;
  /** A cosmjs signer (SIGN_MODE_DIRECT) for the key with this name or address. */
  signer(nameOrAddress: string): Promise<OfflineDirectSigner>;
  /** The private key as the SDK's ASCII armor, encrypted with `passphrase` (`keys export`). */
  exportArmored(nameOrAddress: string, passphrase: string): Promise<string>;
  /** The raw private key in hex, unencrypted (`keys export --unarmored-hex --unsafe`). */
  exportHex(nameOrAddress: string): Promise<string>;
  /** Stores the key of an armored export under `name` (`keys import`); rejects a taken name or an already stored key. */
  importArmored(name: string, armored: string, passphrase: string): Promise<KeyInfo>;
}

/** No key with the given name or address; the message follows the SDK's "<ref> is not a valid name or address". */
export class KeyNotFoundError extends Error {
  override readonly name = "KeyNotFoundError";

  constructor(readonly ref: string) {
    super(`${ref} is not a valid name or address: key not found`);
  }
}
