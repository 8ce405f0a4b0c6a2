import type { ABCIMessageLog, TxResponse } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import type { Event } from "cosmjs-types/tendermint/abci/types";
import { rpcArray, rpcBase64, rpcBigInt, rpcBool, rpcNumber, rpcObject, rpcString, type RpcObject } from "../comet/rpc-json";

export const TX_TYPE_URL = "/cosmos.tx.v1beta1.Tx";

/** An ABCI result as CometBFT's JSON-RPC prints it (ResponseCheckTx or ExecTxResult). */
export interface RpcTxResult {
  readonly code: number;
  readonly codespace: string;
  readonly data: Uint8Array;
  readonly log: string;
  readonly info: string;
  readonly gasWanted: bigint;
  readonly gasUsed: bigint;
  readonly events: Event[];
}

export function rpcTxResult(value: unknown, what: string): RpcTxResult {
  const r = rpcObject(value, what);
  return {
    code: rpcNumber(r.code, `${what}.code`),
    codespace: rpcString(r.codespace, `${what}.codespace`),
    data: rpcBase64(r.data, `${what}.data`),
    log: rpcString(r.log, `${what}.log`),
    info: rpcString(r.info, `${what}.info`),
    gasWanted: rpcBigInt(r.gas_wanted, `${what}.gas_wanted`),
    gasUsed: rpcBigInt(r.gas_used, `${what}.gas_used`),
    events: rpcArray(r.events, `${what}.events`).map((e, i) => rpcEvent(e, `${what}.events[${i}]`)),
  };
}

function rpcEvent(value: unknown, what: string): Event {
  const e = rpcObject(value, what);
  return {
    type: rpcString(e.type, `${what}.type`),
    attributes: rpcArray(e.attributes, `${what}.attributes`).map((a, i) => {
      const attr = rpcObject(a, `${what}.attributes[${i}]`);
      return { key: rpcString(attr.key, "key"), value: rpcString(attr.value, "value"), index: rpcBool(attr.index, "index") };
    }),
  };
}

/**
 * A TxResponse as the SDK fills it from an ABCI result (types/result.go): data as upper-case hex, the raw log
 * and, when the log is the JSON message log of a successful transaction, its parsed `logs`.
 */
export function txResponseOf(hash: string, height: bigint, result: RpcTxResult): TxResponse {
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
 * A committed transaction from RPC `tx` or `tx_search`, with its block's time (whole seconds, as the SDK
 * formats it) and the transaction as an Any of cosmos.tx.v1beta1.Tx: TxRaw's bytes are a valid Tx encoding,
 * field for field.
 */
export function committedTxResponse(resultTx: RpcObject, blockTime: string): { response: TxResponse; txBytes: Uint8Array } {
  const txBytes = rpcBase64(resultTx.tx, "tx");
  const response = txResponseOf(rpcString(resultTx.hash, "hash"), rpcBigInt(resultTx.height, "height"), rpcTxResult(resultTx.tx_result, "tx_result"));
  return { response: { ...response, tx: { typeUrl: TX_TYPE_URL, value: txBytes }, timestamp: blockTime }, txBytes };
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
