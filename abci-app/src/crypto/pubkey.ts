import { PubKey as Ed25519PubKey } from "cosmjs-types/cosmos/crypto/ed25519/keys";
import { PubKey as Secp256k1PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { GenerationalCache } from "../types/generational-cache";
import { latin1 } from "../types/latin1";
import { secp256k1Address } from "../types/address";
import { ErrInvalidPubKey } from "../types/sdk-errors";

export const SECP256K1_PUBKEY_TYPE = "/cosmos.crypto.secp256k1.PubKey";
export const ED25519_PUBKEY_TYPE = "/cosmos.crypto.ed25519.PubKey";

/** An account public key the ante chain understands. */
export type AccountPubKey = { readonly type: "secp256k1"; readonly key: Uint8Array } | { readonly type: "ed25519"; readonly key: Uint8Array };

/** Decodes an account public key Any; throws ErrInvalidPubKey for unknown types and malformed keys. */
export function decodeAccountPubKey(any: Any): AccountPubKey {
  try {
    if (any.typeUrl === SECP256K1_PUBKEY_TYPE) {
      const { key } = Secp256k1PubKey.decode(any.value);
      if (key.length !== 33 || (key[0] !== 2 && key[0] !== 3)) throw new Error(`secp256k1 key must be 33 compressed bytes, got ${key.length}`);
      return { type: "secp256k1", key };
    }
    if (any.typeUrl === ED25519_PUBKEY_TYPE) {
      const { key } = Ed25519PubKey.decode(any.value);
      if (key.length !== 32) throw new Error(`ed25519 key must be 32 bytes, got ${key.length}`);
      return { type: "ed25519", key };
    }
  } catch (err) {
    throw ErrInvalidPubKey.wrap((err as Error).message);
  }
  throw ErrInvalidPubKey.wrap(`unrecognized public key type ${any.typeUrl}`);
}

export function secp256k1PubKeyAny(key: Uint8Array): Any {
  return { typeUrl: SECP256K1_PUBKEY_TYPE, value: Secp256k1PubKey.encode({ key }).finish() };
}

// Every transaction carrying its signer's key has that key's address checked: two hashes, one in JavaScript.
const addresses = new GenerationalCache<string, Uint8Array>(20_000);

/** The account address a public key controls; ed25519 account keys are not supported. */
export function pubKeyAddress(pk: AccountPubKey): Uint8Array {
  if (pk.type !== "secp256k1") throw ErrInvalidPubKey.wrap("ED25519 public keys are unsupported");
  const key = latin1(pk.key);
  let address = addresses.get(key);
  if (address === undefined) {
    address = secp256k1Address(pk.key);
    addresses.set(key, address);
  }
  return address.slice();
}
