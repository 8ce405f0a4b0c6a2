import { PubKey as Ed25519PubKey } from "cosmjs-types/cosmos/crypto/ed25519/keys";
import { PubKey as Secp256k1PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { secp256k1Address } from "../../../types/address";
import { sha256 } from "../../../types/hash";

export const SECP256K1_PUBKEY_TYPE_URL = "/cosmos.crypto.secp256k1.PubKey";
export const ED25519_PUBKEY_TYPE_URL = "/cosmos.crypto.ed25519.PubKey";

/**
 * The account address a public key controls: RIPEMD-160(SHA-256(key)) for secp256k1 (33 bytes compressed),
 * the first 20 bytes of SHA-256(key) for Ed25519 (32 bytes), as the SDK's `PubKey.Address()`.
 */
export function pubKeyAddress(pubKey: Any): Uint8Array {
  if (pubKey.typeUrl === SECP256K1_PUBKEY_TYPE_URL) {
    const { key } = Secp256k1PubKey.decode(pubKey.value);
    if (key.length !== 33) throw new Error(`invalid secp256k1 public key: expected 33 bytes, got ${key.length}`);
    return secp256k1Address(key);
  }
  if (pubKey.typeUrl === ED25519_PUBKEY_TYPE_URL) {
    const { key } = Ed25519PubKey.decode(pubKey.value);
    if (key.length !== 32) throw new Error(`invalid ed25519 public key: expected 32 bytes, got ${key.length}`);
    return sha256(key).subarray(0, 20);
  }
  throw new Error(`unsupported public key type ${pubKey.typeUrl}`);
}
