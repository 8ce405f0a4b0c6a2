import { makeAuthInfoBytes, makeSignDoc, Registry, type EncodeObject, type GeneratedType, type OfflineDirectSigner } from "@cosmjs/proto-signing";
import * as ssiTx from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { encodePubkey } from "@cosmjs/proto-signing";
import { encodeSecp256k1Pubkey } from "@cosmjs/amino";
import { defaultRegistryTypes } from "@cosmjs/stargate";
import { MsgUnjail } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import { TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { Any } from "cosmjs-types/google/protobuf/any";

/**
 * cosmjs's registry with the ssi messages added, and slashing's MsgUnjail (which cosmjs's defaults leave out), as an
 * application using idledger with cosmjs would build it.
 */
export const registry = new Registry([
  ...defaultRegistryTypes,
  ...ssiRegistryTypes(),
  ["/cosmos.slashing.v1beta1.MsgUnjail", MsgUnjail as unknown as GeneratedType],
]);

function ssiRegistryTypes(): [string, GeneratedType][] {
  const { MsgCreateDID, MsgUpdateDID, MsgDeactivateDID, MsgCreateSchema, MsgRegisterCredentialStatus } = ssiTx;
  return Object.entries({ MsgCreateDID, MsgUpdateDID, MsgDeactivateDID, MsgCreateSchema, MsgRegisterCredentialStatus }).map(([name, codec]) => [
    `/hypersignprotocol.hidnode.ssi.${name}`,
    codec as unknown as GeneratedType,
  ]);
}

export interface SignOptions {
  readonly chainId: string;
  readonly accountNumber: bigint;
  readonly sequence: bigint;
  readonly fee?: { amount: Coin[]; gas: bigint; payer?: string; granter?: string };
  readonly memo?: string;
  readonly timeoutHeight?: bigint;
  readonly extensionOptions?: readonly Any[];
  readonly nonCriticalExtensionOptions?: readonly Any[];
}

/** A message as cosmjs's registry packs it; one given as bytes already (an Any) is taken as it is. */
function asAny(message: EncodeObject): Any {
  return message.value instanceof Uint8Array ? { typeUrl: message.typeUrl, value: message.value } : registry.encodeAsAny(message);
}

/**
 * Builds and signs a transaction exactly as cosmjs's SigningStargateClient does (SIGN_MODE_DIRECT through
 * the wallet's signDirect), returning the TxRaw bytes a client would broadcast.
 */
export async function signTx(signer: OfflineDirectSigner, messages: readonly EncodeObject[], options: SignOptions): Promise<Uint8Array> {
  const [account] = await signer.getAccounts();
  const pubkey = encodePubkey(encodeSecp256k1Pubkey(account!.pubkey));
  const fee = options.fee ?? { amount: [{ denom: "uhid", amount: "0" }], gas: 200000n };
  const bodyBytes = TxBody.encode(
    TxBody.fromPartial({
      messages: messages.map(asAny),
      memo: options.memo ?? "",
      timeoutHeight: options.timeoutHeight ?? 0n,
      extensionOptions: [...(options.extensionOptions ?? [])],
      nonCriticalExtensionOptions: [...(options.nonCriticalExtensionOptions ?? [])],
    }),
  ).finish();
  const authInfoBytes = makeAuthInfoBytes([{ pubkey, sequence: options.sequence }], fee.amount, Number(fee.gas), fee.granter, fee.payer);
  const signDoc = makeSignDoc(bodyBytes, authInfoBytes, options.chainId, Number(options.accountNumber));
  const { signed, signature } = await signer.signDirect(account!.address, signDoc);
  return TxRaw.encode({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [Buffer.from(signature.signature, "base64")],
  }).finish();
}

/** A transaction as cosmjs builds it for Simulate: the signer's key and sequence, an empty fee and an empty signature. */
export function simulationTx(messages: readonly EncodeObject[], pubkey: Uint8Array, sequence: bigint, memo = ""): Uint8Array {
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages: messages.map((m) => registry.encodeAsAny(m)), memo })).finish();
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(pubkey)), sequence: Number(sequence) }],
    [],
    0,
    undefined,
    undefined,
    SignMode.SIGN_MODE_UNSPECIFIED,
  );
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [new Uint8Array()] }).finish();
}

export function msgSend(fromAddress: string, toAddress: string, amount: Coin[]): EncodeObject {
  return { typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: { fromAddress, toAddress, amount } };
}
