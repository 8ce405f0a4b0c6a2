import type { OfflineDirectSigner } from "@cosmjs/proto-signing";
import { AuthInfo, SignDoc, TxBody, TxRaw, type Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { decodeStdBase64 } from "../base64";

export interface SignDirectInput {
  readonly body: TxBody;
  /** With the signer's info (public key, SIGN_MODE_DIRECT, sequence) already in place: the signature covers it. */
  readonly authInfo: AuthInfo;
  readonly chainId: string;
  readonly accountNumber: bigint;
}

export interface SignedTx {
  readonly tx: Tx;
  /** TxRaw with the very body and auth info bytes that were signed: what to broadcast. */
  readonly raw: Uint8Array;
}

/**
 * Signs in SIGN_MODE_DIRECT with a keyring signer: the signature covers SignDoc{body bytes, auth info bytes,
 * chain ID, account number}.
 */
export async function signDirect(signer: OfflineDirectSigner, address: string, input: SignDirectInput): Promise<SignedTx> {
  const signDoc = SignDoc.fromPartial({
    bodyBytes: TxBody.encode(input.body).finish(),
    authInfoBytes: AuthInfo.encode(input.authInfo).finish(),
    chainId: input.chainId,
    accountNumber: input.accountNumber,
  });
  const { signed, signature } = await signer.signDirect(address, signDoc);
  const signatures = [decodeStdBase64(signature.signature, "the signature")];
  return {
    tx: { body: TxBody.decode(signed.bodyBytes), authInfo: AuthInfo.decode(signed.authInfoBytes), signatures },
    raw: TxRaw.encode({ bodyBytes: signed.bodyBytes, authInfoBytes: signed.authInfoBytes, signatures }).finish(),
  };
}
