import { createHash, type Hash } from "node:crypto";
import { SignDoc } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { sha256 } from "../types/hash";

/**
 * SIGN_MODE_DIRECT sign bytes: the SignDoc over the body and auth-info bytes exactly as received in the
 * TxRaw (never re-encoded, so a signer's encoding choices cannot break verification).
 */
export function directSignBytes(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, chainId: string, accountNumber: bigint): Uint8Array {
  return SignDoc.encode({ bodyBytes, authInfoBytes, chainId, accountNumber }).finish();
}

const NO_BYTES = new Uint8Array();

/**
 * The SHA-256 of each signer's SIGN_MODE_DIRECT sign bytes, by account number. Signers differ only in the account
 * number, the SignDoc's last field (an encoding with it 0 omits it, so the bytes are that encoding followed by the
 * field alone). With several signers the shared part is hashed once, on the first call, and each digest continues
 * from it: a transaction costs its size plus its signers, not their product.
 */
export function directSignDigests(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, chainId: string, signers: number): (accountNumber: bigint) => Uint8Array {
  if (signers <= 1) return (accountNumber) => sha256(directSignBytes(bodyBytes, authInfoBytes, chainId, accountNumber));
  let shared: Hash | undefined;
  return (accountNumber) => {
    shared ??= createHash("sha256").update(directSignBytes(bodyBytes, authInfoBytes, chainId, 0n));
    const digest = shared
      .copy()
      .update(directSignBytes(NO_BYTES, NO_BYTES, "", accountNumber))
      .digest();
    return new Uint8Array(digest.buffer, digest.byteOffset, digest.length);
  };
}
