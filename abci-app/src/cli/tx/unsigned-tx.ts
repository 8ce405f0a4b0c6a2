import { coinsToProto, type Coin } from "../../types/coins";

/** One message of a transaction in Cosmos JSON: its Any, `{"@type": "<type URL>", …fields}`. */
export interface MessageJson {
  readonly "@type": string;
  readonly [field: string]: unknown;
}

export interface TxEnvelope {
  readonly memo: string;
  readonly timeoutHeight: bigint;
  readonly fee: {
    readonly amount: readonly Coin[];
    readonly gasLimit: bigint;
    readonly payer: string;
    readonly granter: string;
  };
}

/**
 * An unsigned transaction (cosmos.tx.v1beta1.Tx) as the SDK v0.47 prints it for `--generate-only`: every field
 * of body and auth_info under its proto name, no signer infos, no signatures, `tip` null.
 */
export function unsignedTx(messages: readonly MessageJson[], envelope: TxEnvelope): Record<string, unknown> {
  return {
    body: {
      messages,
      memo: envelope.memo,
      timeout_height: envelope.timeoutHeight.toString(),
      extension_options: [],
      non_critical_extension_options: [],
    },
    auth_info: {
      signer_infos: [],
      fee: {
        amount: coinsToProto(envelope.fee.amount),
        gas_limit: envelope.fee.gasLimit.toString(),
        payer: envelope.fee.payer,
        granter: envelope.fee.granter,
      },
      tip: null,
    },
    signatures: [],
  };
}

/** The `--generate-only` output: the unsigned transaction as one line of JSON. */
export function unsignedTxJson(messages: readonly MessageJson[], envelope: TxEnvelope): string {
  return JSON.stringify(unsignedTx(messages, envelope)) + "\n";
}
