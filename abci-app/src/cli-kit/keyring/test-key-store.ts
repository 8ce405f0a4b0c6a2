import fs from "node:fs";
import path from "node:path";
import { createFileAtomically, ensurePrivateDir, listDir, removeFile } from "./atomic-file";
import { isValidKeyName } from "./key-name";
import { decodeKeyRecord, encodeKeyRecord } from "./key-record";
import { KeyExistsError, type KeyStore, type StoredKey } from "./key-store";

const SUFFIX = ".json";

/**
 * The `test` backend: one unencrypted JSON file per key, `<dir>/<name>.json`, mode 0600, in a 0700 directory.
 * For development and test networks only; anyone who can read the files can spend the funds.
 */
export class TestKeyStore implements KeyStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `the test keyring in ${dir}`;
  }

  async list(): Promise<StoredKey[]> {
    return listDir(this.dir)
      .filter((f) => f.endsWith(SUFFIX) && isValidKeyName(f.slice(0, -SUFFIX.length)))
      .map((f) => this.load(f.slice(0, -SUFFIX.length)));
  }

  async read(name: string): Promise<StoredKey | undefined> {
    return (await this.exists(name)) ? this.load(name) : undefined;
  }

  async exists(name: string): Promise<boolean> {
    return isValidKeyName(name) && fs.existsSync(this.file(name));
  }

  async create(key: StoredKey): Promise<void> {
    ensurePrivateDir(this.dir);
    if (!createFileAtomically(this.file(key.name), encodeKeyRecord(key))) throw new KeyExistsError(key.name, this.description);
  }

  async remove(name: string): Promise<boolean> {
    return isValidKeyName(name) && removeFile(this.file(name));
  }

  private file(name: string): string {
    return path.join(this.dir, name + SUFFIX);
  }

  private load(name: string): StoredKey {
    const file = this.file(name);
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch (err) {
      throw new Error(`cannot read key file ${file}: ${(err as Error).message}`);
    }
    return decodeKeyRecord(text, name, file);
  }
}
