import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import { fromBase64, toBase64, toUtf8 } from "@cosmjs/encoding";
import { hkdf } from "@noble/hashes/hkdf.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { formatScryptParams, KEY_BYTES, parseScryptParams, SALT_BYTES, scryptKey, type ScryptParams } from "./kdf";

/**
 * The passphrase check file of a file keyring (`keyhash`, the SDK's name for it): the scrypt salt and cost,
 * and a value derived from the passphrase's key that tells a right passphrase from a wrong one before anything
 * is decrypted or written. The key that seals the key files is derived from the same scrypt output under another
 * label (HKDF-SHA256), so the check value reveals nothing about it.
 */
interface KeyhashFile {
  version: 1;
  kdf: "scrypt";
  params: string;
  salt: string;
  check: string;
}

export interface Keyhash {
  readonly params: ScryptParams;
  readonly salt: Uint8Array;
  readonly check: Uint8Array;
}

const CHECK_LABEL = "idledger keyring-file passphrase check";
const SEAL_LABEL = "idledger keyring-file sealing key";

/** A new keyhash for `passphrase`, and the sealing key that goes with it. */
export async function newKeyhash(passphrase: string, params: ScryptParams): Promise<{ keyhash: Keyhash; sealingKey: Uint8Array }> {
  const salt = new Uint8Array(randomBytes(SALT_BYTES));
  const master = await scryptKey(passphrase, salt, params);
  return { keyhash: { params, salt, check: subkey(master, CHECK_LABEL) }, sealingKey: subkey(master, SEAL_LABEL) };
}

/** The sealing key when `passphrase` is the keyring's, else undefined. */
export async function unlockKeyhash(keyhash: Keyhash, passphrase: string): Promise<Uint8Array | undefined> {
  const master = await scryptKey(passphrase, keyhash.salt, keyhash.params);
  const check = subkey(master, CHECK_LABEL);
  return timingSafeEqual(check, keyhash.check) ? subkey(master, SEAL_LABEL) : undefined;
}

export function encodeKeyhash(keyhash: Keyhash): string {
  const file: KeyhashFile = {
    version: 1,
    kdf: "scrypt",
    params: formatScryptParams(keyhash.params),
    salt: toBase64(keyhash.salt),
    check: toBase64(keyhash.check),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Reads a keyhash file; undefined when there is none. */
export function readKeyhash(file: string): Keyhash | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  let parsed: Partial<KeyhashFile>;
  try {
    parsed = JSON.parse(text) as Partial<KeyhashFile>;
  } catch (err) {
    throw new Error(`corrupt passphrase check file ${file}: ${(err as Error).message}`);
  }
  if (
    parsed.version !== 1 ||
    parsed.kdf !== "scrypt" ||
    typeof parsed.params !== "string" ||
    typeof parsed.salt !== "string" ||
    typeof parsed.check !== "string"
  ) {
    throw new Error(`corrupt passphrase check file ${file}: expected version 1, kdf "scrypt", params, salt and check`);
  }
  const params = parseScryptParams(parsed.params, `corrupt passphrase check file ${file}`);
  const salt = fromBase64(parsed.salt);
  const check = fromBase64(parsed.check);
  if (salt.length < SALT_BYTES || check.length !== KEY_BYTES) throw new Error(`corrupt passphrase check file ${file}: salt or check has the wrong length`);
  return { params, salt, check };
}

function subkey(master: Uint8Array, label: string): Uint8Array {
  return hkdf(sha256, master, undefined, toUtf8(label), KEY_BYTES);
}
