import { toBase64 } from "@cosmjs/encoding";
import YAML from "yaml";
import { SECP256K1_PUBKEY_TYPE } from "../../../crypto/pubkey";
import type { KeyInfo } from "../../../cli-kit/keyring";

/** A key as `keys` commands print it: the SDK's KeyOutput (json field order; text sorts keys, as the SDK's YAML does). */
export interface KeyOutput {
  name: string;
  type: string;
  address: string;
  /** The public key as proto JSON of its Any: {"@type":"/cosmos.crypto.secp256k1.PubKey","key":"<base64>"}. */
  pubkey: string;
  mnemonic?: string;
}

export function keyOutput(key: KeyInfo): KeyOutput {
  return { name: key.name, type: key.type, address: key.address, pubkey: pubkeyJson(key.pubkey) };
}

export function pubkeyJson(pubkey: Uint8Array): string {
  return JSON.stringify({ "@type": SECP256K1_PUBKEY_TYPE, key: toBase64(pubkey) });
}

/** The SDK's text output: a YAML list with each key's fields in alphabetical order. */
export function keysText(keys: readonly KeyOutput[]): string {
  const items = keys.map((k) => Object.fromEntries(Object.entries(k).sort(([a], [b]) => (a < b ? -1 : 1))));
  return YAML.stringify(items, { lineWidth: 0 });
}

export function keysJson(keys: KeyOutput | readonly KeyOutput[]): string {
  return `${JSON.stringify(keys)}\n`;
}
