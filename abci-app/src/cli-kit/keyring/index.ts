/** The keyring: named secp256k1 account keys behind a backend, and cosmjs signers for them. */
export { KeyNotFoundError, type KeyInfo, type Keyring, type NewKeyOptions } from "./types";
export { backendDir, DEFAULT_KEYRING_BACKEND, KEYRING_BACKENDS, memoryKeyring, openKeyring, type KeyringBackend, type OpenKeyringOptions } from "./open";
export { generateMnemonic, normalizeMnemonic } from "./mnemonic";
export { bip44Path, DEFAULT_COIN_TYPE, MAX_HD_INDEX, parseHdPath } from "./hd-path";
export { validateKeyName } from "./key-name";
export { MIN_PASSPHRASE_LENGTH } from "./file-key-store";
export { streamPrompter, type SecretPrompter } from "./prompt";
export { bindKeyringSession, KeyringSession, keyringSessionOf } from "./session";
