import { PubKey as Ed25519PubKey } from "cosmjs-types/cosmos/crypto/ed25519/keys";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { PublicKey } from "cosmjs-types/tendermint/crypto/keys";
import { sha256 } from "../../../types/hash";
import { ErrValidatorPubKeyTypeNotSupported } from "../errors";

export const ED25519_PUBKEY_TYPE_URL = "/cosmos.crypto.ed25519.PubKey";

/**
 * A validator's consensus key: an Ed25519 key, the only type CometBFT's default consensus params accept
 * (`validator.pub_key_types = ["ed25519"]`). Anything else is ErrValidatorPubKeyTypeNotSupported.
 */
export function consensusKeyBytes(pubkey: Any | undefined): Uint8Array {
  if (pubkey?.typeUrl !== ED25519_PUBKEY_TYPE_URL) {
    throw ErrValidatorPubKeyTypeNotSupported.wrap(`got: ${pubkey?.typeUrl ?? "none"}, expected: [${ED25519_PUBKEY_TYPE_URL}]`);
  }
  const { key } = Ed25519PubKey.decode(pubkey.value);
  if (key.length !== 32) throw ErrValidatorPubKeyTypeNotSupported.wrap(`ed25519 key of ${key.length} bytes, expected 32`);
  return key;
}

/** The consensus address: the first 20 bytes of SHA-256 of the key, as CometBFT names validators in votes. */
export function consensusAddress(pubkey: Any | undefined): Uint8Array {
  return sha256(consensusKeyBytes(pubkey)).subarray(0, 20);
}

/** The key as CometBFT's ABCI carries it in a validator update. */
export function cometPublicKey(pubkey: Any | undefined): PublicKey {
  return { ed25519: consensusKeyBytes(pubkey) };
}

/** An Ed25519 key as the Any a validator stores. */
export function ed25519PubKeyAny(key: Uint8Array): Any {
  return { typeUrl: ED25519_PUBKEY_TYPE_URL, value: Ed25519PubKey.encode({ key }).finish() };
}
