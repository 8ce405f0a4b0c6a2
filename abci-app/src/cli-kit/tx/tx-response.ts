import type { TxResponse } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import type { Event } from "cosmjs-types/tendermint/abci/types";
import type { MessageRegistry } from "./message-codecs";
import { txRawToJson } from "./tx-json";

/** One entry of the v0.47 message log: a message's index, log and its events without the `index` flags. */
export interface MessageLogJson {
  readonly msg_index: number;
  readonly log: string;
  readonly events: readonly { readonly type: string; readonly attributes: readonly { readonly key: string; readonly value: string }[] }[];
}

/**
 * cosmos.base.abci.v1beta1.TxResponse as the SDK v0.47 CLI prints it (jsonpb with proto names and defaults):
 * 64-bit integers as strings, `data` upper-case hex, `logs` parsed from `raw_log`, `tx` null until the
 * transaction is in a block.
 */
export interface TxResponseJson {
  readonly height: string;
  readonly txhash: string;
  readonly codespace: string;
  readonly code: number;
  readonly data: string;
  readonly raw_log: string;
  readonly logs: readonly MessageLogJson[];
  readonly info: string;
  readonly gas_wanted: string;
  readonly gas_used: string;
  readonly tx: Record<string, unknown> | null;
  readonly timestamp: string;
  readonly events: readonly Event[];
}

/** The JSON of a TxResponse, fields in the SDK's order; its `tx` (TxRaw bytes) as the Tx JSON with its `@type`. */
export function txResponseJson(response: TxResponse, messages: MessageRegistry): TxResponseJson {
  return {
    height: response.height.toString(),
    txhash: response.txhash,
    codespace: response.codespace,
    code: response.code,
    data: response.data,
    raw_log: response.rawLog,
    logs: response.logs.map((l) => ({ msg_index: l.msgIndex, log: l.log, events: l.events })),
    info: response.info,
    gas_wanted: response.gasWanted.toString(),
    gas_used: response.gasUsed.toString(),
    tx: response.tx === undefined ? null : txRawToJson(response.tx.value, messages),
    timestamp: response.timestamp,
    events: response.events,
  };
}
