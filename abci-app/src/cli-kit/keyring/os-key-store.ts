import type * as NativeKeyring from "@napi-rs/keyring";
import { isValidKeyName } from "./key-name";
import { decodeKeyRecord, encodeKeyRecord } from "./key-record";
import { KeyExistsError, type KeyStore, type StoredKey } from "./key-store";

/** The credential service our keys are filed under, as the SDK files them under its application's name. */
export const OS_KEYRING_SERVICE = "idledger";

/**
 * The `os` backend: each key record is the secret of one credential (service "idledger", account = the key's name)
 * in the operating system's store, through @napi-rs/keyring (keyring-rs): the Secret Service over D-Bus on Linux
 * (gnome-keyring, KWallet, KeePassXC), the Keychain on macOS, the Credential Manager on Windows. On Linux the
 * entries are pinned to the Secret Service: keyring-rs would otherwise fall back to the kernel keyring, which
 * forgets everything at logout. Keys belong to the user, not to a home directory: every home sees the same keys.
 */
export class OsKeyStore implements KeyStore {
  readonly description = `the os keyring (service "${OS_KEYRING_SERVICE}")`;

  constructor(private readonly service = OS_KEYRING_SERVICE) {}

  async list(): Promise<StoredKey[]> {
    const credentials = this.call(() => native().findCredentials(this.service));
    return credentials.filter((c) => isValidKeyName(c.account)).map((c) => decodeKeyRecord(c.password, c.account, this.where(c.account)));
  }

  async read(name: string): Promise<StoredKey | undefined> {
    if (!isValidKeyName(name)) return undefined;
    const secret = this.call(() => this.entry(name).getPassword());
    return secret === null ? undefined : decodeKeyRecord(secret, name, this.where(name));
  }

  async exists(name: string): Promise<boolean> {
    return isValidKeyName(name) && this.call(() => this.entry(name).getPassword()) !== null;
  }

  async create(key: StoredKey): Promise<void> {
    if (await this.exists(key.name)) throw new KeyExistsError(key.name, this.description);
    this.call(() => this.entry(key.name).setPassword(encodeKeyRecord(key)));
  }

  async remove(name: string): Promise<boolean> {
    return isValidKeyName(name) && this.call(() => this.entry(name).deletePassword());
  }

  private entry(name: string): NativeKeyring.Entry {
    return new (native().Entry)(this.service, name, { linux: { store: "secret-service" } });
  }

  private where(name: string): string {
    return `"${name}" in ${this.description}`;
  }

  /** Runs a call into the credential store, turning its failures into one error that says what to do. */
  private call<T>(body: () => T): T {
    try {
      return body();
    } catch (err) {
      throw new OsKeyringUnavailableError((err as Error).message);
    }
  }
}

export class OsKeyringUnavailableError extends Error {
  override readonly name = "OsKeyringUnavailableError";

  constructor(readonly detail: string) {
    super(
      `keyring backend "os": the operating system's credential store cannot be used (${detail}). On Linux it needs a ` +
        "Secret Service (gnome-keyring, KWallet or KeePassXC) on the D-Bus session bus, unlocked; without one, use " +
        "--keyring-backend file (keys encrypted with a passphrase)",
    );
  }
}

let loaded: typeof NativeKeyring | undefined;

/**
 * The native binding, loaded on first use so that other backends work on a platform it has no binary for;
 * require, not import(), because the CLI is CommonJS and jest runs it through Babel.
 */
function native(): typeof NativeKeyring {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require("@napi-rs/keyring") as typeof NativeKeyring;
  return loaded;
}
