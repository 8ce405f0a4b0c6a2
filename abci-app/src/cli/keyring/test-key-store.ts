import fs from "node:fs";
import path from "node:path";
import { fromBase64, toBase64 } from "@cosmjs/encoding";
import { compressedPubkey } from "./derive";
import { isValidKeyName } from "./key-name";
import { KeyExistsError, type KeyStore, type StoredKey } from "./key-store";

const SUFFIX = ".json";

/** The file of one key: the private key in the clear, which is what makes this backend unfit for real funds. */
interface KeyFile {
  name: string;
  type: "local";
  algo: "secp256k1";
  pubkey: string;
  privkey: string;
}

/**
 * The `test` backend: one unencrypted JSON file per key, `<dir>/<name>.json`, mode 0600, in a 0700 directory.
 * For development and test networks only; anyone who can read the files can spend the funds.
 */
export class TestKeyStore implements KeyStore {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `the test keyring in ${dir}`;
  }

  list(): StoredKey[] {
    let entries: string[];
    try {
      entries = fs.readdirSync(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw err;
    }
    return entries
      .filter((f) => f.endsWith(SUFFIX) && isValidKeyName(f.slice(0, -SUFFIX.length)))
      .map((f) => this.load(path.join(this.dir, f)));
  }

  read(name: string): StoredKey | undefined {
    if (!isValidKeyName(name)) return undefined;
    const file = this.file(name);
    return fs.existsSync(file) ? this.load(file) : undefined;
  }

  create(key: StoredKey): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const content: KeyFile = {
      name: key.name,
      type: "local",
      algo: key.algo,
      pubkey: toBase64(key.pubkey),
      privkey: toBase64(key.privkey),
    };
    // Written aside, then hard-linked into place: the link fails if the name is taken, and no reader ever sees half a file.
    const temp = path.join(this.dir, `.${key.name}.${process.pid}.tmp`);
    fs.writeFileSync(temp, JSON.stringify(content, null, 2) + "\n", { mode: 0o600 });
    try {
      fs.linkSync(temp, this.file(key.name));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") {
        throw new KeyExistsError(`a key named "${key.name}" already exists in ${this.description}`);
      }
      throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }

  remove(name: string): boolean {
    if (!isValidKeyName(name)) return false;
    try {
      fs.unlinkSync(this.file(name));
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw err;
    }
  }

  private file(name: string): string {
    return path.join(this.dir, name + SUFFIX);
  }

  private load(file: string): StoredKey {
    let parsed: Partial<KeyFile>;
    try {
      parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<KeyFile>;
    } catch (err) {
      throw new Error(`corrupt key file ${file}: ${(err as Error).message}`);
    }
    const name = path.basename(file, SUFFIX);
    if (parsed.name !== name || parsed.algo !== "secp256k1" || typeof parsed.pubkey !== "string" || typeof parsed.privkey !== "string") {
      throw new Error(`corrupt key file ${file}: expected name "${name}", algo "secp256k1", pubkey and privkey`);
    }
    const { pubkey, privkey } = parsed;
    if (!pairMatches(privkey, pubkey)) {
      throw new Error(`corrupt key file ${file}: privkey is not a secp256k1 key whose public key is pubkey`);
    }
    return { name, algo: "secp256k1", privkey: fromBase64(privkey), pubkey: fromBase64(pubkey) };
  }
}

function pairMatches(privkeyBase64: string, pubkeyBase64: string): boolean {
  try {
    return toBase64(compressedPubkey(fromBase64(privkeyBase64))) === pubkeyBase64;
  } catch {
    return false;
  }
}
