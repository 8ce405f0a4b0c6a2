import { PubKey as Ed25519PubKey } from "cosmjs-types/cosmos/crypto/ed25519/keys";
import { PubKey as Secp256k1PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { ED25519_PUBKEY_TYPE, SECP256K1_PUBKEY_TYPE } from "../../crypto/pubkey";
import { decodeStdBase64 } from "../base64";

const KEY_CODECS = new Map([
  [SECP256K1_PUBKEY_TYPE, Secp256k1PubKey],
  [ED25519_PUBKEY_TYPE, Ed25519PubKey],
]);

/** A public key Any in Cosmos JSON: `{"@type": "/cosmos.crypto.secp256k1.PubKey", "key": "<base64>"}`. */
export function pubKeyToJson(any: Any): Record<string, unknown> {
  const codec = KEY_CODECS.get(any.typeUrl);
  if (codec === undefined) return { "@type": any.typeUrl, value: Buffer.from(any.value).toString("base64") };
  return { "@type": any.typeUrl, key: Buffer.from(codec.decode(any.value).key).toString("base64") };
}

/** Reads a public key in Cosmos JSON; other key types (multisig) are not supported. */
export function pubKeyFromJson(json: unknown, path: string): Any {
  if (typeof json !== "object" || json === null || Array.isArray(json))
    throw new Error(`${path}: expected a public key as a JSON object with "@type" and "key"`);
  const { "@type": typeUrl, key, ...rest } = json as Record<string, unknown>;
  const codec = typeof typeUrl === "string" ? KEY_CODECS.get(typeUrl) : undefined;
  if (codec === undefined) throw new Error(`${path}: unsupported public key type ${JSON.stringify(typeUrl)}; expected ${[...KEY_CODECS.keys()].join(" or ")}`);
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`${path}: unknown field ${JSON.stringify(unknown[0])} in PubKey`);
  if (typeof key !== "string") throw new Error(`${path}.key: expected the key as a base64 string`);
  return { typeUrl: typeUrl as string, value: codec.encode({ key: decodeStdBase64(key, `${path}.key`) }).finish() };
}
