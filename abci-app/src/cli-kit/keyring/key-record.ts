import { fromBase64, toBase64 } from "@cosmjs/encoding";
import { compressedPubkey } from "./derive";
import type { StoredKey } from "./key-store";

/**
 * One key as JSON text, the form every persistent backend keeps (in the clear for test, sealed for file, as the
 * secret of a credential for os): `{name, type, algo, pubkey, privkey}`, keys in base64.
 */
interface KeyRecord {
  name: string;
  type: "local";
  algo: "secp256k1";
  pubkey: string;
  privkey: string;
}

export function encodeKeyRecord(key: StoredKey): string {
  const record: KeyRecord = { name: key.name, type: "local", algo: key.algo, pubkey: toBase64(key.pubkey), privkey: toBase64(key.privkey) };
  return `${JSON.stringify(record, null, 2)}\n`;
}

/**
 * Parses and checks a record: its name must be the one it is stored under, and its private key must give its
 * public key. `where` names the file or credential in errors ("corrupt key file <where>: …").
 */
export function decodeKeyRecord(text: string, expectedName: string, where: string): StoredKey {
  let parsed: Partial<KeyRecord>;
  try {
    parsed = JSON.parse(text) as Partial<KeyRecord>;
  } catch (err) {
    throw new Error(`corrupt key file ${where}: ${(err as Error).message}`);
  }
  if (parsed.name !== expectedName || parsed.algo !== "secp256k1" || typeof parsed.pubkey !== "string" || typeof parsed.privkey !== "string") {
    throw new Error(`corrupt key file ${where}: expected name "${expectedName}", algo "secp256k1", pubkey and privkey`);
  }
  const { pubkey, privkey } = parsed;
  if (!pairMatches(privkey, pubkey)) {
    throw new Error(`corrupt key file ${where}: privkey is not a secp256k1 key whose public key is pubkey`);
  }
  return { name: expectedName, algo: "secp256k1", privkey: fromBase64(privkey), pubkey: fromBase64(pubkey) };
}

function pairMatches(privkeyBase64: string, pubkeyBase64: string): boolean {
  try {
    return toBase64(compressedPubkey(fromBase64(privkeyBase64))) === pubkeyBase64;
  } catch {
    return false;
  }
}
