import { ErrInvalidPublicKey } from "../errors";
import type { VerificationMethod } from "../types/generated/ssi/v1/did";
import { decodeMultibase } from "../../../../../lib/multibase";

const ED25519_PUBLIC_KEY_LENGTH = 32;
/**
 * The longest multibase text of 32 bytes: base2, a prefix and 256 digits. Longer text cannot be a key, and is
 * refused before decoding, whose cost grows with the square of the length in the base-x alphabets (base58, base36).
 */
export const MAX_PUBLIC_KEY_MULTIBASE_LENGTH = 1 + 8 * ED25519_PUBLIC_KEY_LENGTH;

/**
 * The raw Ed25519 key of a verification method: its publicKeyMultibase decoded (any multibase, no multicodec
 * header), 32 bytes. 106 otherwise; hid-node panicked on a wrong length (Go's ed25519.Verify does).
 */
export function ed25519KeyOf(method: VerificationMethod): Uint8Array {
  if (method.publicKeyMultibase === "") throw ErrInvalidPublicKey.wrap(`verification method ${method.id} has no publicKeyMultibase`);
  if (method.publicKeyMultibase.length > MAX_PUBLIC_KEY_MULTIBASE_LENGTH) {
    throw ErrInvalidPublicKey.wrap(
      `the publicKeyMultibase of verification method ${method.id} has ${method.publicKeyMultibase.length} characters; a multibase Ed25519 key has at most ${MAX_PUBLIC_KEY_MULTIBASE_LENGTH}`,
    );
  }
  let key: Uint8Array;
  try {
    key = decodeMultibase(method.publicKeyMultibase);
  } catch (err) {
    throw ErrInvalidPublicKey.wrap(`cannot decode the publicKeyMultibase of verification method ${method.id}: ${(err as Error).message}`);
  }
  if (key.length !== ED25519_PUBLIC_KEY_LENGTH) {
    throw ErrInvalidPublicKey.wrap(
      `the publicKeyMultibase of verification method ${method.id} holds ${key.length} bytes; an Ed25519 key has ${ED25519_PUBLIC_KEY_LENGTH}`,
    );
  }
  return key;
}
