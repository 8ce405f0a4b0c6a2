import fs from "node:fs";
import path from "node:path";
import { fromBase64, toBase64, toUtf8, fromUtf8 } from "@cosmjs/encoding";
import { createFileAtomically, ensurePrivateDir, listDir, removeFile } from "./atomic-file";
import { encodeKeyhash, newKeyhash, readKeyhash, unlockKeyhash, type Keyhash } from "./file-passphrase";
import { DEFAULT_SCRYPT, type ScryptParams } from "./kdf";
import { isValidKeyName } from "./key-name";
import { decodeKeyRecord, encodeKeyRecord } from "./key-record";
import { KeyExistsError, type KeyStore, type StoredKey } from "./key-store";
import type { SecretPrompter } from "./prompt";
import { seal, unseal } from "./seal";

const SUFFIX = ".key";
const KEYHASH = "keyhash";
const CIPHER = "xchacha20-poly1305";
/** The SDK's minimum (client/input.MinPassLength). */
export const MIN_PASSPHRASE_LENGTH = 8;
const TERMINAL_ATTEMPTS = 3;

/** One sealed key file: the key record encrypted under the keyring's sealing key, bound to the key's name. */
interface SealedKeyFile {
  version: 1;
  cipher: typeof CIPHER;
  sealed: string;
}

export class IncorrectPassphraseError extends Error {
  override readonly name = "IncorrectPassphraseError";
}

export interface FileKeyStoreOptions {
  /** scrypt cost for a new keyring (an existing one keeps the cost in its keyhash file). */
  readonly kdf?: ScryptParams;
}

/**
 * The `file` backend: `<dir>/<name>.key`, each the key record sealed with XChaCha20-Poly1305 under a key derived
 * by scrypt from the keyring passphrase, plus the passphrase check file `<dir>/keyhash`. Names are visible (they
 * are file names, as in the SDK's file keyring); public keys and addresses are not.
 *
 * The passphrase is asked once per instance, when first needed, and checked against keyhash before any key file is
 * read or written: a wrong passphrase changes nothing. The first key creates the keyring: the passphrase is asked
 * twice and keyhash is written before the key. Every file is created whole (temporary file, then link).
 */
export class FileKeyStore implements KeyStore {
  readonly description: string;
  private sealingKey: Uint8Array | undefined;

  constructor(
    private readonly dir: string,
    private readonly prompter: SecretPrompter,
    private readonly options: FileKeyStoreOptions = {},
  ) {
    this.description = `the file keyring in ${dir}`;
  }

  async list(): Promise<StoredKey[]> {
    const names = this.names();
    if (names.length === 0) return [];
    const key = await this.unlock();
    return names.map((name) => this.load(name, key));
  }

  async read(name: string): Promise<StoredKey | undefined> {
    if (!(await this.exists(name))) return undefined;
    return this.load(name, await this.unlock());
  }

  async exists(name: string): Promise<boolean> {
    return isValidKeyName(name) && fs.existsSync(this.file(name));
  }

  async create(key: StoredKey): Promise<void> {
    const sealingKey = await this.unlockOrInitialize();
    const file: SealedKeyFile = { version: 1, cipher: CIPHER, sealed: toBase64(seal(sealingKey, toUtf8(encodeKeyRecord(key)), aad(key.name))) };
    if (!createFileAtomically(this.file(key.name), `${JSON.stringify(file)}\n`)) throw new KeyExistsError(key.name, this.description);
  }

  async remove(name: string): Promise<boolean> {
    if (!(await this.exists(name))) return false;
    await this.unlock();
    return removeFile(this.file(name));
  }

  private names(): string[] {
    return listDir(this.dir)
      .filter((f) => f.endsWith(SUFFIX) && isValidKeyName(f.slice(0, -SUFFIX.length)))
      .map((f) => f.slice(0, -SUFFIX.length));
  }

  private async unlock(): Promise<Uint8Array> {
    if (this.sealingKey !== undefined) return this.sealingKey;
    const keyhash = readKeyhash(this.keyhashFile());
    if (keyhash === undefined) {
      throw new Error(`${this.description} has key files but no passphrase check file ${this.keyhashFile()}: it cannot check a passphrase`);
    }
    this.sealingKey = await this.askPassphrase(keyhash);
    return this.sealingKey;
  }

  private async askPassphrase(keyhash: Keyhash): Promise<Uint8Array> {
    const attempts = this.prompter.interactive ? TERMINAL_ATTEMPTS : 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const passphrase = await this.prompter.secret(`Enter keyring passphrase (attempt ${attempt}/${attempts}):`);
      if (passphrase === undefined) break;
      const key = await unlockKeyhash(keyhash, passphrase);
      if (key !== undefined) return key;
      if (attempt < attempts) this.prompter.notice("incorrect passphrase");
    }
    throw new IncorrectPassphraseError(`incorrect passphrase for ${this.description}: nothing was changed`);
  }

  /** The sealing key of the keyring, creating the keyring (asking for a new passphrase twice) if it has none. */
  private async unlockOrInitialize(): Promise<Uint8Array> {
    if (this.sealingKey !== undefined) return this.sealingKey;
    const existing = readKeyhash(this.keyhashFile());
    if (existing !== undefined) {
      this.sealingKey = await this.askPassphrase(existing);
      return this.sealingKey;
    }
    if (this.names().length > 0) return this.unlock(); // key files without keyhash: refuse, with the reason

    const passphrase = await this.askNewPassphrase();
    const { keyhash, sealingKey } = await newKeyhash(passphrase, this.options.kdf ?? DEFAULT_SCRYPT);
    ensurePrivateDir(this.dir);
    if (!createFileAtomically(this.keyhashFile(), encodeKeyhash(keyhash))) {
      // Another process created the keyring meanwhile: our passphrase must be the one it chose.
      const theirs = readKeyhash(this.keyhashFile())!;
      const key = await unlockKeyhash(theirs, passphrase);
      if (key === undefined) throw new IncorrectPassphraseError(`${this.description} was created meanwhile with another passphrase: nothing was changed`);
      this.sealingKey = key;
      return key;
    }
    this.sealingKey = sealingKey;
    return sealingKey;
  }

  private async askNewPassphrase(): Promise<string> {
    const attempts = this.prompter.interactive ? TERMINAL_ATTEMPTS : 1;
    let problem = "no passphrase was given";
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const passphrase = await this.prompter.secret(`Enter keyring passphrase (attempt ${attempt}/${attempts}):`);
      if (passphrase === undefined) break;
      if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) {
        problem = `the passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters`;
      } else {
        const again = await this.prompter.secret("Re-enter keyring passphrase:");
        if (again === passphrase) return passphrase;
        problem = again === undefined ? "the passphrase was not entered a second time" : "the passphrases do not match";
      }
      if (attempt < attempts) this.prompter.notice(problem);
    }
    throw new Error(`cannot create ${this.description}: ${problem}; nothing was written`);
  }

  private load(name: string, sealingKey: Uint8Array): StoredKey {
    const file = this.file(name);
    let parsed: Partial<SealedKeyFile>;
    try {
      parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<SealedKeyFile>;
    } catch (err) {
      throw new Error(`corrupt key file ${file}: ${(err as Error).message}`);
    }
    if (parsed.version !== 1 || parsed.cipher !== CIPHER || typeof parsed.sealed !== "string") {
      throw new Error(`corrupt key file ${file}: expected version 1, cipher "${CIPHER}" and sealed`);
    }
    const plaintext = unseal(sealingKey, fromBase64(parsed.sealed), aad(name));
    if (plaintext === undefined) {
      throw new Error(`corrupt key file ${file}: it does not decrypt under this keyring's passphrase (altered, renamed, or from another keyring)`);
    }
    return decodeKeyRecord(fromUtf8(plaintext), name, file);
  }

  private file(name: string): string {
    return path.join(this.dir, name + SUFFIX);
  }

  private keyhashFile(): string {
    return path.join(this.dir, KEYHASH);
  }
}

function aad(name: string): Uint8Array {
  return toUtf8(`idledger keyring-file v1 key ${name}`);
}
