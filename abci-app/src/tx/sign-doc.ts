import { SignDoc } from "cosmjs-types/cosmos/tx/v1beta1/tx";

/**
 * SIGN_MODE_DIRECT sign bytes: the SignDoc over the body and auth-info bytes exactly as received in the
 * TxRaw (never re-encoded, so a signer's encoding choices cannot break verification).
 */
export function directSignBytes(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, chainId: string, accountNumber: bigint): Uint8Array {
  return SignDoc.encode({ bodyBytes, authInfoBytes, chainId, accountNumber }).finish();
}
