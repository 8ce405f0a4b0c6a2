import type { ABCIMessageLog, TxResponse } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { rpcArray, rpcNumber, rpcObject, rpcString } from "./rpc-json";
import type { TxResult } from "./tx-result";

export const TX_TYPE_URL = "/cosmos.tx.v1beta1.Tx";

/**
 * cosmos.base.abci.v1beta1.TxResponse as the SDK v0.47 fills it from an ABCI result (types/result.go): the hash
 * and data as upper-case hex, the raw log and, when the log is the JSON message log of a successful transaction,
 * its parsed `logs`. `tx` and `timestamp` stay empty until {@link withBlockTx} adds them.
 */
export function txResponse(hash: string, height: bigint, result: TxResult): TxResponse {
  return {
    height,
    txhash: hash.toUpperCase(),
    codespace: result.codespace,
    code: result.code,
    data: Buffer.from(result.data).toString("hex").toUpperCase(),
    rawLog: result.log,
    logs: parseAbciLogs(result.log),
    info: result.info,
    gasWanted: result.gasWanted,
    gasUsed: result.gasUsed,
    tx: undefined,
    timestamp: "",
    events: result.events,
  };
}

/**
 * The TxResponse of a transaction in a block, as the SDK's QueryTx fills it: the transaction as an Any of
 * cosmos.tx.v1beta1.Tx (TxRaw's bytes are a valid Tx encoding, field for field) and the block's time, RFC 3339 in
 * whole seconds (see blockTimes).
 */
export function withBlockTx(response: TxResponse, txRaw: Uint8Array, blockTime: string): TxResponse {
  return { ...response, tx: { typeUrl: TX_TYPE_URL, value: txRaw }, timestamp: blockTime };
}

/** The SDK's ParseABCILogs: the raw log read as JSON message logs; anything else (an error's text) gives none. */
export function parseAbciLogs(log: string): ABCIMessageLog[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(log);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  try {
    return parsed.map((entry) => {
      const e = rpcObject(entry, "log");
      return {
        msgIndex: rpcNumber(e.msg_index, "msg_index"),
        log: rpcString(e.log, "log"),
        events: rpcArray(e.events, "events").map((ev) => {
          const event = rpcObject(ev, "event");
          return {
            type: rpcString(event.type, "type"),
            attributes: rpcArray(event.attributes, "attributes").map((a) => {
              const attr = rpcObject(a, "attribute");
              return { key: rpcString(attr.key, "key"), value: rpcString(attr.value, "value") };
            }),
          };
        }),
      };
    });
  } catch {
    return [];
  }
}
