import { signModeToJSON } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, TxBody, TxRaw, type ModeInfo, type Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { TX_TYPE_URL } from "../../comet/tx-response";
import type { MessageRegistry } from "./message-codecs";
import { pubKeyToJson } from "./pubkey-json";

/**
 * A transaction in the Cosmos JSON the SDK v0.47 prints (`--generate-only`, `tx sign`, the `tx` of a TxResponse):
 * proto field names, every field even when empty, 64-bit integers as strings, `null` for an unset message.
 */
export function txToJson(tx: Tx, messages: MessageRegistry): Record<string, unknown> {
  return {
    body: tx.body === undefined ? null : bodyToJson(tx.body, messages),
    auth_info: tx.authInfo === undefined ? null : authInfoToJson(tx.authInfo),
    signatures: tx.signatures.map((s) => Buffer.from(s).toString("base64")),
  };
}

/** The bytes a node stores and CometBFT returns (TxRaw), as the Tx JSON of a TxResponse: with its `@type`. */
export function txRawToJson(bytes: Uint8Array, messages: MessageRegistry): Record<string, unknown> {
  return { "@type": TX_TYPE_URL, ...txToJson(decodeTxRaw(bytes), messages) };
}

/** TxRaw bytes decoded into body and auth info. */
export function decodeTxRaw(bytes: Uint8Array): Tx {
  const raw = TxRaw.decode(bytes);
  return { body: TxBody.decode(raw.bodyBytes), authInfo: AuthInfo.decode(raw.authInfoBytes), signatures: raw.signatures };
}

/** The TxRaw bytes of a transaction: what is broadcast, and what its hash is taken of. */
export function encodeTxRaw(tx: Tx): Uint8Array {
  return TxRaw.encode({
    bodyBytes: TxBody.encode(tx.body ?? TxBody.fromPartial({})).finish(),
    authInfoBytes: AuthInfo.encode(tx.authInfo ?? AuthInfo.fromPartial({})).finish(),
    signatures: tx.signatures,
  }).finish();
}

function bodyToJson(body: TxBody, messages: MessageRegistry): Record<string, unknown> {
  return {
    messages: body.messages.map((m) => messages.anyToJson(m)),
    memo: body.memo,
    timeout_height: body.timeoutHeight.toString(),
    extension_options: body.extensionOptions.map((o) => messages.anyToJson(o)),
    non_critical_extension_options: body.nonCriticalExtensionOptions.map((o) => messages.anyToJson(o)),
  };
}

function authInfoToJson(authInfo: AuthInfo): Record<string, unknown> {
  const { fee, tip } = authInfo;
  return {
    signer_infos: authInfo.signerInfos.map((info) => ({
      public_key: info.publicKey === undefined ? null : pubKeyToJson(info.publicKey),
      mode_info: info.modeInfo === undefined ? null : modeInfoToJson(info.modeInfo),
      sequence: info.sequence.toString(),
    })),
    fee: fee === undefined ? null : { amount: coinsToJson(fee.amount), gas_limit: fee.gasLimit.toString(), payer: fee.payer, granter: fee.granter },
    tip: tip === undefined ? null : { amount: coinsToJson(tip.amount), tipper: tip.tipper },
  };
}

function modeInfoToJson(info: ModeInfo): Record<string, unknown> {
  if (info.single !== undefined) return { single: { mode: signModeToJSON(info.single.mode) } };
  if (info.multi !== undefined) {
    const { bitarray, modeInfos } = info.multi;
    return {
      multi: {
        bitarray: bitarray === undefined ? null : { extra_bits_stored: bitarray.extraBitsStored, elems: Buffer.from(bitarray.elems).toString("base64") },
        mode_infos: modeInfos.map(modeInfoToJson),
      },
    };
  }
  return {};
}

export function coinsToJson(coins: readonly Coin[]): { denom: string; amount: string }[] {
  return coins.map((c) => ({ denom: c.denom, amount: c.amount }));
}
