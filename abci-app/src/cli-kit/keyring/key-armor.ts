import { randomBytes } from "node:crypto";
import { fromHex, toHex, toUtf8 } from "@cosmjs/encoding";
import { xsalsa20poly1305 } from "@noble/ciphers/salsa.js";
import { sha256 } from "@noble/hashes/sha2.js";
import bcrypt from "bcryptjs";
import { decodeArmor, encodeArmor } from "./armor";
import { DEFAULT_SCRYPT, formatScryptParams, parseScryptParams, SALT_BYTES, scryptKey, type ScryptParams } from "./kdf";
import { seal, unseal } from "./seal";

/** The SDK's armor block type and headers for an exported private key (crypto/armor.go). */
const BLOCK_TYPE = "TENDERMINT PRIVATE KEY";
const KEY_TYPE = "secp256k1";
const CIPHER = "xchacha20-poly1305";
/** The SDK's bcrypt cost for exported keys (crypto.BcryptSecurityParameter). */
const SDK_BCRYPT_COST = 12;
/** Amino's prefix of "tendermint/PrivKeySecp256k1", then the key's length: the plaintext is amino's encoding of the key, as in the SDK. */
const AMINO_PRIVKEY_PREFIX = fromHex("e1b0f79b20");
const PRIVKEY_BYTES = 32;

/** The passphrase does not decrypt the armored key; the SDK's message for ErrWrongPassword. */
export class WrongExportPassphraseError extends Error {
  override readonly name = "WrongExportPassphraseError";

  constructor() {
    super("invalid account password: the passphrase does not decrypt this key");
  }
}

/**
 * `keys export`: the SDK's armor (block "TENDERMINT PRIVATE KEY", headers kdf, salt, type), with a memory-hard
 * KDF and an AEAD inside, which the headers name: `kdf: scrypt`, `kdf-params`, `cipher: xchacha20-poly1305`.
 * The sealed plaintext is the key's amino encoding, the same bytes the SDK encrypts with bcrypt and secretbox.
 */
export async function armorPrivKey(privkey: Uint8Array, passphrase: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = new Uint8Array(randomBytes(SALT_BYTES));
  const sealed = seal(await scryptKey(passphrase, salt, params), aminoPrivKey(privkey), aad());
  const headers = { kdf: "scrypt", "kdf-params": formatScryptParams(params), cipher: CIPHER, salt: toHex(salt).toUpperCase(), type: KEY_TYPE };
  return encodeArmor({ blockType: BLOCK_TYPE, headers, data: sealed });
}

/**
 * `keys import`: the private key of an armored export, ours (scrypt) or the SDK's (`kdf: bcrypt`, as `gaiad
 * keys export` or `hid-noded keys export` write it). Throws {@link WrongExportPassphraseError} for a wrong passphrase.
 */
export async function unarmorPrivKey(text: string, passphrase: string): Promise<Uint8Array> {
  const { blockType, headers, data } = decodeArmor(text);
  if (blockType !== BLOCK_TYPE) throw new Error(`unrecognized armor type "${blockType}", expected "${BLOCK_TYPE}"`);
  const type = headers["type"] ?? KEY_TYPE;
  if (type !== KEY_TYPE) throw new Error(`unsupported key type "${type}": idledger keys are ${KEY_TYPE}`);
  const salt = headers["salt"];
  if (salt === undefined || !/^([0-9A-Fa-f]{2})+$/.test(salt)) throw new Error("missing or invalid salt header in the armored key");

  let plaintext: Uint8Array | undefined;
  switch (headers["kdf"]) {
    case "scrypt": {
      if (headers["cipher"] !== CIPHER) throw new Error(`unsupported cipher "${headers["cipher"] ?? ""}" for kdf scrypt, expected "${CIPHER}"`);
      const params = parseScryptParams(headers["kdf-params"] ?? "", "armored key");
      plaintext = unseal(await scryptKey(passphrase, fromHex(salt), params), data, aad());
      break;
    }
    case "bcrypt":
      plaintext = openSdkExport(fromHex(salt), data, passphrase);
      break;
    default:
      throw new Error(`unrecognized KDF type "${headers["kdf"] ?? ""}" (expected scrypt or bcrypt)`);
  }
  if (plaintext === undefined) throw new WrongExportPassphraseError();
  return privKeyFromAmino(plaintext);
}

/** The SDK's scheme: key = sha256(bcrypt hash string at cost 12 with the given 16-byte salt), NaCl secretbox. */
function openSdkExport(salt: Uint8Array, data: Uint8Array, passphrase: string): Uint8Array | undefined {
  if (salt.length !== 16) throw new Error(`the bcrypt salt must be 16 bytes, got ${salt.length}`);
  const bcryptSalt = `$2a$${SDK_BCRYPT_COST}$${bcrypt.encodeBase64(salt, 16)}`;
  const key = sha256(toUtf8(bcrypt.hashSync(passphrase, bcryptSalt)));
  if (data.length <= 24 + 16) return undefined;
  try {
    return xsalsa20poly1305(key, data.subarray(0, 24)).decrypt(data.subarray(24));
  } catch {
    return undefined;
  }
}

function aminoPrivKey(privkey: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(AMINO_PRIVKEY_PREFIX.length + PRIVKEY_BYTES);
  bytes.set(AMINO_PRIVKEY_PREFIX);
  bytes.set(privkey, AMINO_PRIVKEY_PREFIX.length);
  return bytes;
}

function privKeyFromAmino(bytes: Uint8Array): Uint8Array {
  const prefixOk = bytes.length === AMINO_PRIVKEY_PREFIX.length + PRIVKEY_BYTES && AMINO_PRIVKEY_PREFIX.every((b, i) => bytes[i] === b);
  if (!prefixOk) throw new Error("the decrypted key is not an amino-encoded secp256k1 private key");
  return bytes.slice(AMINO_PRIVKEY_PREFIX.length);
}

function aad(): Uint8Array {
  return toUtf8(`idledger keys export: ${BLOCK_TYPE} ${KEY_TYPE}`);
}
