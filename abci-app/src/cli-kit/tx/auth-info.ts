import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, type SignerInfo } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { coinsToProto, type Coin } from "../../types/coins";

export interface FeeValues {
  readonly amount: readonly Coin[];
  readonly gasLimit: bigint;
  readonly payer: string;
  readonly granter: string;
}

/** The signer info of a SIGN_MODE_DIRECT signature; a simulation may leave the public key out. */
export function directSignerInfo(pubKey: Any | undefined, sequence: bigint): SignerInfo {
  return { publicKey: pubKey, modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } }, sequence };
}

export function authInfo(signerInfos: readonly SignerInfo[], fee: FeeValues): AuthInfo {
  return AuthInfo.fromPartial({
    signerInfos: [...signerInfos],
    fee: { amount: coinsToProto(fee.amount), gasLimit: fee.gasLimit, payer: fee.payer, granter: fee.granter },
  });
}
